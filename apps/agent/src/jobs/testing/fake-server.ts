/**
 * Test double of the server's agent channel on loopback: blob routes (in memory, with Range),
 * the work long poll, job progress/complete, command results and the organization key.
 * Faults can be injected to exercise retries.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AgentCommand, AgentJob } from '@outpost/contracts';

export const TEST_CREDENTIAL = 'test-credential';

export interface FakeServer {
  url: string;
  blobs: Map<string, Buffer>;
  key: Buffer;
  /**
   * fail503: answer the next N requests with 503; cutGets: drop N GETs mid-body;
   * getBytesPerSecond: send blob bodies at this pace (a slow link: one large range request takes
   * a while, as the few requests of a coalesced restore do).
   */
  faults: { fail503: number; cutGets: number; getBytesPerSecond: number };
  /** "METHOD path" of every request, in order. */
  requests: string[];
  progress: Map<string, { filesProcessed: number; filesTotal: number; bytesProcessed: number; bytesTotal: number }[]>;
  completes: Map<string, Record<string, unknown>>;
  commandResults: Map<number, Record<string, unknown>>;
  /** Jobs whose next progress answer asks for cancellation. */
  cancel: Set<string>;
  bandwidthLimitKb: number | null;
  /** Queues work for the next long poll. */
  push(work: { jobs?: AgentJob[]; commands?: AgentCommand[] }): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const p of req) parts.push(p as Buffer);
  return Buffer.concat(parts);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Starts the fake server on 127.0.0.1 with an ephemeral port. */
export async function startFakeServer(): Promise<FakeServer> {
  const pending: { jobs: AgentJob[]; commands: AgentCommand[] } = { jobs: [], commands: [] };
  let wake: (() => void)[] = [];
  const state: Omit<FakeServer, 'url' | 'close' | 'push'> = {
    blobs: new Map(),
    key: randomBytes(32),
    faults: { fail503: 0, cutGets: 0, getBytesPerSecond: 0 },
    requests: [],
    progress: new Map(),
    completes: new Map(),
    commandResults: new Map(),
    cancel: new Set(),
    bandwidthLimitKb: null,
  };

  const blobRoute = async (req: IncomingMessage, res: ServerResponse, name: string): Promise<void> => {
    const blob = state.blobs.get(name);
    if (req.method === 'PUT') {
      const body = await readBody(req);
      const declared = req.headers['x-blob-size'];
      if (declared !== undefined && Number(declared) !== body.length) return json(res, 400, { message: 'size mismatch' });
      state.blobs.set(name, body);
      return void res.writeHead(204).end();
    }
    if (req.method === 'DELETE') {
      state.blobs.delete(name);
      return void res.writeHead(204).end();
    }
    if (!blob) return json(res, 404, { resultCode: 'NOT_FOUND', message: 'not found' });
    if (req.method === 'HEAD') return void res.writeHead(200, { 'content-length': blob.length }).end();
    const m = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    const start = m ? Number(m[1]) : 0;
    const end = m && m[2] ? Math.min(Number(m[2]) + 1, blob.length) : blob.length;
    // As the server answers a range starting past the end, and says where a range it shortened ends.
    if (m && start >= blob.length) return void res.writeHead(416, { 'content-range': `bytes */${blob.length}` }).end();
    const slice = blob.subarray(start, end);
    res.writeHead(m ? 206 : 200, {
      'content-length': slice.length,
      'content-type': 'application/octet-stream',
      ...(m ? { 'content-range': `bytes ${start}-${end - 1}/${blob.length}` } : {}),
    });
    if (state.faults.cutGets > 0 && slice.length > 1) {
      // Sends half the body, then drops the connection: the client must resume.
      state.faults.cutGets--;
      res.write(slice.subarray(0, Math.floor(slice.length / 2)));
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    }
    const rate = state.faults.getBytesPerSecond;
    if (rate > 0) {
      const piece = 64 * 1024;
      for (let at = 0; at < slice.length; at += piece) {
        // The client gave up (a cancelled job aborts its requests): stop sending.
        if (res.destroyed) return;
        res.write(slice.subarray(at, at + piece));
        await new Promise((r) => setTimeout(r, (Math.min(piece, slice.length - at) / rate) * 1000));
      }
    }
    res.end(rate > 0 ? undefined : slice);
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      state.requests.push(`${req.method} ${url.pathname}`);
      if (req.headers.authorization !== `Bearer ${TEST_CREDENTIAL}`) return json(res, 401, { resultCode: 'UNAUTHORIZED', message: 'no' });
      if (state.faults.fail503 > 0) {
        state.faults.fail503--;
        await readBody(req);
        return json(res, 503, { message: 'try later' });
      }
      const p = url.pathname;
      if (p === '/api/agent/blobs' && req.method === 'GET') {
        const prefix = `${url.searchParams.get('prefix') ?? ''}/`;
        return json(res, 200, { names: [...state.blobs.keys()].filter((n) => n.startsWith(prefix)).sort() });
      }
      if (p.startsWith('/api/agent/blobs/')) return blobRoute(req, res, p.slice('/api/agent/blobs/'.length).split('/').map(decodeURIComponent).join('/'));
      if (p === '/api/agent/backup/key') return json(res, 200, { keyBase64: state.key.toString('base64') });
      if (p === '/api/agent/work') {
        const wait = Number(url.searchParams.get('waitSeconds') ?? 0) * 1000;
        const ready = () => pending.jobs.length > 0 || pending.commands.length > 0;
        if (!ready())
          await new Promise<void>((r) => {
            const t = setTimeout(r, wait);
            wake.push(() => (clearTimeout(t), r()));
          });
        const jobs = url.searchParams.get('acceptJobs') === '0' ? [] : pending.jobs.splice(0);
        return json(res, 200, { jobs, commands: pending.commands.splice(0), bandwidthLimitKb: state.bandwidthLimitKb });
      }
      const job = /^\/api\/agent\/jobs\/([^/]+)\/(progress|complete)$/.exec(p);
      if (job && req.method === 'POST') {
        const body = JSON.parse((await readBody(req)).toString()) as Record<string, unknown>;
        const uid = decodeURIComponent(job[1] as string);
        if (job[2] === 'complete') {
          state.completes.set(uid, body);
          return json(res, 200, { ok: true });
        }
        const list = state.progress.get(uid) ?? [];
        list.push(body as never);
        state.progress.set(uid, list);
        return json(res, 200, { cancelRequested: state.cancel.has(uid) });
      }
      const cmd = /^\/api\/agent\/commands\/(\d+)\/result$/.exec(p);
      if (cmd && req.method === 'POST') {
        state.commandResults.set(Number(cmd[1]), JSON.parse((await readBody(req)).toString()) as Record<string, unknown>);
        return json(res, 200, { ok: true });
      }
      json(res, 404, { resultCode: 'NOT_FOUND', message: `no route ${p}` });
    })().catch((err: unknown) => {
      if (!res.headersSent) json(res, 500, { message: String(err) });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    push(work: { jobs?: AgentJob[]; commands?: AgentCommand[] }) {
      pending.jobs.push(...(work.jobs ?? []));
      pending.commands.push(...(work.commands ?? []));
      const w = wake;
      wake = [];
      for (const f of w) f();
    },
    async close() {
      for (const f of wake) f();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  });
}
