import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentWork } from '@outpost/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { viewCache } from './blobs.routes.ts';
import type { BlobView } from './blobs.service.ts';
import { blobStream, deviceRepository } from '../store/cloud-store.ts';
import { deleteBlob, deriveKeys, FsBlobStore, listAll, packName, prefixedStore, readBlob, Repository, runBackup, type BlobStore } from '../engine.ts';
import { createS3BlobStore, createS3Client, type StreamingStore } from '../store/s3-blob-store.ts';
import { backupWorld, createPlan, makeSourceTree, planInput } from '../test-support.ts';

let ctx: TestContext;
let tmp: string;

beforeAll(async () => {
  ctx = await createTestContext();
  tmp = await mkdtemp(path.join(tmpdir(), 'outpost-blobs-'));
});
afterAll(async () => {
  await ctx.close();
  await rm(tmp, { recursive: true, force: true });
});

type Auth = Record<string, string>;
type Device = { nodeId: number; auth: Auth };

const blobUrl = (name: string) => `/api/agent/blobs/${name}`;
const put = (name: string, body: Buffer, auth: Auth) =>
  ctx.app.inject({ method: 'PUT', url: blobUrl(name), headers: { ...auth, 'content-type': 'application/octet-stream' }, payload: body });
const get = (name: string, auth: Auth) => ctx.app.inject({ url: blobUrl(name), headers: auth });
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const packNameOf = (body: Buffer) => `packs/${sha256(body).slice(0, 2)}/${sha256(body)}`;

/** The engine's store over the agent routes, as a device's agent sees the cloud (optionally for one job). */
function routeStore(auth: Auth, jobUid?: string): BlobStore {
  const headers = { ...auth, ...(jobUid ? { 'x-outpost-job': jobUid } : {}) };
  return {
    label: 'routes',
    async put(name, data) {
      const parts: Uint8Array[] = data instanceof Uint8Array ? [data] : Array.isArray(data) ? [...(data as Uint8Array[])] : [];
      if (!(data instanceof Uint8Array) && !Array.isArray(data)) for await (const p of data as AsyncIterable<Uint8Array>) parts.push(p);
      const response = await ctx.app.inject({
        method: 'PUT',
        url: blobUrl(name),
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        payload: Buffer.concat(parts),
      });
      if (response.statusCode !== 204) throw new Error(`PUT ${name}: ${response.statusCode} ${response.body}`);
    },
    async *get(name, range) {
      if (range && range.end <= range.start) return;
      const response = await ctx.app.inject({
        url: blobUrl(name),
        headers: { ...headers, ...(range ? { range: `bytes=${range.start}-${range.end - 1}` } : {}) },
      });
      if (response.statusCode === 404) throw Object.assign(new Error(`${name} not found`), { code: 'ENOENT' });
      if (response.statusCode >= 300) throw new Error(`GET ${name}: ${response.statusCode}`);
      yield response.rawPayload;
    },
    async head(name) {
      const response = await ctx.app.inject({ method: 'HEAD', url: blobUrl(name), headers });
      return response.statusCode === 200 ? { size: Number(response.headers['content-length']) } : null;
    },
    async *list(prefix) {
      yield* (await ctx.app.inject({ url: `/api/agent/blobs?prefix=${prefix}`, headers })).json<{ names: string[] }>().names;
    },
  };
}

async function keyOf(device: Device, jobUid?: string): Promise<Buffer> {
  const url = `/api/agent/backup/key${jobUid ? `?jobUid=${jobUid}` : ''}`;
  return Buffer.from((await ctx.app.inject({ url, headers: device.auth })).json<{ keyBase64: string }>().keyBase64, 'base64');
}

/** Plays a device's agent for one backup of a new plan: leased, run by the engine through the agent routes, completed. */
async function agentBacksUp(world: Awaited<ReturnType<typeof backupWorld>>, device: Device, files: Record<string, string>) {
  const plan = await createPlan(ctx, world.admin, device.nodeId, planInput([await makeSourceTree(files)]));
  await ctx.services.backup.plans.queueBackup(await ctx.services.backup.plans.planByRef(plan.uid));
  const job = (await ctx.app.inject({ url: '/api/agent/work?waitSeconds=0', headers: device.auth })).json<AgentWork>().jobs.find((j) => j.kind === 'BACKUP');
  if (job?.kind !== 'BACKUP') throw new Error('no backup leased');
  const key = await keyOf(device, job.jobUid);
  const journalDir = await mkdtemp(path.join(tmp, 'journal-'));
  const tags = { planUid: job.planUid, jobUid: job.jobUid };
  const { snapshot } = await runBackup({ stores: [routeStore(device.auth, job.jobUid)], key, sources: job.includes, journalDir, tags });
  const progress = { filesProcessed: 1, filesTotal: 1, bytesProcessed: 1, bytesTotal: 1 };
  const done = await ctx.app.inject({
    method: 'POST',
    url: `/api/agent/jobs/${job.jobUid}/complete`,
    headers: device.auth,
    payload: { status: 'COMPLETED', progress, snapshot },
  });
  if (done.statusCode !== 200) throw new Error(`complete failed: ${done.body}`);
  return { plan, snapshot, key, jobUid: job.jobUid };
}

/** Every file under an organization's store folder (temporary files included). */
async function filesUnder(organizationId: number, folder: string): Promise<string[]> {
  const root = path.join(ctx.dataDir, 'blobs', `org-${organizationId}`, folder);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('agent blob routes', () => {
  let world: Awaited<ReturnType<typeof backupWorld>>;
  beforeAll(async () => {
    world = await backupWorld(ctx);
  });

  it('stores, reads (whole and by range), heads and lists a pack of the device’s organization', async () => {
    const body = randomBytes(64);
    const name = packNameOf(body);
    expect((await put(name, body, world.device.auth)).statusCode).toBe(204);
    expect((await get(name, world.device.auth)).rawPayload.equals(body)).toBe(true);
    const range = await ctx.app.inject({ url: blobUrl(name), headers: { ...world.device.auth, range: 'bytes=2-5' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(body.subarray(2, 6))).toBe(true);
    expect(range.headers['content-range']).toBe('bytes 2-5/64');
    expect((await ctx.app.inject({ method: 'HEAD', url: blobUrl(name), headers: world.device.auth })).headers['content-length']).toBe('64');
    expect((await ctx.app.inject({ url: '/api/agent/blobs?prefix=packs', headers: world.device.auth })).json()).toEqual({ names: [name] });
    // The server's own view of the organization's store holds the same blob.
    expect((await readBlob(ctx.services.backup.stores.forOrganization(world.org.id), name)).equals(body)).toBe(true);
    // The same content again is a no-op: an agent's retry after a lost answer succeeds.
    expect((await put(name, body, world.device.auth)).statusCode).toBe(204);
  });

  it('streams a pack of several MiB, and any range of it, byte for byte (uploads and reads in pieces)', async () => {
    const body = randomBytes(5 * 1024 * 1024 + 123);
    const name = packNameOf(body);
    expect((await put(name, body, world.device.auth)).statusCode).toBe(204);
    expect((await get(name, world.device.auth)).rawPayload.equals(body)).toBe(true);
    for (const [start, end] of [
      [0, body.length],
      [1, 4 * 1024 * 1024 + 7],
      [body.length - 10, body.length],
    ] as const) {
      const range = await ctx.app.inject({ url: blobUrl(name), headers: { ...world.device.auth, range: `bytes=${start}-${end - 1}` } });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-length']).toBe(String(end - start));
      expect(range.rawPayload.equals(body.subarray(start, end))).toBe(true);
    }
    // Past the end: 416 with the size, as the agent's reads expect when a pack is shorter than asked.
    const past = await ctx.app.inject({ url: blobUrl(name), headers: { ...world.device.auth, range: `bytes=${body.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${body.length}`);
  });

  it('rejects names outside the repository layout, names that could leave the store, and unauthenticated calls', async () => {
    expect((await put('packs%2F..%2F..%2Fescape', Buffer.from('x'), world.device.auth)).statusCode).toBe(400);
    expect((await put('packs/..%5C..%5Cescape', Buffer.from('x'), world.device.auth)).statusCode).toBe(400);
    expect((await put('devices/1/config', Buffer.from('x'), world.device.auth)).statusCode).toBe(400);
    expect((await put('notes/anything', Buffer.from('x'), world.device.auth)).statusCode).toBe(400);
    expect((await get('a//b', world.device.auth)).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/agent/blobs?prefix=..', headers: world.device.auth })).statusCode).toBe(400);
    expect((await put('config', Buffer.from('x'), { authorization: 'Bearer wrong' })).statusCode).toBe(401);
  });

  it('keeps organizations apart', async () => {
    const body = randomBytes(32);
    await put(packNameOf(body), body, world.device.auth);
    const otherOrg = await backupWorld(ctx);
    expect((await get(packNameOf(body), otherOrg.device.auth)).statusCode).toBe(404);
  });

  it('refuses a blob over 64 MiB', async () => {
    const response = await put(`packs/00/${'0'.repeat(64)}`, Buffer.alloc(64 * 1024 * 1024 + 1), world.device.auth);
    expect(response.statusCode).toBe(413);
  });

  it('refuses a pack whose name is not the SHA-256 of its bytes, and keeps nothing of it', async () => {
    const body = randomBytes(200_000);
    const wrong = sha256(Buffer.from('something else'));
    const response = await put(`packs/${wrong.slice(0, 2)}/${wrong}`, body, world.device.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ resultCode: 'VALIDATION_FAILED', message: expect.stringContaining('does not match its name') });
    expect((await filesUnder(world.org.id, `packs/${wrong.slice(0, 2)}`)).length).toBe(0);
  });
});

describe('devices of one organization cannot destroy each other’s backups', () => {
  let world: Awaited<ReturnType<typeof backupWorld>>;
  let a: Device;
  let b: Device;
  let bBackup: Awaited<ReturnType<typeof agentBacksUp>>;
  let bPack: string;
  beforeAll(async () => {
    world = await backupWorld(ctx);
    a = world.device;
    b = await world.enroll('device-b');
    bBackup = await agentBacksUp(world, b, { 'b.txt': 'written by b' });
    [bPack] = (await listAll(ctx.services.backup.stores.forOrganization(world.org.id), 'packs')) as [string];
  }, 60_000);
  const stored = () => ctx.services.backup.stores.forOrganization(world.org.id);

  it('files each device’s snapshot in its own folder', async () => {
    expect(await listAll(stored(), 'snapshots')).toEqual([`snapshots/${b.nodeId}/${bBackup.snapshot.jobGuid}`]);
    expect((await ctx.app.inject({ url: '/api/agent/blobs?prefix=snapshots', headers: b.auth })).json()).toEqual({
      names: [`snapshots/${bBackup.snapshot.jobGuid}`],
    });
    expect((await ctx.app.inject({ url: '/api/agent/blobs?prefix=snapshots', headers: a.auth })).json()).toEqual({ names: [] });
  });

  it('offers agents no DELETE: device A cannot delete B’s snapshot or pack', async () => {
    for (const name of [`snapshots/${bBackup.snapshot.jobGuid}`, bPack]) {
      const response = await ctx.app.inject({ method: 'DELETE', url: blobUrl(name), headers: a.auth });
      expect([404, 405]).toContain(response.statusCode);
    }
    expect(await stored().head(`snapshots/${b.nodeId}/${bBackup.snapshot.jobGuid}`)).not.toBeNull();
    expect(await stored().head(bPack)).not.toBeNull();
  });

  it('refuses to put other content over an existing blob (409, or 400 where the name fixes the content)', async () => {
    const before = await readBlob(stored(), bPack);
    const overPack = await put(bPack, randomBytes(before.length), a.auth);
    expect(overPack.statusCode).toBe(400);
    const packId = bPack.slice(bPack.lastIndexOf('/') + 1);
    expect((await put(`index/${packId}`, randomBytes(300), a.auth)).statusCode).toBe(400);
    const config = JSON.parse((await readBlob(stored(), 'config')).toString('utf8')) as Record<string, unknown>;
    const overConfig = await put('config', Buffer.from(JSON.stringify({ ...config, chunker: { min: 1, avg: 2, max: 3 } })), a.auth);
    expect(overConfig.statusCode).toBe(409);
    expect(overConfig.json()).toEqual({ resultCode: 'CONFLICT', message: expect.stringContaining('append-only') });
    expect((await readBlob(stored(), bPack)).equals(before)).toBe(true);
  });

  it('lets no device write into another device’s snapshot folder or claim its snapshot', async () => {
    const sealed = await readBlob(stored(), `snapshots/${b.nodeId}/${bBackup.snapshot.jobGuid}`);
    expect((await put(`snapshots/${b.nodeId}/${bBackup.snapshot.jobGuid}`, sealed, a.auth)).statusCode).toBe(400);
    // A's own name for B's snapshot maps into A's folder, and the snapshot names B's job, not A's.
    expect((await put(`snapshots/${bBackup.snapshot.jobGuid}`, sealed, a.auth)).statusCode).toBe(400);
    expect(await listAll(stored(), 'snapshots')).toEqual([`snapshots/${b.nodeId}/${bBackup.snapshot.jobGuid}`]);
  });

  it('refuses junk under snapshots/ and a sealed snapshot that is not of the device’s own job', async () => {
    const guid = randomUUID();
    expect((await put(`snapshots/${guid}`, randomBytes(500), a.auth)).statusCode).toBe(400);
    // B, with the organization key, seals a well-formed snapshot that names a job it never ran.
    const forged = await sealSnapshot(bBackup.key, { ...bBackup.snapshot, jobGuid: guid, tags: { jobUid: randomUUID() } });
    expect((await put(`snapshots/${guid}`, forged, b.auth)).statusCode).toBe(400);
    expect(await listAll(stored(), 'snapshots')).toEqual([`snapshots/${b.nodeId}/${bBackup.snapshot.jobGuid}`]);
  });

  it('lets a device read another device’s snapshot only to restore it', async () => {
    const name = `snapshots/${bBackup.snapshot.jobGuid}`;
    expect((await get(name, a.auth)).statusCode).toBe(404);
    const batch = await ctx.app.inject({
      method: 'POST',
      url: '/api/backup/jobs/batch',
      headers: world.admin.headers,
      payload: {
        destinationNodeId: a.nodeId,
        sourcePlanId: bBackup.plan.uid,
        sourcePaths: bBackup.snapshot.sources,
        collisionHandling: 'KEEP_BOTH',
        backupJobId: null,
        date: '2099-01-01T00:00:00.000Z',
        originalLocation: false,
        destinationPath: '/restore/here',
      },
    });
    expect(batch.statusCode).toBe(200);
    expect((await get(name, a.auth)).statusCode).toBe(200);
    const restoreJob = batch.json<{ jobUids: string[] }>().jobUids[0]!;
    const repo = await Repository.open(routeStore(a.auth, restoreJob), deriveKeys(await keyOf(a, restoreJob)));
    expect((await repo.loadSnapshot(bBackup.snapshot.jobGuid)).jobGuid).toBe(bBackup.snapshot.jobGuid);
  });
});

describe('isolate devices', () => {
  let world: Awaited<ReturnType<typeof backupWorld>>;
  let a: Device;
  let b: Device;
  const setIsolation = async (isolateDevices: boolean) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${world.org.id}`,
      headers: world.admin.headers,
      payload: { name: world.org.name, description: '', isolateDevices },
    });
    expect(response.json()).toMatchObject({ isolateDevices });
  };
  beforeAll(async () => {
    world = await backupWorld(ctx);
    a = world.device;
    b = await world.enroll('isolated-b');
  });

  it('gives each device its own key and repository, so devices cannot read each other’s data', async () => {
    await setIsolation(true);
    const orgKey = await ctx.services.backup.keys.keyFor(world.org.id);
    const [keyA, keyB] = [await keyOf(a), await keyOf(b)];
    expect(keyA.equals(keyB) || keyA.equals(orgKey) || keyB.equals(orgKey)).toBe(false);

    const backupA = await agentBacksUp(world, a, { 'a.txt': 'secret of a' });
    const backupB = await agentBacksUp(world, b, { 'b.txt': 'secret of b' });
    const store = ctx.services.backup.stores.forOrganization(world.org.id);
    const repoA = prefixedStore(store, deviceRepository(a.nodeId));
    expect(await listAll(repoA, 'snapshots')).toEqual([`snapshots/${a.nodeId}/${backupA.snapshot.jobGuid}`]);
    // B sees none of A's objects, cannot read them by name, and A's key does not open B's data.
    const [packA] = (await listAll(repoA, 'packs')) as [string];
    expect(await listAll(routeStore(b.auth), 'packs')).not.toContain(packA);
    expect((await get(packA, b.auth)).statusCode).toBe(404);
    expect((await get(`snapshots/${backupA.snapshot.jobGuid}`, b.auth)).statusCode).toBe(404);
    await expect(Repository.open(prefixedStore(store, deviceRepository(b.nodeId)), deriveKeys(keyA))).rejects.toMatchObject({ code: 'WRONG_KEY' });
    // The server reads every device's data as one repository (browsing, downloads, GC).
    const server = await Repository.open(store, deriveKeys(orgKey));
    expect(await server.listSnapshots()).toEqual([backupA.snapshot.jobGuid, backupB.snapshot.jobGuid].sort());
    const file = (await server.loadSnapshot(backupB.snapshot.jobGuid)).entries.find((e) => e.path.endsWith('b.txt'))!;
    expect((await server.readChunk(file.chunks[0]!)).toString()).toBe('secret of b');
  });

  it('after the setting changes, new backups use the new repository and old ones stay restorable under their key', async () => {
    const isolated = await agentBacksUp(world, a, { 'c.txt': 'before the change' });
    await setIsolation(false);
    const orgKey = await ctx.services.backup.keys.keyFor(world.org.id);
    expect((await keyOf(a)).equals(orgKey)).toBe(true);
    const shared = await agentBacksUp(world, a, { 'd.txt': 'after the change' });
    expect(await ctx.services.backup.stores.forOrganization(world.org.id).head(`snapshots/${a.nodeId}/${shared.snapshot.jobGuid}`)).not.toBeNull();
    // A restore of the isolated-era snapshot reads A's own repository with A's device key.
    const batch = await ctx.app.inject({
      method: 'POST',
      url: '/api/backup/jobs/batch',
      headers: world.admin.headers,
      payload: {
        destinationNodeId: b.nodeId,
        sourcePlanId: isolated.plan.uid,
        sourcePaths: isolated.snapshot.sources,
        collisionHandling: 'KEEP_BOTH',
        backupJobId: null,
        date: '2099-01-01T00:00:00.000Z',
        originalLocation: false,
        destinationPath: '/restore/here',
      },
    });
    const restoreJob = batch.json<{ jobUids: string[] }>().jobUids[0]!;
    const key = await keyOf(b, restoreJob);
    expect(key.equals(isolated.key)).toBe(true);
    const repo = await Repository.open(routeStore(b.auth, restoreJob), deriveKeys(key));
    const entry = (await repo.loadSnapshot(isolated.snapshot.jobGuid)).entries.find((e) => e.path.endsWith('c.txt'))!;
    expect((await repo.readChunk(entry.chunks[0]!)).toString()).toBe('before the change');
    // That job only reads.
    expect(
      await routeStore(b.auth, restoreJob)
        .put('config', Buffer.from('{}'))
        .catch((e: Error) => e.message),
    ).toContain('403');
  });
});

/** Seals a snapshot as the engine stores it (what a device holding the key can forge). */
async function sealSnapshot(key: Buffer, snapshot: object): Promise<Buffer> {
  const store = new FsBlobStore(await mkdtemp(path.join(tmp, 'forge-')));
  const repo = await Repository.open(store, deriveKeys(key), { create: true });
  await repo.saveSnapshot(snapshot as Parameters<Repository['saveSnapshot']>[0]);
  const [name] = await listAll(store, 'snapshots');
  return readBlob(store, name!);
}

describe('blob route views', () => {
  it('resolves one device and job once for a burst of requests, again after a few seconds or a failure', async () => {
    let clock = 1_000;
    const calls: string[] = [];
    let fail = false;
    const views = viewCache(
      {
        viewFor: async (nodeId, jobUid) => {
          calls.push(`${nodeId}/${jobUid ?? ''}`);
          if (fail) throw new Error('database down');
          return { nodeId } as BlobView;
        },
      },
      () => clock,
    );
    await Promise.all([views(1, 'job-a'), views(1, 'job-a'), views(1, 'job-a'), views(1, undefined), views(2, 'job-a')]);
    expect(calls).toEqual(['1/job-a', '1/', '2/job-a']);
    clock += 4_999;
    await views(1, 'job-a');
    expect(calls).toHaveLength(3);
    clock += 1;
    fail = true;
    await expect(views(1, 'job-a')).rejects.toThrow('database down');
    fail = false;
    await views(1, 'job-a');
    expect(calls).toEqual(['1/job-a', '1/', '2/job-a', '1/job-a', '1/job-a']);
  });
});

describe('S3 blob store (s3rver on loopback)', () => {
  let server: S3rver;
  let dir: string;
  let store: BlobStore;
  const sentPayloadHashes: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outpost-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'backups', configs: [] }] });
    const { port } = await server.run();
    const client = createS3Client({ endpoint: `http://127.0.0.1:${port}`, bucket: 'backups', accessKey: 'S3RVER', secretKey: 'S3RVER' });
    // What each signed PutObject said its payload hashes to.
    client.middlewareStack.add(
      (next, context) => (args) => {
        const headers = (args.request as { headers?: Record<string, string> }).headers;
        if (context.commandName === 'PutObjectCommand' && headers) sentPayloadHashes.push(headers['x-amz-content-sha256'] ?? '');
        return next(args);
      },
      { step: 'finalizeRequest', priority: 'low', name: 'recordPayloadHash' },
    );
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
    await deleteBlob(store, 'packs/aa/one');
    expect(await listAll(store, 'packs')).toEqual([]);
  });

  it('signs a pack with the hash its name gives instead of hashing its bytes again (S3 checks the one against the other)', async () => {
    const bytes = randomBytes(256 * 1024);
    const id = createHash('sha256').update(bytes).digest('hex');
    await store.put(packName(id), [bytes.subarray(0, 1000), bytes.subarray(1000)]);
    expect((await readBlob(store, packName(id))).equals(bytes)).toBe(true);
    expect(sentPayloadHashes.at(-1)).toBe(id);

    // The name is what is signed: bytes that do not match it go out under the name's hash, which
    // S3 refuses (XAmzContentSHA256Mismatch; s3rver does not check). The blob routes never get
    // that far: they check an upload against its name first.
    const wrongName = packName(id.replace(/^./, (c) => (c === '0' ? '1' : '0')));
    await store.put(wrongName, randomBytes(1024));
    expect(sentPayloadHashes.at(-1)).toBe(wrongName.slice(wrongName.lastIndexOf('/') + 1));
    // Other blobs are hashed as usual.
    const index = Buffer.from('an index');
    await store.put('index/plain', index);
    expect(sentPayloadHashes.at(-1)).toBe(createHash('sha256').update(index).digest('hex'));
    for (const name of [packName(id), wrongName, 'index/plain']) await deleteBlob(store, name);
  });

  it('answers an object or a range as a stream straight from S3 (what the blob routes send)', async () => {
    const body = randomBytes(3 * 1024 * 1024 + 5);
    await store.put('packs/bb/big', body);
    const s3 = store as BlobStore & StreamingStore;
    const collect = async (r: AsyncIterable<Buffer>) => {
      const parts: Buffer[] = [];
      for await (const p of r) parts.push(p);
      return Buffer.concat(parts);
    };
    expect((await collect(await s3.openStream('packs/bb/big'))).equals(body)).toBe(true);
    expect((await collect(await s3.openStream('packs/bb/big', { start: 10, end: 2 * 1024 * 1024 }))).equals(body.subarray(10, 2 * 1024 * 1024))).toBe(true);
    expect((await collect(await blobStream(store, 'packs/bb/big', { start: 5, end: 9 }))).equals(body.subarray(5, 9))).toBe(true);
    await expect(s3.openStream('packs/bb/none')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
