import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listAll, readBlob, type BlobStore } from './engine.ts';
import { HttpBlobStore, JOB_HEADER } from './http-blob-store.ts';
import { TokenBucket } from './throttle.ts';
import { startFakeServer, TEST_CREDENTIAL, type FakeServer } from './testing/fake-server.ts';

let server: FakeServer;
let store: HttpBlobStore;
beforeEach(async () => {
  server = await startFakeServer();
  store = new HttpBlobStore({ serverUrl: server.url, credential: TEST_CREDENTIAL, retryBaseMs: 10 });
});
afterEach(() => server.close());

async function* streamOf(parts: Buffer[]): AsyncGenerator<Uint8Array> {
  for (const p of parts) yield p;
}

describe('HttpBlobStore', () => {
  it('stores a blob given as one buffer, as parts or as a stream, byte for byte', async () => {
    const a = randomBytes(300_000);
    const [p1, p2] = [randomBytes(70_000), randomBytes(5)];
    await store.put('packs/ab/ab01', a);
    await store.put('packs/ab/ab02', [p1, p2]);
    await store.put('snapshots/s1', streamOf([p2, p1]));
    expect(server.blobs.get('packs/ab/ab01')?.equals(a)).toBe(true);
    expect(server.blobs.get('packs/ab/ab02')?.equals(Buffer.concat([p1, p2]))).toBe(true);
    expect((await readBlob(store, 'snapshots/s1')).equals(Buffer.concat([p2, p1]))).toBe(true);
  });

  it('reads a byte range with a Range request (end exclusive)', async () => {
    const a = randomBytes(100_000);
    server.blobs.set('packs/cd/cd01', a);
    expect((await readBlob(store, 'packs/cd/cd01', { start: 1000, end: 51_000 })).equals(a.subarray(1000, 51_000))).toBe(true);
    expect((await readBlob(store, 'packs/cd/cd01', { start: 5, end: 5 })).length).toBe(0);
  });

  it('answers absence as null on head and as an ENOENT error on get', async () => {
    expect(await store.head('index/none')).toBeNull();
    await expect(readBlob(store, 'index/none')).rejects.toMatchObject({ code: 'ENOENT' });
    server.blobs.set('index/x', Buffer.from('abc'));
    expect(await store.head('index/x')).toEqual({ size: 3 });
  });

  it('is append-only: it has no delete, so nothing an agent runs can remove cloud data', () => {
    expect((store as BlobStore).delete).toBeUndefined();
  });

  it('names the job its requests serve, so the server can pick that job’s repository', async () => {
    const seen: (string | null)[] = [];
    const spy: typeof fetch = async (input, init) => {
      seen.push(new Headers(init?.headers).get(JOB_HEADER));
      return fetch(input, init);
    };
    await new HttpBlobStore({ serverUrl: server.url, credential: TEST_CREDENTIAL, jobUid: 'job-7', fetch: spy }).head('index/none');
    expect(seen).toEqual(['job-7']);
  });

  it('lists the names under a prefix folder only', async () => {
    for (const n of ['index/a', 'index/b', 'indexes/c', 'packs/aa/a']) server.blobs.set(n, Buffer.alloc(1));
    expect(await listAll(store, 'index')).toEqual(['index/a', 'index/b']);
  });

  it('retries 5xx answers with backoff on every verb', async () => {
    const a = randomBytes(10_000);
    server.faults.fail503 = 3;
    await store.put('packs/ef/ef01', a);
    server.faults.fail503 = 2;
    expect((await readBlob(store, 'packs/ef/ef01')).equals(a)).toBe(true);
    server.faults.fail503 = 2;
    expect(await store.head('packs/ef/ef01')).toEqual({ size: a.length });
    expect(server.requests.filter((r) => r.startsWith('PUT'))).toHaveLength(4);
  });

  it('gives up after the configured retries', async () => {
    const few = new HttpBlobStore({ serverUrl: server.url, credential: TEST_CREDENTIAL, retryBaseMs: 1, retries: 2 });
    server.faults.fail503 = 10;
    await expect(few.put('config', Buffer.from('x'))).rejects.toMatchObject({ status: 503 });
  });

  it('resumes a read cut mid-body from the last byte received', async () => {
    const a = randomBytes(2 * 1024 * 1024);
    server.blobs.set('packs/aa/aa01', a);
    server.faults.cutGets = 1;
    expect((await readBlob(store, 'packs/aa/aa01')).equals(a)).toBe(true);
    server.faults.cutGets = 1;
    expect((await readBlob(store, 'packs/aa/aa01', { start: 10, end: 1_500_000 })).equals(a.subarray(10, 1_500_000))).toBe(true);
    expect(server.requests.filter((r) => r === 'GET /api/agent/blobs/packs/aa/aa01').length).toBe(4);
  });

  it('reads a large range into a caller buffer (the restore fetch plan), resuming a cut read and retrying 5xx', async () => {
    const a = randomBytes(3 * 1024 * 1024);
    server.blobs.set('packs/bb/bb01', a);
    const target = Buffer.from(new SharedArrayBuffer(2 * 1024 * 1024));
    expect(await store.readInto('packs/bb/bb01', { start: 100, end: 1_500_100 }, target)).toBe(1_500_000);
    expect(target.subarray(0, 1_500_000).equals(a.subarray(100, 1_500_100))).toBe(true);
    target.fill(0);
    server.faults.cutGets = 1;
    server.faults.fail503 = 1;
    expect(await store.readInto('packs/bb/bb01', { start: 1_000_000, end: 3_000_000 }, target)).toBe(2_000_000);
    expect(target.subarray(0, 2_000_000).equals(a.subarray(1_000_000, 3_000_000))).toBe(true);
    const gets = server.requests.filter((r) => r === 'GET /api/agent/blobs/packs/bb/bb01');
    expect(gets.length).toBe(4); // the first read, then a 503, the cut read and its resumption
  });

  it('answers the bytes there are when a blob is shorter than the range, without retrying for the rest', async () => {
    server.blobs.set('packs/cc/cc01', randomBytes(1000));
    const target = Buffer.alloc(4096);
    const t0 = performance.now();
    expect(await store.readInto('packs/cc/cc01', { start: 500, end: 4000 }, target)).toBe(500);
    expect(await store.readInto('packs/cc/cc01', { start: 2000, end: 3000 }, target)).toBe(0);
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(server.requests.filter((r) => r.startsWith('GET')).length).toBe(2);
  });

  it('retries when the server cannot be reached, then succeeds once it is back', async () => {
    let calls = 0;
    const flaky: typeof fetch = async (input, init) => {
      if (calls++ < 2) throw new TypeError('fetch failed');
      return fetch(input, init);
    };
    const s = new HttpBlobStore({ serverUrl: server.url, credential: TEST_CREDENTIAL, retryBaseMs: 5, fetch: flaky });
    await s.put('config', Buffer.from('{}'));
    expect(server.blobs.get('config')?.toString()).toBe('{}');
  });

  it('refuses blob names that could leave the store', async () => {
    await expect(store.put('../x', Buffer.from('x'))).rejects.toThrow(/invalid blob name/);
  });
});

describe('upload throttle', () => {
  it('an upload of N KiB at L KiB/s takes about N/L seconds', async () => {
    const throttle = new TokenBucket(256);
    const s = new HttpBlobStore({ serverUrl: server.url, credential: TEST_CREDENTIAL, throttle });
    const t0 = performance.now();
    await s.put('packs/th/th01', randomBytes(384 * 1024));
    const seconds = (performance.now() - t0) / 1000;
    // 384 KiB at 256 KiB/s = 1.5 s, less the 100 ms burst the bucket starts with.
    expect(seconds).toBeGreaterThan(1.3);
    expect(seconds).toBeLessThan(1.9);
  });

  it('concurrent uploads share one limit', async () => {
    const throttle = new TokenBucket(512);
    const s = new HttpBlobStore({ serverUrl: server.url, credential: TEST_CREDENTIAL, throttle });
    const t0 = performance.now();
    await Promise.all([s.put('a/1', randomBytes(256 * 1024)), s.put('a/2', randomBytes(256 * 1024))]);
    const seconds = (performance.now() - t0) / 1000;
    expect(seconds).toBeGreaterThan(0.85);
    expect(seconds).toBeLessThan(1.4);
  });

  it('no limit means no waiting, and a limit can be lifted while running', async () => {
    const bucket = new TokenBucket(null);
    const t0 = performance.now();
    await bucket.take(100 * 1024 * 1024);
    bucket.setLimit(64);
    bucket.setLimit(null);
    await bucket.take(100 * 1024 * 1024);
    expect(performance.now() - t0).toBeLessThan(50);
  });
});
