import { mkdir, readdir, readFile, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBackup } from './backup.ts';
import type { BlobStore } from './blob-store.ts';
import { FsBlobStore } from './fs-blob-store.ts';
import { isRestoreTempName, keepBothName, nodeRestoreFs, tempName, type RestoreFs } from './restore-fs.ts';
import { runRestore, type RestoreOptions } from './restore.ts';
import { cleanup, randomKey, seededBytes, tempDir, writeTree } from './testing/helpers.ts';
import type { Snapshot } from './types.ts';

let src: string, repoDir: string, out: string, journal: string;
let key: Buffer, snapshot: Snapshot, store: FsBlobStore, srcName: string;

beforeEach(async () => {
  [src, repoDir, out, journal] = [await tempDir(), await tempDir(), await tempDir(), await tempDir()];
  srcName = src.slice(src.lastIndexOf('/') + 1);
  await writeTree(src, { 'doc.txt': 'new content', 'photo.jpg': seededBytes('p', 300 * 1024), 'sub/noext': 'plain' });
  await utimes(join(src, 'doc.txt'), new Date(2_000_000_000_000), new Date(2_000_000_000_000));
  key = randomKey();
  store = new FsBlobStore(repoDir);
  ({ snapshot } = await runBackup({ sources: [src], stores: [store], key, journalDir: journal }));
});
afterEach(async () => cleanup(src, repoDir, out, journal));

const restoreWith = (o: Partial<RestoreOptions>) =>
  runRestore({ store, key, snapshot, destination: { kind: 'other', root: out }, collision: 'OVERWRITE', ...o });

const utf8Length = (s: string) => Buffer.byteLength(s, 'utf8');
/** Restore temp files left anywhere under `dir`. */
const leftoverTemps = async (dir: string) => (await readdir(dir, { recursive: true })).filter((n) => isRestoreTempName(n.slice(n.lastIndexOf('/') + 1)));

// NAME_MAX is 255 bytes on Linux, macOS and Windows file systems alike: a file name up to that
// long backs up, so it must restore, whatever name the file is written under first.
const LONG_NAMES = {
  'ascii-240': `${'a'.repeat(236)}.txt`,
  'ascii-255': `${'b'.repeat(251)}.bin`,
  'utf8-240': `${'é'.repeat(118)}.txt`,
  'utf8-255': `${'日'.repeat(83)}xx.bin`,
};

async function existing(files: Record<string, string>, mtime = 1_000_000_000_000): Promise<void> {
  await writeTree(join(out, srcName), files);
  for (const f of Object.keys(files)) await utimes(join(out, srcName, f), new Date(mtime), new Date(mtime));
}

/**
 * The repository as a remote store sees it (the agent's cloud store over HTTP): no local path
 * and no readInto, and answers in small pieces, so a restore reads it through its fetch plan.
 */
function remote(inner: BlobStore): BlobStore {
  return {
    label: 'remote',
    put: (name, data) => inner.put(name, data),
    async *get(name, range) {
      for await (const piece of inner.get(name, range)) for (let i = 0; i < piece.length; i += 16 * 1024) yield piece.subarray(i, i + 16 * 1024);
    },
    head: (name) => inner.head(name),
    list: (prefix) => inner.list(prefix),
  };
}

// The same behaviour whether files are decoded and written on the main thread or on workers,
// and whether the packs are read where they lie or fetched from a remote store.
describe.each([
  [0, 'local'],
  [2, 'local'],
  [0, 'remote'],
  [2, 'remote'],
] as const)('restore with %i worker threads from a %s store', (workerThreads, where) => {
  const from = () => (where === 'remote' ? remote(store) : store);
  const restore = (o: Partial<RestoreOptions>) => restoreWith({ workerThreads, store: from(), ...o });

  describe('collision handling', () => {
    it('OVERWRITE replaces an existing file', async () => {
      await existing({ 'doc.txt': 'old' });
      await restore({ collision: 'OVERWRITE' });
      expect(await readFile(join(out, srcName, 'doc.txt'), 'utf8')).toBe('new content');
    });

    it('SKIP leaves an existing file alone and counts it skipped', async () => {
      await existing({ 'doc.txt': 'old' });
      const r = await restore({ collision: 'SKIP' });
      expect(await readFile(join(out, srcName, 'doc.txt'), 'utf8')).toBe('old');
      expect(r.filesSkipped).toBe(1);
      expect(r.filesRestored).toBe(2);
      // Fewer files restored than asked: the result says so, with which file and why.
      expect(r.status).toBe('COMPLETED_WITH_WARNINGS');
      expect(r.skipped).toEqual([{ path: join(src, 'doc.txt'), code: 'EXISTS', message: expect.stringMatching(/already exists/) }]);
    });

    it('KEEP_BOTH writes name (1).ext, then name (2).ext, keeping the original', async () => {
      await existing({ 'doc.txt': 'old', 'sub/noext': 'old' });
      await restore({ collision: 'KEEP_BOTH' });
      const r2 = await restore({ collision: 'KEEP_BOTH' });
      const dir = join(out, srcName);
      expect(await readFile(join(dir, 'doc.txt'), 'utf8')).toBe('old');
      expect(await readFile(join(dir, 'doc (1).txt'), 'utf8')).toBe('new content');
      expect(await readFile(join(dir, 'doc (2).txt'), 'utf8')).toBe('new content');
      expect(await readFile(join(dir, 'sub', 'noext (1)'), 'utf8')).toBe('plain');
      expect(r2.renamed.map((x) => x.to)).toContain(join(dir, 'photo (1).jpg'));
    });

    it('OVERWRITE_IF_NEWER replaces only files older than the backed-up revision', async () => {
      await existing({ 'doc.txt': 'older' }, 1_000_000_000_000);
      await existing({ 'sub/noext': 'newer' }, 3_000_000_000_000);
      await restore({ collision: 'OVERWRITE_IF_NEWER' });
      expect(await readFile(join(out, srcName, 'doc.txt'), 'utf8')).toBe('new content');
      expect(await readFile(join(out, srcName, 'sub', 'noext'), 'utf8')).toBe('newer');
    });

    it('OVERWRITE_IF_NEWER lists the files it left alone with the reason', async () => {
      await existing({ 'sub/noext': 'newer' }, 3_000_000_000_000);
      const r = await restore({ collision: 'OVERWRITE_IF_NEWER' });
      expect(r.status).toBe('COMPLETED_WITH_WARNINGS');
      expect(r.skipped).toEqual([{ path: join(src, 'sub', 'noext'), code: 'NOT_NEWER', message: expect.stringMatching(/not older/) }]);
    });

    it('a restore that writes every file is COMPLETED with nothing listed', async () => {
      const r = await restore({});
      expect(r).toMatchObject({ status: 'COMPLETED', filesRestored: 3, filesSkipped: 0, failed: [], skipped: [], missing: [] });
    });

    it('restores mode only when asked', async () => {
      const [s2, j2, o2] = [await tempDir(), await tempDir(), await tempDir()];
      await writeTree(s2, { 'run.sh': '#!/bin/sh\n' });
      const { chmod } = await import('node:fs/promises');
      await chmod(join(s2, 'run.sh'), 0o750);
      const { snapshot: s } = await runBackup({ sources: [join(s2, 'run.sh')], stores: [store], key, journalDir: j2 });
      await runRestore({ store: from(), key, snapshot: s, destination: { kind: 'other', root: o2 }, collision: 'OVERWRITE', workerThreads });
      expect((await stat(join(o2, 'run.sh'))).mode & 0o777).toBe(0o644);
      await runRestore({
        store: from(),
        key,
        snapshot: s,
        destination: { kind: 'other', root: o2 },
        collision: 'OVERWRITE',
        restorePermissions: true,
        workerThreads,
      });
      expect((await stat(join(o2, 'run.sh'))).mode & 0o777).toBe(0o750);
      await cleanup(s2, j2, o2);
    });
  });
  describe('path safety', () => {
    it('refuses a relative or ".." destination', async () => {
      await expect(restore({ destination: { kind: 'other', root: 'relative/dir' } })).rejects.toMatchObject({ code: 'PATH_TRAVERSAL' });
      await expect(restore({ destination: { kind: 'other', root: `${out}/../etc` } })).rejects.toMatchObject({ code: 'PATH_TRAVERSAL' });
    });

    it('refuses snapshot entries whose path contains ".." and restores the rest', async () => {
      const evil = structuredClone(snapshot);
      const doc = evil.entries.find((e) => e.path.endsWith('/doc.txt'));
      if (!doc) throw new Error('fixture');
      evil.entries.push({ ...doc, path: `${src}/../../escaped.txt` });
      const r = await restore({ snapshot: evil });
      expect(r.failed.map((f) => f.code)).toEqual(['PATH_TRAVERSAL']);
      expect(r.filesRestored).toBe(3);
      expect(r.status).toBe('COMPLETED_WITH_WARNINGS');
    });

    it('refuses to write through a symlink that leads outside the destination', async () => {
      const outside = await tempDir();
      await symlink(outside, join(out, srcName));
      const r = await restore({});
      expect(r.failed.length).toBeGreaterThan(0);
      expect(r.failed.every((f) => f.code === 'PATH_TRAVERSAL')).toBe(true);
      expect(await readdir(outside)).toEqual([]);
      await cleanup(outside);
    });
  });
  describe('long file names', () => {
    it('backs up and restores 240- and 255-byte names (multi-byte UTF-8 too) byte for byte, leaving no temporary file', async () => {
      expect(Object.values(LONG_NAMES).map(utf8Length)).toEqual([240, 255, 240, 255]);
      const [s2, j2] = [await tempDir(), await tempDir()];
      const files = Object.fromEntries(Object.entries(LONG_NAMES).map(([seed, name]) => [name, seededBytes(seed, 200 * 1024)]));
      await writeTree(s2, files);
      const { snapshot: s } = await runBackup({ sources: [s2], stores: [store], key, journalDir: j2 });
      const r = await restore({ snapshot: s });
      expect(r).toMatchObject({ status: 'COMPLETED', filesRestored: 4, failed: [] });
      const restored = join(out, s2.slice(s2.lastIndexOf('/') + 1));
      for (const [name, body] of Object.entries(files)) expect((await readFile(join(restored, name))).equals(body), name).toBe(true);
      expect((await readdir(restored)).sort()).toEqual(Object.keys(files).sort());
      await cleanup(s2, j2);
    });

    it('KEEP_BOTH next to a 255-byte name writes its copy under a name that still fits', async () => {
      const [s2, j2] = [await tempDir(), await tempDir()];
      const name = LONG_NAMES['utf8-255'];
      await writeTree(s2, { [name]: 'backed up' });
      const { snapshot: s } = await runBackup({ sources: [s2], stores: [store], key, journalDir: j2 });
      const restored = join(out, s2.slice(s2.lastIndexOf('/') + 1));
      await writeTree(restored, { [name]: 'already here' });
      const r = await restore({ snapshot: s, collision: 'KEEP_BOTH' });
      expect(r).toMatchObject({ status: 'COMPLETED', filesRestored: 1, failed: [] });
      const copy = r.renamed[0]?.to ?? '';
      expect(utf8Length(copy.slice(copy.lastIndexOf('/') + 1))).toBeLessThanOrEqual(255);
      expect(await readFile(copy, 'utf8')).toBe('backed up');
      expect(await readFile(join(restored, name), 'utf8')).toBe('already here');
      await cleanup(s2, j2);
    });
  });

  describe('selection', () => {
    it('fails naming the selected paths when none of them is in the backup, writing nothing', async () => {
      const asked = [join(src, 'nope.txt'), join(src, 'gone')];
      const started = restore({ paths: asked });
      await expect(started).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
      const message = (await started.catch((e: Error) => e.message)) as string;
      for (const p of asked) expect(message).toContain(p);
      expect(await readdir(out)).toEqual([]);
    });

    it('restores the selected paths that exist and lists the missing ones as warnings', async () => {
      const r = await restore({ paths: [join(src, 'doc.txt'), join(src, 'nope.txt')] });
      expect(r).toMatchObject({ status: 'COMPLETED_WITH_WARNINGS', filesRestored: 1, missing: [join(src, 'nope.txt')] });
      expect(await readFile(join(out, 'doc.txt'), 'utf8')).toBe('new content');
    });

    it('counts a selected folder above the backed-up one as found through what lies under it', async () => {
      const r = await restore({ paths: [dirname(src), src] });
      expect(r).toMatchObject({ status: 'COMPLETED', missing: [], filesRestored: 3 });
    });

    it('restores a selected file to another location under its own name', async () => {
      const r = await restore({ paths: [join(src, 'sub', 'noext')] });
      expect(r.filesRestored).toBe(1);
      expect(await readFile(join(out, 'noext'), 'utf8')).toBe('plain');
    });

    it('restores to the original location', async () => {
      await writeFile(join(src, 'doc.txt'), 'damaged');
      await mkdir(join(src, 'sub'), { recursive: true });
      await restore({ destination: { kind: 'original' }, paths: [join(src, 'doc.txt')] });
      expect(await readFile(join(src, 'doc.txt'), 'utf8')).toBe('new content');
    });
  });

  it('stops within well under 5 s when cancelled and leaves no temporary file', async () => {
    const [s2, j2] = [await tempDir(), await tempDir()];
    const files: Record<string, Buffer> = {};
    for (let i = 0; i < 40; i++) files[`f${i}.bin`] = seededBytes(`w${i}`, 1024 * 1024);
    await writeTree(s2, files);
    const { snapshot: s } = await runBackup({ sources: [s2], stores: [store], key, journalDir: j2 });
    const ac = new AbortController();
    let t0 = 0;
    const started = restore({
      snapshot: s,
      signal: ac.signal,
      onProgress: () => {
        if (t0) return;
        t0 = Date.now();
        ac.abort();
      },
    });
    await expect(started).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(Date.now() - t0).toBeLessThan(2500);
    const left = await readdir(out, { recursive: true });
    expect(await leftoverTemps(out)).toEqual([]);
    expect(left.filter((n) => n.endsWith('.bin')).length).toBeLessThan(40);
    await cleanup(s2, j2);
  });
});

describe('restore from a remote store (fetch plan)', () => {
  /** A remote store that counts range reads of packs, and can fail those of one pack. */
  function counting(inner: BlobStore) {
    const reads: string[] = [];
    let failPack: string | null = null;
    const store: BlobStore = {
      ...remote(inner),
      get(name, range) {
        if (name.startsWith('packs/')) reads.push(name);
        if (name === failPack) return { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('connection reset by peer')) }) };
        return remote(inner).get(name, range);
      },
    };
    return { store, reads, failReadsOf: (pack: string) => (failPack = pack) };
  }

  it('reads many small files with a few large requests, every byte in place', async () => {
    const [s2, j2, o2] = [await tempDir(), await tempDir(), await tempDir()];
    const files: Record<string, Buffer> = {};
    for (let i = 0; i < 300; i++) files[`d${i % 7}/f${i}.txt`] = seededBytes(`small${i}`, 500 + ((i * 977) % 6000));
    await writeTree(s2, files);
    const { snapshot: s } = await runBackup({ sources: [s2], stores: [store], key, journalDir: j2 });
    for (const workerThreads of [0, 2]) {
      const { store: far, reads } = counting(store);
      const r = await runRestore({ store: far, key, snapshot: s, destination: { kind: 'other', root: o2 }, collision: 'OVERWRITE', workerThreads });
      expect(r.filesRestored).toBe(300);
      // One request per run before (300); now a few, however fast the first writers ask.
      expect(reads.length).toBeLessThanOrEqual(6);
      expect(r.fetched?.requests).toBe(reads.length);
      const name = s2.slice(s2.lastIndexOf('/') + 1);
      for (const [rel, bytes] of Object.entries(files)) expect((await readFile(join(o2, name, rel))).equals(bytes)).toBe(true);
    }
    await cleanup(s2, j2, o2);
  });

  it('keeps to a small memory budget with large files, and restores them whole', async () => {
    const [s2, j2, o2] = [await tempDir(), await tempDir(), await tempDir()];
    const files: Record<string, Buffer> = {};
    for (let i = 0; i < 6; i++) files[`big${i}.bin`] = seededBytes(`big${i}`, 3 * 1024 * 1024 + i * 1000);
    await writeTree(s2, files);
    const { snapshot: s } = await runBackup({ sources: [s2], stores: [store], key, journalDir: j2 });
    const fetch = { maxRequestBytes: 1024 * 1024, budgetBytes: 2 * 1024 * 1024, requests: 2, lookaheadBytes: 4 * 1024 * 1024 };
    const r = await runRestore({
      store: remote(store),
      key,
      snapshot: s,
      destination: { kind: 'other', root: o2 },
      collision: 'OVERWRITE',
      workerThreads: 2,
      fetch,
    });
    expect(r.status).toBe('COMPLETED');
    const name = s2.slice(s2.lastIndexOf('/') + 1);
    for (const [rel, bytes] of Object.entries(files)) expect((await readFile(join(o2, name, rel))).equals(bytes)).toBe(true);
    await cleanup(s2, j2, o2);
  });

  it('fails only the files a failed read carries, and leaves no temporary file', async () => {
    const [s2, j2, o2] = [await tempDir(), await tempDir(), await tempDir()];
    // Two backups into one repository: two packs, each holding the files of one.
    await writeTree(s2, { 'a/one.txt': seededBytes('one', 20_000) });
    await runBackup({ sources: [s2], stores: [store], key, journalDir: j2 });
    const packsBefore = await listPacks(repoDir);
    await writeTree(s2, { 'b/two.txt': seededBytes('two', 20_000) });
    const { snapshot: s } = await runBackup({ sources: [s2], stores: [store], key, journalDir: await tempDir() });
    for (const workerThreads of [0, 2]) {
      const { store: far, failReadsOf } = counting(store);
      failReadsOf((await listPacks(repoDir)).find((p) => !packsBefore.includes(p))!);
      const r = await runRestore({ store: far, key, snapshot: s, destination: { kind: 'other', root: o2 }, collision: 'OVERWRITE', workerThreads });
      expect(r.status).toBe('COMPLETED_WITH_WARNINGS');
      expect(r.failed).toEqual([expect.objectContaining({ path: join(s2, 'b/two.txt'), message: expect.stringMatching(/connection reset/) })]);
      expect(r.filesRestored).toBe(1);
      expect(await leftoverTemps(o2)).toEqual([]);
    }
    await cleanup(s2, j2, o2);
  });
});

/** The pack blob names of a local repository. */
async function listPacks(root: string): Promise<string[]> {
  return (await readdir(join(root, 'packs'), { recursive: true })).filter((n) => n.includes('/')).map((n) => `packs/${n}`);
}

describe('restore faults', () => {
  const restore = restoreWith;

  it('fails with DISK_FULL and leaves no half-written file under an original name', async () => {
    let written = 0;
    const fullFs: RestoreFs = {
      ...nodeRestoreFs,
      async createTemp(dir) {
        const t = await nodeRestoreFs.createTemp(dir);
        return {
          ...t,
          path: t.path,
          async write(data) {
            written += data.length;
            if (written > 100 * 1024) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
            await t.write(data);
          },
        };
      },
    };
    await expect(restore({ fs: fullFs, fileConcurrency: 1 })).rejects.toMatchObject({ code: 'DISK_FULL', message: expect.stringMatching(/disk is full/) });
    const left = await readdir(join(out, srcName), { recursive: true });
    expect(left.filter((n) => n.includes('photo'))).toEqual([]);
    expect(await leftoverTemps(out)).toEqual([]);
  });

  it('fails with DISK_FULL when the final flush hits a full disk, leaving neither temp nor original name', async () => {
    const syncFullFs: RestoreFs = {
      ...nodeRestoreFs,
      async createTemp(dir, mode) {
        const t = await nodeRestoreFs.createTemp(dir, mode);
        return {
          ...t,
          path: t.path,
          async commit() {
            throw Object.assign(new Error('ENOSPC: no space left on device, fdatasync'), { code: 'ENOSPC' });
          },
        };
      },
    };
    await expect(restore({ fs: syncFullFs })).rejects.toMatchObject({ code: 'DISK_FULL' });
    const left = await readdir(join(out, srcName), { recursive: true });
    expect(left.filter((n) => !n.endsWith('sub'))).toEqual([]);
  });

  it('stops within well under 5 s when cancelled', async () => {
    const [s2, j2] = [await tempDir(), await tempDir()];
    const files: Record<string, Buffer> = {};
    for (let i = 0; i < 40; i++) files[`f${i}.bin`] = seededBytes(`c${i}`, 1024 * 1024);
    await writeTree(s2, files);
    const { snapshot: s } = await runBackup({ sources: [s2], stores: [store], key, journalDir: j2 });
    const slowFs: RestoreFs = {
      ...nodeRestoreFs,
      async createTemp(dir) {
        const t = await nodeRestoreFs.createTemp(dir);
        return { ...t, path: t.path, write: async (d) => (await new Promise((r) => setTimeout(r, 200)), t.write(d)) };
      },
    };
    const ac = new AbortController();
    const started = restore({ snapshot: s, fs: slowFs, signal: ac.signal });
    await new Promise((r) => setTimeout(r, 300));
    const t0 = Date.now();
    ac.abort();
    await expect(started).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(Date.now() - t0).toBeLessThan(2500);
    expect(await leftoverTemps(out)).toEqual([]);
    await cleanup(s2, j2);
  });
});

describe('restore temporary names', () => {
  it('are short and fixed-length, whatever the name they stand in for, and recognisable as leftovers', () => {
    const names = new Set(Array.from({ length: 100 }, () => tempName()));
    expect(names.size).toBe(100);
    for (const n of names) {
      expect(n).toMatch(/^\.outpost-[0-9a-f]{16}\.tmp$/);
      expect(isRestoreTempName(n)).toBe(true);
    }
    expect(isRestoreTempName('.outpost-1234.tmp')).toBe(false);
    expect(isRestoreTempName('report.tmp')).toBe(false);
  });

  it('KEEP_BOTH shortens a long stem on a character boundary so the copy name fits 255 bytes', () => {
    const long = `/d/${LONG_NAMES['utf8-255']}`;
    const copy = keepBothName(long, 12);
    const name = copy.slice(3);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255);
    expect(name.endsWith(' (12).bin')).toBe(true);
    expect(name).not.toContain('\uFFFD');
    expect(Buffer.from(name, 'utf8').toString('utf8')).toBe(name);
    expect(keepBothName('/d/doc.txt', 1)).toBe('/d/doc (1).txt');
  });
});
