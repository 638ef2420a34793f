import { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentNodeId } from '../../http/access.ts';
import type { App } from '../../http/route-types.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { assertBlobName, listAll, type BlobStore, type ByteRange } from './engine.ts';

/** The largest blob an agent may upload: a pack is ~16 MiB, with room for bigger pack sizes. */
export const MAX_BLOB_BYTES = 64 * 1024 * 1024;
const tags = ['agent-backup'];
const agent = { access: { auth: 'agent' as const } };
const nameParams = z.object({ '*': z.string() });

function blobName(raw: string): string {
  try {
    assertBlobName(raw);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'Invalid blob name', { name: ['Invalid'] });
  }
  return raw;
}

async function* limited(body: AsyncIterable<Buffer>, max: number): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const piece of body) {
    total += piece.length;
    if (total > max) throw new AppError('PAYLOAD_TOO_LARGE', `A blob may be at most ${max} bytes`);
    yield piece;
  }
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
 * The organization's cloud repository for its agents: raw streamed PUT (up to 64 MiB),
 * GET with Range, HEAD, DELETE and listing. The organization comes from the device credential.
 */
export function registerBlobRoutes(app: App, deps: { storeForNode: (nodeId: number) => Promise<BlobStore> }) {
  const store = (req: { agentNodeId: number | null }) => deps.storeForNode(currentNodeId(req as Parameters<typeof currentNodeId>[0]));

  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // Blob bodies are streamed straight into the store: no JSON parsing, no 2 MiB body limit.
    scope.addContentTypeParser(['application/octet-stream', '*'], (_req, payload, done) => done(null, payload));

    scope.put('/api/agent/blobs/*', { schema: { tags, params: nameParams }, config: agent }, async (req, reply) => {
      const name = blobName(req.params['*']);
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > MAX_BLOB_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', `A blob may be at most ${MAX_BLOB_BYTES} bytes`);
      await (await store(req)).put(name, limited(req.body as AsyncIterable<Buffer>, MAX_BLOB_BYTES));
      return reply.code(204).send();
    });
  });

  app.get(
    '/api/agent/blobs/*',
    { schema: { tags, params: nameParams }, config: agent, exposeHeadRoute: false },
    async (req, reply) => {
      const name = blobName(req.params['*']);
      const s = await store(req);
      const info = await s.head(name);
      if (!info) throw notFound('Blob');
      const range = parseRange(req.headers.range, info.size);
      if (range === 'invalid') return reply.code(416).header('content-range', `bytes */${info.size}`).send();
      reply.header('content-type', 'application/octet-stream').header('accept-ranges', 'bytes');
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end - 1}/${info.size}`).header('content-length', range.end - range.start);
      } else {
        reply.header('content-length', info.size);
      }
      return reply.send(Readable.from(s.get(name, range ?? undefined)));
    },
  );

  app.head('/api/agent/blobs/*', { schema: { tags, params: nameParams }, config: agent }, async (req, reply) => {
    const info = await (await store(req)).head(blobName(req.params['*']));
    if (!info) return reply.code(404).send();
    return reply.header('content-length', info.size).header('content-type', 'application/octet-stream').code(200).send();
  });

  app.delete('/api/agent/blobs/*', { schema: { tags, params: nameParams }, config: agent }, async (req, reply) => {
    await (await store(req)).delete(blobName(req.params['*']));
    return reply.code(204).send();
  });

  app.get(
    '/api/agent/blobs',
    { schema: { tags, querystring: z.object({ prefix: z.string().min(1) }), response: { 200: z.object({ names: z.array(z.string()) }) } }, config: agent },
    async (req) => ({ names: await listAll(await store(req), blobName(req.query.prefix)) }),
  );
}
