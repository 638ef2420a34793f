/**
 * Downloads of damaged backup data (security issue 12): one flipped byte in a pack, a missing
 * pack, a client that goes away mid-download. None of them may end the server process; a zip
 * stays valid and says in ERRORS.txt what it lacks; a single file never pretends to be complete.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { BackupEntry, BackupJob, Paged, Revision, SessionUser } from '@outpost/contracts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { deriveKeys, packName, Repository, type Snapshot } from '../engine.ts';
import { READ_AHEAD_BYTES } from './downloads.read.ts';
import { agentRunsBackup, backupWorld, createPlan, makeSourceTree, planInput } from '../test-support.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof backupWorld>>;
let planUid: string;
let snapshot: Snapshot;
let key: Buffer;
let source: string;
let tmp: string;
let origin: string;
// One chunk (below the chunker's 512 KiB minimum), random so it is stored as it is.
const bad = randomBytes(200 * 1024);
// Many chunks; the one damaged is read after the response has begun.
const big = randomBytes(24 * 1024 * 1024);

/** Errors that reached the process: in production each of these would have ended the server. */
const stray: unknown[] = [];
const collect = (error: unknown) => stray.push(error);

const get = (url: string) => ctx.app.inject({ url, headers: world.admin.headers });
const base = () => `/api/backup/lockhart/nodes/${world.device.nodeId}/plans/${planUid}`;
const orgDir = () => path.join(ctx.dataDir, 'blobs', `org-${world.org.id}`);

async function repository(): Promise<Repository> {
  return Repository.open(ctx.services.backup.stores.forOrganization(world.org.id), deriveKeys(key));
}

function chunksOf(name: string): string[] {
  const entry = snapshot.entries.find((e) => e.path.endsWith(`/a/${name}`));
  if (!entry) throw new Error(`fixture: ${name} not in the snapshot`);
  return entry.chunks;
}

/** Flips one byte in the middle of a chunk's sealed bytes, in its pack on disk. */
async function damageChunk(repo: Repository, id: string): Promise<void> {
  const loc = repo.chunks.get(id);
  if (!loc) throw new Error('fixture: chunk not indexed');
  const file = await open(path.join(orgDir(), ...packName(loc.packId).split('/')), 'r+');
  const at = loc.entry.offset + Math.floor(loc.entry.length / 2);
  const byte = Buffer.alloc(1);
  await file.read(byte, 0, 1, at);
  byte[0] = byte[0]! ^ 0x5a;
  await file.write(byte, 0, 1, at);
  await file.close();
}

/** The first chunk a download reads only after its response has begun (past the verified start). */
function chunkReadLate(repo: Repository, ids: string[]): string {
  let read = 0;
  for (const run of repo.planRuns(ids)) {
    if (read >= READ_AHEAD_BYTES) return run[0]!;
    for (const id of run) read += repo.chunks.get(id)!.entry.rawLength;
  }
  throw new Error('fixture: file too short');
}

async function fileRevision(name: string): Promise<number> {
  const file = (await get(`${base()}/search?searchTerm=${encodeURIComponent(name)}`)).json<Paged<BackupEntry>>().results[0]!;
  return (await get(`${base()}/files/${file.id}/revisions`)).json<Paged<Revision>>().results[0]!.id;
}

async function folderZipUrl(): Promise<string> {
  const root = (await get(`${base()}/folders`)).json<Paged<BackupEntry>>().results[0]!;
  const content = (await get(`/api/backup/lockhart/v2/nodes/${world.device.nodeId}/plans/${planUid}/folders/${root.id}/content`)).json<Paged<BackupEntry>>();
  const folder = content.results.find((e) => e.name === 'a')!;
  const [job] = (await get(`${base()}/jobs`)).json<Paged<BackupJob>>().results;
  return `${base()}/folders/${folder.id}/jobs/${job!.id}/data`;
}

interface Fetched {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The response arrived whole (the server ended it, it did not cut it). */
  complete: boolean;
}

/** A download over a real socket; `abortAfter` bytes: the client goes away once it has that many. */
function fetchOverSocket(url: string, abortAfter?: number): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${url}`, { headers: world.admin.headers }, (response) => {
      const parts: Buffer[] = [];
      let received = 0;
      response.on('data', (part: Buffer) => {
        parts.push(part);
        received += part.length;
        if (abortAfter !== undefined && received >= abortAfter) request.destroy();
      });
      response.on('error', () => undefined);
      response.on('close', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts), complete: response.complete }),
      );
    });
    request.on('error', (error) => (abortAfter === undefined ? reject(error) : undefined));
  });
}

/** Every entry of a zip, read through yauzl (which checks each entry's size against the directory). */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(parts));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Python's zipfile and Info-ZIP's `unzip -t` (where installed) both accept the zip, CRCs included. */
async function expectValidZip(buffer: Buffer): Promise<void> {
  const file = path.join(tmp, `check-${randomBytes(4).toString('hex')}.zip`);
  await writeFile(file, buffer);
  const python = spawnSync('python3', ['-c', 'import sys, zipfile\nprint(zipfile.ZipFile(sys.argv[1]).testzip() or "OK")', file], { encoding: 'utf8' });
  if (!python.error) expect(python.stdout.trim(), python.stderr).toBe('OK');
  if (existsSync('/usr/bin/unzip')) {
    const unzipT = spawnSync('/usr/bin/unzip', ['-t', file], { encoding: 'utf8' });
    expect(unzipT.status, unzipT.stdout + unzipT.stderr).toBe(0);
  }
}

async function expectServing(): Promise<void> {
  expect((await ctx.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  expect((await fetch(`${origin}/api/health`)).status).toBe(200);
  expect(stray).toEqual([]);
}

beforeAll(async () => {
  process.on('uncaughtException', collect);
  process.on('unhandledRejection', collect);
  ctx = await createTestContext();
  world = await backupWorld(ctx);
  tmp = await mkdtemp(path.join(tmpdir(), 'outpost-dl-damaged-'));
  source = await makeSourceTree({ 'a/ok.txt': 'intact', 'a/bad.bin': bad, 'a/big.bin': big, 'a/later.txt': 'read after the damage' });
  const plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput([source]));
  planUid = plan.uid;
  await ctx.services.backup.plans.queueBackup(await ctx.services.backup.plans.planByRef(plan.uid));
  ({ snapshot, key } = await agentRunsBackup(ctx, world.device, world.org.id, path.join(tmp, 'journal')));
  const repo = await repository();
  await damageChunk(repo, chunksOf('bad.bin')[0]!);
  await damageChunk(repo, chunkReadLate(repo, chunksOf('big.bin')));
  origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await rm(source, { recursive: true, force: true });
  await rm(tmp, { recursive: true, force: true });
  process.off('uncaughtException', collect);
  process.off('unhandledRejection', collect);
});

describe('a folder zip with damaged data', () => {
  it('leaves a damaged file out, ends one damaged past its start cleanly, lists both in ERRORS.txt, and stays a valid zip', async () => {
    const response = await get(await folderZipUrl());
    expect(response.statusCode).toBe(200);
    await expectValidZip(response.rawPayload);
    const entries = await unzip(response.rawPayload);
    expect(entries.get('ok.txt')?.toString()).toBe('intact');
    expect(entries.get('later.txt')?.toString()).toBe('read after the damage');
    expect(entries.has('bad.bin')).toBe(false);
    // big.bin was under way when its damage showed: it ends where the damage starts.
    const partial = entries.get('big.bin');
    expect(partial && partial.length < big.length && big.subarray(0, partial.length).equals(partial)).toBe(true);
    const names = [...entries.keys()];
    expect(names[names.length - 1]).toBe('ERRORS.txt');
    const errors = entries.get('ERRORS.txt')!.toString();
    expect(errors).toMatch(/^bad\.bin: not included: .*authentication failed/m);
    expect(errors).toMatch(new RegExp(`^big\\.bin: incomplete, only the first ${partial!.length} of ${big.length} bytes: .*authentication failed`, 'm'));
    expect(errors).not.toMatch(/ok\.txt|later\.txt/);
    await expectServing();
  });

  it('records each damaged file in the log of the request', async () => {
    const warnings: { details: Record<string, unknown>; message: string }[] = [];
    const log = { warn: (details: Record<string, unknown>, message: string) => warnings.push({ details, message }) };
    const user: SessionUser = (await ctx.services.auth.resolve(world.admin.cookie))!.user;
    const [folderId, jobId] = (await folderZipUrl())
      .match(/folders\/(\d+)\/jobs\/(\d+)/)!
      .slice(1)
      .map(Number) as [number, number];
    const download = await ctx.services.backup.downloads.folderZip(user, world.device.nodeId, planUid, folderId, jobId, false, log);
    for await (const part of download.body) void part;
    expect(warnings.map((w) => w.details.entry)).toEqual(['bad.bin', 'big.bin']);
    expect(warnings[0]!.message).toMatch(/damaged/);
  });
});

describe('a single-file download of damaged data', () => {
  it('answers an error in the one error shape when the damage is found before anything is sent', async () => {
    const response = await get(`${base()}/revisions/${await fileRevision('bad.bin')}/data`);
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toEqual({ resultCode: 'BACKUP_DATA_DAMAGED', message: expect.stringMatching(/damaged/) });
    await expectServing();
  });

  it('cuts the response when the damage shows after it has begun: the client never sees a complete file', async () => {
    const fetched = await fetchOverSocket(`${base()}/revisions/${await fileRevision('big.bin')}/data`);
    expect(fetched.status).toBe(200);
    expect(Number(fetched.headers['content-length'])).toBe(big.length);
    expect(fetched.complete).toBe(false);
    expect(fetched.body.length).toBeLessThan(big.length);
    await expectServing();
  });

  it('still serves the intact files', async () => {
    expect((await get(`${base()}/revisions/${await fileRevision('ok.txt')}/data`)).body).toBe('intact');
  });
});

describe('a client that goes away mid-download', () => {
  it('ends nothing but its own download, for a file and for a zip, and the reads stop with it', async () => {
    const store = ctx.services.backup.stores.forOrganization(world.org.id);
    const readInto = store.readInto!.bind(store);
    let reads = 0;
    store.readInto = (...args) => {
      reads++;
      return readInto(...args);
    };
    const settle = () => new Promise((r) => setTimeout(r, 400));
    try {
      const file = await fetchOverSocket(`${base()}/revisions/${await fileRevision('big.bin')}/data`, 256 * 1024);
      const zip = await fetchOverSocket(await folderZipUrl(), 256 * 1024);
      expect(file.complete).toBe(false);
      expect(zip.complete).toBe(false);
      // Once the server has noticed the closed sockets, nothing reads the store on their behalf.
      await settle();
      const after = reads;
      await settle();
      expect(reads).toBe(after);
    } finally {
      delete (store as { readInto?: unknown }).readInto;
    }
    await expectServing();
    const again = await fetchOverSocket(`${base()}/revisions/${await fileRevision('ok.txt')}/data`);
    expect(again.body.toString()).toBe('intact');
  });
});

describe('a pack missing from the store', () => {
  it('is reported like damage: the zip names what it lacks, a single file answers an error', async () => {
    const repo = await repository();
    const loc = repo.chunks.get(chunksOf('ok.txt')[0]!)!;
    await rm(path.join(orgDir(), ...packName(loc.packId).split('/')));
    // The store keeps a pack open until it has been idle for 2 s: wait (without reading) until it lets go.
    const okUrl = `${base()}/revisions/${await fileRevision('ok.txt')}/data`;
    for (let i = 0; i < 4 && (await get(okUrl)).statusCode === 200; i++) await new Promise((r) => setTimeout(r, 2_500));
    const response = await get(await folderZipUrl());
    expect(response.statusCode).toBe(200);
    await expectValidZip(response.rawPayload);
    const entries = await unzip(response.rawPayload);
    expect(entries.has('ok.txt')).toBe(false);
    expect(entries.get('ERRORS.txt')!.toString()).toMatch(/^ok\.txt: not included: .*missing/m);
    const single = await get(okUrl);
    expect(single.statusCode).toBe(500);
    expect(single.json()).toMatchObject({ resultCode: 'BACKUP_DATA_DAMAGED' });
    await expectServing();
  });
});
