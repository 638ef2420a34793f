import { mkdir, readdir, readFile, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBackup } from './backup.ts';
import { FsBlobStore } from './fs-blob-store.ts';
import { nodeRestoreFs, type RestoreFs } from './restore-fs.ts';
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

async function existing(files: Record<string, string>, mtime = 1_000_000_000_000): Promise<void> {
  await writeTree(join(out, srcName), files);
  for (const f of Object.keys(files)) await utimes(join(out, srcName, f), new Date(mtime), new Date(mtime));
}



// The same behaviour whether files are decoded and written on the main thread or on workers.
describe.each([0, 2])('restore with %i worker threads', (workerThreads) => {
  const restore = (o: Partial<RestoreOptions>) => restoreWith({ workerThreads, ...o });

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

    it('restores mode only when asked', async () => {
      const [s2, j2, o2] = [await tempDir(), await tempDir(), await tempDir()];
      await writeTree(s2, { 'run.sh': '#!/bin/sh\n' });
      const { chmod } = await import('node:fs/promises');
      await chmod(join(s2, 'run.sh'), 0o750);
      const { snapshot: s } = await runBackup({ sources: [join(s2, 'run.sh')], stores: [store], key, journalDir: j2 });
      await runRestore({ store, key, snapshot: s, destination: { kind: 'other', root: o2 }, collision: 'OVERWRITE', workerThreads });
      expect((await stat(join(o2, 'run.sh'))).mode & 0o777).toBe(0o644);
      await runRestore({ store, key, snapshot: s, destination: { kind: 'other', root: o2 }, collision: 'OVERWRITE', restorePermissions: true, workerThreads });
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
  describe('selection', () => {
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
    const started = restore({ snapshot: s, signal: ac.signal, onProgress: () => {
      if (t0) return;
      t0 = Date.now();
      ac.abort();
    } });
    await expect(started).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(Date.now() - t0).toBeLessThan(2500);
    const left = await readdir(out, { recursive: true });
    expect(left.filter((n) => n.includes('outpost-restore'))).toEqual([]);
    expect(left.filter((n) => n.endsWith('.bin')).length).toBeLessThan(40);
    await cleanup(s2, j2);
  });
});

describe('restore faults', () => {
  const restore = restoreWith;

  it('fails with DISK_FULL and leaves no half-written file under an original name', async () => {
    let written = 0;
    const fullFs: RestoreFs = {
      ...nodeRestoreFs,
      async createTemp(dir, name) {
        const t = await nodeRestoreFs.createTemp(dir, name);
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
    expect(left.filter((n) => n.includes('outpost-restore'))).toEqual([]);
  });

  it('fails with DISK_FULL when the final flush hits a full disk, leaving neither temp nor original name', async () => {
    const syncFullFs: RestoreFs = {
      ...nodeRestoreFs,
      async createTemp(dir, name, mode) {
        const t = await nodeRestoreFs.createTemp(dir, name, mode);
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
      async createTemp(dir, name) {
        const t = await nodeRestoreFs.createTemp(dir, name);
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
    const left = await readdir(out, { recursive: true });
    expect(left.filter((n) => n.includes('outpost-restore'))).toEqual([]);
    await cleanup(s2, j2);
  });
});

