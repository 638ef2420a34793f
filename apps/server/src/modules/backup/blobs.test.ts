import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { listAll, readBlob, type BlobStore } from './engine.ts';
import { createS3BlobStore, createS3Client } from './s3-blob-store.ts';
import { backupWorld } from './test-support.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof backupWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await backupWorld(ctx);
});
afterAll(() => ctx.close());

const put = (name: string, body: Buffer, auth = world.device.auth) =>
  ctx.app.inject({ method: 'PUT', url: `/api/agent/blobs/${name}`, headers: { ...auth, 'content-type': 'application/octet-stream' }, payload: body });

describe('agent blob routes', () => {
  it('stores, reads (whole and by range), heads, lists and deletes blobs of the device’s organization', async () => {
    const body = Buffer.from('0123456789abcdef');
    expect((await put('packs/ab/abcd', body)).statusCode).toBe(204);
    const whole = await ctx.app.inject({ url: '/api/agent/blobs/packs/ab/abcd', headers: world.device.auth });
    expect(whole.rawPayload.equals(body)).toBe(true);
    const range = await ctx.app.inject({ url: '/api/agent/blobs/packs/ab/abcd', headers: { ...world.device.auth, range: 'bytes=2-5' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('2345');
    expect(range.headers['content-range']).toBe('bytes 2-5/16');
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/agent/blobs/packs/ab/abcd', headers: world.device.auth });
    expect(head.headers['content-length']).toBe('16');
    expect((await ctx.app.inject({ url: '/api/agent/blobs?prefix=packs', headers: world.device.auth })).json()).toEqual({ names: ['packs/ab/abcd'] });
    // The server's own view of the organization's store holds the same blob.
    expect((await readBlob(ctx.services.backup.stores.forOrganization(world.org.id), 'packs/ab/abcd')).equals(body)).toBe(true);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/agent/blobs/packs/ab/abcd', headers: world.device.auth })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'HEAD', url: '/api/agent/blobs/packs/ab/abcd', headers: world.device.auth })).statusCode).toBe(404);
  });

  it('rejects names that could leave the store and unauthenticated calls', async () => {
    // Dot segments in the URL are resolved before routing; encoded slashes reach the name check.
    expect((await put('packs%2F..%2F..%2Fescape', Buffer.from('x'))).statusCode).toBe(400);
    expect((await put('packs/..%5C..%5Cescape', Buffer.from('x'))).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/agent/blobs/a//b', headers: world.device.auth })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/agent/blobs?prefix=..', headers: world.device.auth })).statusCode).toBe(400);
    expect((await put('config', Buffer.from('x'), { authorization: 'Bearer wrong' })).statusCode).toBe(401);
  });

  it('keeps organizations apart', async () => {
    await put('index/one', Buffer.from('mine'));
    const otherOrg = await backupWorld(ctx);
    expect((await ctx.app.inject({ url: '/api/agent/blobs/index/one', headers: otherOrg.device.auth })).statusCode).toBe(404);
  });

  it('refuses a blob over 64 MiB', async () => {
    const response = await put('packs/zz/big', Buffer.alloc(64 * 1024 * 1024 + 1));
    expect(response.statusCode).toBe(413);
  });
});

describe('S3 blob store (s3rver on loopback)', () => {
  let server: S3rver;
  let dir: string;
  let store: BlobStore;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outpost-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'backups', configs: [] }] });
    const { port } = await server.run();
    const client = createS3Client({ endpoint: `http://127.0.0.1:${port}`, bucket: 'backups', accessKey: 'S3RVER', secretKey: 'S3RVER' });
    store = createS3BlobStore(client, 'backups', 'org-1');
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('puts, reads ranges, lists under a prefix, heads and deletes', async () => {
    await store.put('packs/aa/one', [Buffer.from('hello '), Buffer.from('world')]);
    await store.put('index/one', Buffer.from('idx'));
    expect((await readBlob(store, 'packs/aa/one')).toString()).toBe('hello world');
    expect((await readBlob(store, 'packs/aa/one', { start: 6, end: 11 })).toString()).toBe('world');
    expect(await listAll(store, 'packs')).toEqual(['packs/aa/one']);
    expect(await store.head('packs/aa/one')).toEqual({ size: 11 });
    expect(await store.head('packs/aa/none')).toBeNull();
    await expect(readBlob(store, 'packs/aa/none')).rejects.toMatchObject({ code: 'ENOENT' });
    await store.delete('packs/aa/one');
    expect(await listAll(store, 'packs')).toEqual([]);
  });
});
