import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentNodeId } from '../../../http/access.ts';
import type { App } from '../../../http/route-types.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { MAX_BLOB_BYTES, type BlobsService, type BlobView } from './blobs.service.ts';
import { blobStream } from '../store/cloud-store.ts';
import type { ByteRange } from '../engine.ts';

const tags = ['agent-backup'];
const agent = { access: { auth: 'agent' as const } };
const nameParams = z.object({ '*': z.string() });
/** Names the job a request serves (the agent's HttpBlobStore sends it): a restore reads its snapshot's repository. */
const JOB_HEADER = 'x-outpost-job';

/** Pieces of an upload handed to the store at once: a 16 MiB pack is 16 file writes, not ~256 socket-sized ones. */
const UPLOAD_PIECE = 1024 * 1024;

/** The request body, refused past `max` bytes, in pieces of about UPLOAD_PIECE bytes. */
async function* limited(body: AsyncIterable<Buffer>, max: number): AsyncGenerator<Buffer> {
  let total = 0;
  let parts: Buffer[] = [];
  let held = 0;
  for await (const piece of body) {
    total += piece.length;
    if (total > max) throw new AppError('PAYLOAD_TOO_LARGE', `A blob may be at most ${max} bytes`);
    parts.push(piece);
    held += piece.length;
    if (held >= UPLOAD_PIECE) {
      yield parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts, held);
      parts = [];
      held = 0;
    }
  }
  if (held > 0) yield parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts, held);
}

/**
 * How long the view of one device and job (its organization, repository, key and, for a restore,
 * the snapshot's repository) is reused. Every blob request resolved it afresh: four database
 * reads, key derivations and store lookups for each of a backup's or restore's requests. The
 * credential is still checked on every request; a view outlives a change (a job that ended, the
 * organization's isolation setting) by this long at most.
 */
const VIEW_TTL_MS = 5_000;
const MAX_VIEWS = 1_000;

export function viewCache(blobs: Pick<BlobsService, 'viewFor'>, now: () => number = Date.now) {
  const views = new Map<string, { at: number; view: Promise<BlobView> }>();
  return (nodeId: number, jobUid: string | undefined): Promise<BlobView> => {
    const key = `${nodeId}/${jobUid ?? ''}`;
    const at = now();
    const hit = views.get(key);
    if (hit && at - hit.at < VIEW_TTL_MS) return hit.view;
    const entry = { at, view: blobs.viewFor(nodeId, jobUid) };
    views.delete(key);
    views.set(key, entry);
    // A failed lookup is not kept: the next request asks again.
    entry.view.catch(() => views.get(key) === entry && views.delete(key));
    if (views.size > MAX_VIEWS) views.delete(views.keys().next().value as string);
    return entry.view;
  };
}

/** `bytes=a-b` (inclusive) or `bytes=a-` as the engine's half-open range; null when absent. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d+)-(\d*)$/.exec(header.trim());
  if (!m) return 'invalid';
  const start = Number(m[1]);
  const end = m[2] ? Math.min(Number(m[2]) + 1, size) : size;
  if (start >= size || end <= start) return 'invalid';
  return { start, end };
}

/**
 * The organization's cloud repository for its agents: raw streamed PUT (up to 64 MiB), GET with
 * Range, HEAD and listing. Append-only: no DELETE, and a PUT never replaces other content
 * (blobs.service.ts). The organization and repository come from the device credential (and job).
 */
export function registerBlobRoutes(app: App, blobs: BlobsService) {
  const viewOf = viewCache(blobs);
  const view = (req: FastifyRequest) => {
    const job = req.headers[JOB_HEADER];
    return viewOf(currentNodeId(req), typeof job === 'string' && job ? job : undefined);
  };

  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // Blob bodies are streamed straight into the store whatever their declared type: no JSON
    // parsing (a body is always bytes, checked by the service), no 2 MiB body limit.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

    scope.put('/api/agent/blobs/*', { schema: { tags, params: nameParams }, config: agent }, async (req, reply) => {
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > MAX_BLOB_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', `A blob may be at most ${MAX_BLOB_BYTES} bytes`);
      await blobs.put(await view(req), req.params['*'], limited(req.body as AsyncIterable<Buffer>, MAX_BLOB_BYTES));
      return reply.code(204).send();
    });
  });

  app.get('/api/agent/blobs/*', { schema: { tags, params: nameParams }, config: agent, exposeHeadRoute: false }, async (req, reply) => {
    const v = await view(req);
    const found = await blobs.find(v, req.params['*']);
    if (!found) throw notFound('Blob');
    const range = parseRange(req.headers.range, found.size);
    if (range === 'invalid') return reply.code(416).header('content-range', `bytes */${found.size}`).send();
    // Straight from the store, piece by piece (cloud-store.ts): a large range is never held whole.
    // Opened before any header is set, so an object gone meanwhile is a plain 404.
    const body = await blobStream(v.store, found.name, range ?? undefined).catch((error: unknown) => {
      throw (error as NodeJS.ErrnoException).code === 'ENOENT' ? notFound('Blob') : error;
    });
    reply.header('content-type', 'application/octet-stream').header('accept-ranges', 'bytes');
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end - 1}/${found.size}`)
        .header('content-length', range.end - range.start);
    } else {
      reply.header('content-length', found.size);
    }
    return reply.send(body);
  });

  app.head('/api/agent/blobs/*', { schema: { tags, params: nameParams }, config: agent }, async (req, reply) => {
    const found = await blobs.find(await view(req), req.params['*']);
    if (!found) return reply.code(404).send();
    return reply.header('content-length', found.size).header('content-type', 'application/octet-stream').code(200).send();
  });

  app.get(
    '/api/agent/blobs',
    { schema: { tags, querystring: z.object({ prefix: z.string().min(1) }), response: { 200: z.object({ names: z.array(z.string()) }) } }, config: agent },
    async (req) => ({ names: await blobs.list(await view(req), req.query.prefix) }),
  );
}
