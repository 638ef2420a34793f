import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BlobStore, ByteRange } from './blob-store.ts';
import { RunFetcher, type FetchOptions, type RunSource, type Ticket } from './fetch-plan.ts';

const KiB = 1024;

/**
 * An in-memory remote store that records every range read, how many run at once, and can be
 * slowed, failed or cut short.
 */
function memoryStore(blobs: Record<string, Buffer>, opts: { delayMs?: number; readInto?: boolean } = {}) {
  const reads: { name: string; range: ByteRange }[] = [];
  let active = 0;
  let maxActive = 0;
  const failures = new Map<string, Error>();
  const read = async (name: string, range: ByteRange): Promise<Buffer> => {
    reads.push({ name, range });
    active++;
    maxActive = Math.max(maxActive, active);
    try {
      await new Promise((r) => setTimeout(r, opts.delayMs ?? 1));
      const failure = failures.get(name);
      if (failure) throw failure;
      const blob = blobs[name];
      if (!blob) throw Object.assign(new Error(`${name}: not found`), { code: 'ENOENT' });
      return blob.subarray(range.start, Math.min(range.end, blob.length));
    } finally {
      active--;
    }
  };
  const store: BlobStore = {
    label: 'memory',
    put: () => Promise.reject(new Error('read-only')),
    async *get(name, range) {
      const bytes = await read(name, range ?? { start: 0, end: blobs[name]?.length ?? 0 });
      // Pieces, as a network answer comes.
      for (let i = 0; i < bytes.length; i += 7 * KiB) yield bytes.subarray(i, i + 7 * KiB);
    },
    head: async (name) => (blobs[name] ? { size: blobs[name].length } : null),
    async *list() {},
    ...(opts.readInto === false
      ? {}
      : {
          async readInto(name: string, range: ByteRange, target: Buffer) {
            const bytes = await read(name, range);
            bytes.copy(target);
            return bytes.length;
          },
        }),
  };
  return { store, reads, failures, maxActive: () => maxActive };
}

const source = (store: BlobStore, pack: string, start: number, end: number): RunSource => ({
  store,
  pack,
  label: pack,
  start,
  end,
  entries: [{ id: `${pack}@${start}`, offset: 0, length: end - start, rawLength: end - start, compression: 'none' }],
});

async function bytesOf(ticket: Ticket): Promise<Buffer> {
  const run = await ticket.take();
  const copy = Buffer.from(run.sealed);
  run.release();
  return copy;
}

const small: FetchOptions = { maxRequestBytes: 64 * KiB, maxGapBytes: 4 * KiB, requests: 2, budgetBytes: 256 * KiB, lookaheadBytes: 1024 * KiB };

describe('RunFetcher', () => {
  it('reads runs of one pack that lie close together with one request, and answers each its own bytes', async () => {
    const a = randomBytes(200 * KiB);
    const { store, reads } = memoryStore({ a });
    const fetcher = new RunFetcher(small);
    // Adjacent, gaps up to the limit, overlapping, out of order: one request of 0..30 KiB.
    const ranges: [number, number][] = [
      [0, 10 * KiB],
      [10 * KiB, 12 * KiB],
      [14 * KiB, 20 * KiB],
      [5 * KiB, 8 * KiB],
      [24 * KiB, 30 * KiB],
    ];
    const tickets = ranges.map(([s, e]) => fetcher.plan(source(store, 'a', s, e)));
    for (const [i, [s, e]] of ranges.entries()) expect((await bytesOf(tickets[i]!)).equals(a.subarray(s, e))).toBe(true);
    expect(reads).toEqual([{ name: 'a', range: { start: 0, end: 30 * KiB } }]);
  });

  it('splits at a gap larger than allowed, at the largest request, and between packs', async () => {
    const a = randomBytes(300 * KiB);
    const b = randomBytes(10 * KiB);
    const { store, reads } = memoryStore({ a, b });
    const fetcher = new RunFetcher(small);
    const plan: [string, number, number][] = [
      ['a', 0, 40 * KiB],
      ['a', 40 * KiB, 60 * KiB],
      ['a', 60 * KiB, 80 * KiB], // would make the request 80 KiB: next request
      ['b', 0, 10 * KiB],
      ['a', 100 * KiB, 110 * KiB], // 20 KiB after the last: a request of its own
    ];
    const tickets = plan.map(([p, s, e]) => fetcher.plan(source(store, p, s, e)));
    const blobs: Record<string, Buffer> = { a, b };
    for (const [i, [p, s, e]] of plan.entries()) expect((await bytesOf(tickets[i]!)).equals(blobs[p]!.subarray(s, e))).toBe(true);
    expect(reads.map((r) => `${r.name}:${r.range.start / KiB}-${r.range.end / KiB}`).sort()).toEqual(['a:0-60', 'a:100-110', 'a:60-80', 'b:0-10']);
  });

  it('works over a store without readInto (streamed pieces)', async () => {
    const a = randomBytes(100 * KiB);
    const { store } = memoryStore({ a }, { readInto: false });
    const fetcher = new RunFetcher(small);
    const t1 = fetcher.plan(source(store, 'a', 3, 50 * KiB));
    const t2 = fetcher.plan(source(store, 'a', 50 * KiB, 60 * KiB + 1));
    expect((await bytesOf(t1)).equals(a.subarray(3, 50 * KiB))).toBe(true);
    expect((await bytesOf(t2)).equals(a.subarray(50 * KiB, 60 * KiB + 1))).toBe(true);
  });

  it('keeps requests and held memory within their bounds however far the planner runs ahead', async () => {
    const packs: Record<string, Buffer> = {};
    for (let p = 0; p < 8; p++) packs[`p${p}`] = randomBytes(128 * KiB);
    const { store, maxActive } = memoryStore(packs, { delayMs: 3 });
    const opts: FetchOptions = { maxRequestBytes: 32 * KiB, maxGapBytes: 0, requests: 3, budgetBytes: 96 * KiB, lookaheadBytes: 10_000 * KiB };
    const fetcher = new RunFetcher(opts);
    const tickets: { t: Ticket; p: string; s: number }[] = [];
    for (let p = 0; p < 8; p++)
      for (let s = 0; s < 128 * KiB; s += 16 * KiB) tickets.push({ t: fetcher.plan(source(store, `p${p}`, s, s + 16 * KiB)), p: `p${p}`, s });
    // A slow writer: the fetcher must wait for releases rather than read everything at once.
    for (const { t, p, s } of tickets) {
      const run = await t.take();
      expect(Buffer.from(run.sealed).equals(packs[p]!.subarray(s, s + 16 * KiB))).toBe(true);
      await new Promise((r) => setTimeout(r, 1));
      run.release();
    }
    expect(maxActive()).toBeLessThanOrEqual(3);
    expect(fetcher.stats.peakHeld).toBeLessThanOrEqual(96 * KiB);
    expect(fetcher.stats.requests).toBe(32); // 8 packs × 128 KiB in 32 KiB requests
  });

  it('serves a writer waiting on a run even when released memory is short (no deadlock)', async () => {
    const a = randomBytes(64 * KiB);
    const { store } = memoryStore({ a });
    // The budget is smaller than one request: each run is fetched when it is needed, one at a time.
    const fetcher = new RunFetcher({ maxRequestBytes: 32 * KiB, maxGapBytes: 0, requests: 4, budgetBytes: 1 * KiB, lookaheadBytes: 1024 * KiB });
    const t1 = fetcher.plan(source(store, 'a', 0, 32 * KiB));
    const t2 = fetcher.plan(source(store, 'a', 32 * KiB, 64 * KiB));
    // Taken out of order, and the first held while the second is asked for.
    const r2 = await t2.take();
    const r1 = await t1.take();
    expect(Buffer.from(r1.sealed).equals(a.subarray(0, 32 * KiB))).toBe(true);
    expect(Buffer.from(r2.sealed).equals(a.subarray(32 * KiB))).toBe(true);
    r1.release();
    r2.release();
  });

  it('reuses slabs: memory stays the same however many runs pass through', async () => {
    const a = randomBytes(256 * KiB);
    const { store } = memoryStore({ a });
    const fetcher = new RunFetcher({ ...small, maxGapBytes: 0, maxRequestBytes: 16 * KiB, requests: 1 });
    const seen = new Set<ArrayBufferLike>();
    for (let s = 0; s < 256 * KiB; s += 16 * KiB) {
      const run = await fetcher.plan(source(store, 'a', s, s + 16 * KiB)).take();
      seen.add(run.sealed.buffer);
      run.release();
    }
    expect(seen.size).toBe(1);
  });

  it('fails the runs of a missing pack as MISSING_DATA, of a short one past its end as CORRUPT_DATA, and the others not', async () => {
    const a = randomBytes(10 * KiB);
    const b = randomBytes(10 * KiB);
    const { store, failures } = memoryStore({ a, b });
    failures.set('b', new Error('connection reset'));
    const fetcher = new RunFetcher(small);
    const whole = fetcher.plan(source(store, 'a', 0, 8 * KiB));
    const past = fetcher.plan(source(store, 'a', 9 * KiB, 12 * KiB));
    const missing = fetcher.plan(source(store, 'gone', 0, 1 * KiB));
    const broken = fetcher.plan(source(store, 'b', 0, 1 * KiB));
    expect((await bytesOf(whole)).equals(a.subarray(0, 8 * KiB))).toBe(true);
    await expect(past.take()).rejects.toMatchObject({ code: 'CORRUPT_DATA' });
    await expect(missing.take()).rejects.toMatchObject({ code: 'MISSING_DATA' });
    await expect(broken.take()).rejects.toThrow('connection reset');
  });

  it('gives memory back for runs cancelled before or after they arrive, so the rest still flows', async () => {
    const a = randomBytes(128 * KiB);
    const { store } = memoryStore({ a });
    const fetcher = new RunFetcher({ maxRequestBytes: 32 * KiB, maxGapBytes: 0, requests: 2, budgetBytes: 64 * KiB, lookaheadBytes: 1024 * KiB });
    const tickets = [0, 1, 2, 3].map((i) => fetcher.plan(source(store, 'a', i * 32 * KiB, (i + 1) * 32 * KiB)));
    // The first two are in flight (the budget), then dropped: the last two must still come.
    tickets[0]!.cancel();
    tickets[1]!.cancel();
    expect((await bytesOf(tickets[3]!)).equals(a.subarray(96 * KiB))).toBe(true);
    expect((await bytesOf(tickets[2]!)).equals(a.subarray(64 * KiB, 96 * KiB))).toBe(true);
    await expect(tickets[0]!.take()).rejects.toThrow();
  });

  it('lets the planner run ahead only so far, and fails waiting runs when closed', async () => {
    const a = randomBytes(64 * KiB);
    const { store } = memoryStore({ a }, { delayMs: 20 });
    const fetcher = new RunFetcher({ ...small, lookaheadBytes: 16 * KiB });
    const t1 = fetcher.plan(source(store, 'a', 0, 16 * KiB));
    const t2 = fetcher.plan(source(store, 'a', 16 * KiB, 32 * KiB));
    let roomy = false;
    const room = fetcher.room().then(() => (roomy = true));
    await new Promise((r) => setTimeout(r, 5));
    expect(roomy).toBe(false);
    (await t1.take()).release();
    await room;
    expect(roomy).toBe(true);
    fetcher.close(new Error('stopped'));
    // t2 was fetched together with t1: still answered. A run planned after the close is refused.
    (await t2.take()).release();
    expect(() => fetcher.plan(source(store, 'a', 0, 1))).toThrow('stopped');
  });

  it('counts runs ahead too: tiny runs of many small files stop the planner before their bytes would', async () => {
    const a = randomBytes(64 * KiB);
    const { store, reads } = memoryStore({ a });
    // 64 runs of 1 KiB are far under the byte lookahead, but over 32 runs.
    const fetcher = new RunFetcher({ ...small, lookaheadRuns: 32 });
    const tickets = Array.from({ length: 64 }, (_, i) => fetcher.plan(source(store, 'a', i * KiB, (i + 1) * KiB)));
    let roomy = false;
    const room = fetcher.room().then(() => (roomy = true));
    await new Promise((r) => setTimeout(r, 5));
    expect(roomy).toBe(false);
    // Over the run count, what is planned is worth a request without a writer waiting.
    expect(reads.length).toBeGreaterThan(0);
    for (const t of tickets.slice(0, 32)) (await t.take()).release();
    await room;
    expect(roomy).toBe(true);
    for (const t of tickets.slice(32)) (await t.take()).release();
    fetcher.finish();
  });
});
