import { rmSync, writeFileSync } from 'node:fs';
import { appendFile, mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_PACK_UPLOADS, runBackup } from './backup.ts';
import type { BlobData } from './blob-store.ts';
import { checkRepository } from './check.ts';
import { FsBlobStore } from './fs-blob-store.ts';
import { runRestore } from './restore.ts';
import { randomKey, seededBytes, TestStore, textBytes, treeDigest, useTempDirs, writeTree } from './testing/helpers.ts';

const dir = useTempDirs();

describe('runBackup + runRestore', () => {
  // codecThreads: chunks hashed, compressed and sealed on the main thread (0) or on workers (2).
  it.each([0, 2])('round-trips random, text, empty and large files byte for byte (%i chunk threads)', async (codecThreads) => {
    const [src, repoDir, out, journal] = [await dir(), await dir(), await dir(), await dir()];
    await writeTree(src, {
      'random.bin': seededBytes('r', 3 * 1024 * 1024 + 5),
      'notes/text.txt': textBytes('t', 2 * 1024 * 1024),
      'empty.txt': '',
      'tiny.txt': 'x',
      'large/big.bin': Buffer.concat([seededBytes('big', 14 * 1024 * 1024), textBytes('bigtext', 6 * 1024 * 1024)]),
    });
    await mkdir(join(src, 'empty-dir'));
    const key = randomKey();
    const store = new FsBlobStore(repoDir);
    const { snapshot } = await runBackup({ sources: [src], stores: [store], key, journalDir: journal, codecThreads });
    expect(snapshot.bldType).toBe('FULL');
    expect(snapshot.totals.files).toBe(5);
    expect(snapshot.entries.find((e) => e.path.endsWith('/random.bin'))?.size).toBe(3 * 1024 * 1024 + 5);
    // Text compresses, random data does not: stored bytes sit between the two.
    expect(snapshot.totals.storedBytes).toBeLessThan(snapshot.totals.bytes);

    const name = src.slice(src.lastIndexOf('/') + 1);
    // Workers read packs of a local store themselves; from any other store (TestStore stands in
    // for the cloud) the main thread reads the runs and hands the bytes over.
    const remote = new TestStore(store);
    for (const [label, from, workerThreads] of [
      ['w0', store, 0],
      ['w2', store, 2],
      ['remote-w2', remote, 2],
    ] as const) {
      const dest = join(out, label);
      await mkdir(dest);
      const progress: number[] = [];
      const result = await runRestore({
        store: from,
        key,
        snapshot: snapshot.jobGuid,
        destination: { kind: 'other', root: dest },
        collision: 'OVERWRITE',
        workerThreads,
        onProgress: (p) => progress.push(p.bytesProcessed),
      });
      expect(result.status).toBe('COMPLETED');
      expect(await treeDigest(join(dest, name))).toEqual(await treeDigest(src));
      expect(progress.at(-1)).toBe(snapshot.totals.bytes);
    }
    expect((await checkRepository({ store, key })).ok).toBe(true);
  });

  // Issue 28: with codec workers, small files are read and hashed whole on the workers, many at once.
  it.each([0, 2])('backs up 3,000 small files byte for byte; one that vanished before its read is a warning (%i chunk threads)', async (codecThreads) => {
    const [src, repoDir, out, journal] = [await dir(), await dir(), await dir(), await dir()];
    const files: Record<string, Buffer> = {};
    for (let i = 0; i < 3000; i++) {
      const name = `d${i % 30}/e${i % 7}/f${String(i).padStart(4, '0')}.txt`;
      // Every fifth file is a copy of another in another folder: deduplicated, stored once.
      files[name] = i % 5 === 4 ? textBytes(`small-${i - 1}`, 1024 + ((i - 1) % 16) * 1024) : textBytes(`small-${i}`, 1024 + (i % 16) * 1024);
    }
    files['zz/vanishes.txt'] = textBytes('gone', 4000);
    // A file the scan saw small and that is at the chunker's minimum by its read goes through the chunker whole.
    files['zz/grows.txt'] = textBytes('grows', 100);
    await writeTree(src, files);
    const key = randomKey();
    const store = new FsBlobStore(repoDir);
    let removed = false;
    const { snapshot } = await runBackup({
      sources: [src],
      stores: [store],
      key,
      journalDir: journal,
      codecThreads,
      // The first progress report comes long before the last files in scan order are read.
      onProgress: () => {
        if (removed) return;
        removed = true;
        rmSync(join(src, 'zz/vanishes.txt'));
        writeFileSync(join(src, 'zz/grows.txt'), textBytes('grown', 600 * 1024));
      },
    });
    expect(removed).toBe(true);
    expect(snapshot.totals.files).toBe(3001);
    expect(snapshot.warnings.map((w) => w.path)).toEqual([expect.stringMatching(/\/zz\/vanishes\.txt$/)]);
    expect(snapshot.entries.find((e) => e.path.endsWith('/zz/grows.txt'))?.size).toBe(600 * 1024);
    // 2,400 distinct contents (+ the grown file's chunks): copies cost nothing.
    expect(snapshot.totals.chunksReused).toBeGreaterThanOrEqual(600);
    await rm(join(src, 'zz/vanishes.txt'), { force: true });
    const result = await runRestore({ store, key, snapshot: snapshot.jobGuid, destination: { kind: 'other', root: out }, collision: 'OVERWRITE' });
    expect(result.status).toBe('COMPLETED');
    expect(await treeDigest(join(out, src.slice(src.lastIndexOf('/') + 1)))).toEqual(await treeDigest(src));
  });

  it.each([0, 2])('records the bytes each file revision added to the store: none for a copy, little for an edit (%i chunk threads)', async (codecThreads) => {
    const [src, repoDir, journal] = [await dir(), await dir(), await dir()];
    const random = seededBytes('stored', 3 * 1024 * 1024);
    await writeTree(src, { 'a.bin': random, 'text.txt': textBytes('stored-text', 1024 * 1024) });
    // A fixed key fixes the chunk boundaries (the gear table derives from it): a.bin is 3 chunks.
    const key = Buffer.alloc(32, 1);
    const store = new FsBlobStore(repoDir);
    const first = (await runBackup({ sources: [src], stores: [store], key, journalDir: journal, codecThreads })).snapshot;
    const stored = (snap: typeof first, name: string) => snap.entries.find((e) => e.path.endsWith(`/${name}`))!.storedBytes!;
    // Random data is stored as it is, sealed (a little over its size); text compresses.
    expect(stored(first, 'a.bin')).toBeGreaterThan(random.length);
    expect(stored(first, 'a.bin')).toBeLessThan(random.length * 1.01);
    expect(stored(first, 'text.txt')).toBeGreaterThan(0);
    expect(stored(first, 'text.txt')).toBeLessThan((1024 * 1024) / 2);
    // Pack headers and indexes come on top of the chunks.
    expect(stored(first, 'a.bin') + stored(first, 'text.txt')).toBeLessThanOrEqual(first.totals.storedBytes);

    await appendFile(join(src, 'a.bin'), 'a small tail');
    await writeFile(join(src, 'copy-of-text.txt'), textBytes('stored-text', 1024 * 1024));
    const second = (await runBackup({ sources: [src], stores: [store], key, journalDir: journal, previousSnapshot: first, codecThreads })).snapshot;
    // Only the chunks around the edit are new; a copy stores nothing; an unchanged file keeps its
    // revision and that revision's figure.
    expect(stored(second, 'a.bin')).toBeGreaterThan(0);
    expect(stored(second, 'a.bin')).toBeLessThan(stored(first, 'a.bin') / 4);
    expect(stored(second, 'copy-of-text.txt')).toBe(0);
    expect(stored(second, 'text.txt')).toBe(stored(first, 'text.txt'));
  });

  it('restores a repository whose older revisions were written with brotli and newer ones with zstd', async () => {
    const [src, repoDir, journal, out] = [await dir(), await dir(), await dir(), await dir()];
    await writeTree(src, { 'old.txt': textBytes('old', 512 * 1024), 'changed.txt': textBytes('v1', 512 * 1024) });
    const key = randomKey();
    const store = new FsBlobStore(repoDir);
    const first = (await runBackup({ sources: [src], stores: [store], key, journalDir: journal, compression: { method: 'brotli', level: 1 } })).snapshot;
    const firstTree = await treeDigest(src);
    await writeFile(join(src, 'changed.txt'), textBytes('v2', 512 * 1024));
    const second = (await runBackup({ sources: [src], stores: [store], key, journalDir: journal, previousSnapshot: first })).snapshot;
    const name = src.slice(src.lastIndexOf('/') + 1);
    for (const [snap, tree] of [
      [first, firstTree],
      [second, await treeDigest(src)],
    ] as const) {
      const dest = join(out, snap.jobGuid);
      await mkdir(dest);
      const result = await runRestore({ store, key, snapshot: snap.jobGuid, destination: { kind: 'other', root: dest }, collision: 'OVERWRITE' });
      expect(result.status).toBe('COMPLETED');
      expect(await treeDigest(join(dest, name))).toEqual(tree);
    }
    expect((await checkRepository({ store, key })).ok).toBe(true);
  });

  it('does not re-read unchanged files and dedupes changed ones against the previous snapshot', async () => {
    const [src, repoDir, journal] = [await dir(), await dir(), await dir()];
    const files: Record<string, Buffer> = {};
    for (let i = 0; i < 20; i++) files[`f${i}.bin`] = seededBytes(`f${i}`, 200 * 1024);
    files['big.bin'] = seededBytes('big', 12 * 1024 * 1024);
    await writeTree(src, files);
    const key = randomKey();
    const store = new TestStore(new FsBlobStore(repoDir));
    const first = await runBackup({ sources: [src], stores: [store], key, journalDir: journal });

    await appendFile(join(src, 'big.bin'), 'tail');
    await writeFile(join(src, 'f3.bin'), 'changed');
    await rm(join(src, 'f7.bin'));
    const reads: string[] = [];
    const putBefore = store.bytesPut;
    const second = await runBackup({
      sources: [src],
      stores: [store],
      key,
      journalDir: journal,
      previousSnapshot: first.snapshot,
      onFileRead: (p) => reads.push(p),
    });
    expect(reads.map((p) => p.slice(src.length + 1)).sort()).toEqual(['big.bin', 'f3.bin']);
    expect(second.snapshot.bldType).toBe('DELTA');
    expect(second.snapshot.totals.filesReused).toBe(18);
    expect(second.snapshot.deleted.map((d) => d.path)).toEqual([join(src, 'f7.bin')]);
    expect(second.snapshot.deleted[0]?.lastRevisionJob).toBe(first.snapshot.jobGuid);
    // Appending to a 12 MiB file rewrites only its last chunk or two, not the whole file.
    expect(store.bytesPut - putBefore).toBeLessThan(4 * 1024 * 1024);
    expect(second.snapshot.totals.chunksReused).toBeGreaterThan(5);
  });

  it('dedupes across two devices of one organization sharing a repository', async () => {
    const [a, b, repoDir, ja, jb] = [await dir(), await dir(), await dir(), await dir(), await dir()];
    const shared = seededBytes('shared', 6 * 1024 * 1024);
    await writeTree(a, { 'setup.iso': shared, 'a.txt': 'device a' });
    await writeTree(b, { 'copy/setup.iso': shared, 'b.txt': 'device b' });
    const key = randomKey();
    const store = new TestStore(new FsBlobStore(repoDir));
    await runBackup({ sources: [a], stores: [store], key, journalDir: ja, tags: { device: 'A' } });
    const before = store.bytesPut;
    const { snapshot } = await runBackup({ sources: [b], stores: [store], key, journalDir: jb, tags: { device: 'B' } });
    expect(store.bytesPut - before).toBeLessThan(64 * 1024);
    expect(snapshot.totals.chunksNew).toBe(1);
  });

  it('does not dedupe across organizations: same content, different keys, different chunk ids', async () => {
    const [a, r1, r2, j1, j2] = [await dir(), await dir(), await dir(), await dir(), await dir()];
    await writeTree(a, { 'same.bin': seededBytes('same', 2 * 1024 * 1024) });
    const s1 = await runBackup({ sources: [a], stores: [new FsBlobStore(r1)], key: randomKey(), journalDir: j1 });
    const s2 = await runBackup({ sources: [a], stores: [new FsBlobStore(r2)], key: randomKey(), journalDir: j2 });
    const ids1 = s1.snapshot.entries.flatMap((e) => e.chunks);
    const ids2 = new Set(s2.snapshot.entries.flatMap((e) => e.chunks));
    expect(ids1.length).toBeGreaterThan(0);
    expect(ids1.some((id) => ids2.has(id))).toBe(false);
    // And one organization's key cannot open the other's repository.
    await expect(runBackup({ sources: [a], stores: [new FsBlobStore(r1)], key: randomKey(), journalDir: j1 })).rejects.toMatchObject({ code: 'WRONG_KEY' });
  });

  it('writes every missing chunk to both stores of a HYBRID plan', async () => {
    const [src, local, cloud, journal, out] = [await dir(), await dir(), await dir(), await dir(), await dir()];
    await writeTree(src, { 'a.bin': seededBytes('h', 3 * 1024 * 1024), 'b.txt': 'hello' });
    const key = randomKey();
    const { snapshot } = await runBackup({ sources: [src], stores: [new FsBlobStore(local), new FsBlobStore(cloud)], key, journalDir: journal });
    for (const root of [local, cloud]) {
      expect((await checkRepository({ store: new FsBlobStore(root), key })).ok).toBe(true);
    }
    const r = await runRestore({
      store: new FsBlobStore(cloud),
      key,
      snapshot: snapshot.jobGuid,
      destination: { kind: 'other', root: out },
      collision: 'OVERWRITE',
    });
    expect(r.filesRestored).toBe(2);
  });

  it('fails a backup with DISK_FULL when the store runs out of space, and a rerun completes cleanly', async () => {
    const [src, repoDir, journal] = [await dir(), await dir(), await dir()];
    await writeTree(src, { 'a.bin': seededBytes('full', 10 * 1024 * 1024) });
    const key = randomKey();
    const store = new TestStore(new FsBlobStore(repoDir));
    store.failAfterBytes = 3 * 1024 * 1024;
    await expect(runBackup({ sources: [src], stores: [store], key, journalDir: journal, packSize: 2 * 1024 * 1024 })).rejects.toMatchObject({
      code: 'DISK_FULL',
    });
    store.failAfterBytes = Infinity;
    const { snapshot, resumed } = await runBackup({ sources: [src], stores: [store], key, journalDir: journal, packSize: 2 * 1024 * 1024 });
    expect(resumed).toBe(true);
    expect(snapshot.totals.files).toBe(1);
    expect((await checkRepository({ store, key })).ok).toBe(true);
  });

  it('reports the wall time of each phase of a job, in order, adding up to the whole', async () => {
    const [src, journal, store] = [await dir(), await dir(), await dir()];
    await writeTree(src, { 'a.bin': seededBytes('phase-a', 600 * 1024), 'b.txt': textBytes('phase-b', 300 * 1024) });
    const phases: [string, number][] = [];
    const t0 = performance.now();
    await runBackup({
      sources: [src],
      stores: [new FsBlobStore(store)],
      key: randomKey(),
      journalDir: journal,
      onPhase: (phase, ms) => phases.push([phase, ms]),
    });
    const total = performance.now() - t0;
    expect(phases.map(([phase]) => phase)).toEqual(['open', 'journal', 'previous', 'scan', 'read', 'flush', 'snapshot', 'finish']);
    expect(phases.every(([, ms]) => ms >= 0)).toBe(true);
    const sum = phases.reduce((n, [, ms]) => n + ms, 0);
    expect(sum).toBeLessThanOrEqual(total);
    expect(sum).toBeGreaterThan(total * 0.5);
  });

  it('records file metadata (size, mtime, inode, mode) for each path', async () => {
    const [src, repoDir, journal] = [await dir(), await dir(), await dir()];
    await writeTree(src, { 'm.txt': 'meta' });
    await utimes(join(src, 'm.txt'), new Date(1_600_000_000_000), new Date(1_600_000_000_000));
    const { snapshot } = await runBackup({ sources: [src], stores: [new FsBlobStore(repoDir)], key: randomKey(), journalDir: journal });
    const e = snapshot.entries.find((x) => x.path.endsWith('/m.txt'));
    expect(e).toMatchObject({ type: 'file', size: 4, mtimeMs: 1_600_000_000_000, acl: null });
    expect(e?.inode).toBeGreaterThan(0);
    expect(e?.mode).toBeGreaterThan(0);
  });

  it('stops a backup within well under 5 s when cancelled, and the next run completes it', async () => {
    const [src, repoDir, journal] = [await dir(), await dir(), await dir()];
    const files: Record<string, Buffer> = {};
    for (let i = 0; i < 24; i++) files[`f${i}.bin`] = seededBytes(`cancel${i}`, 1024 * 1024);
    await writeTree(src, files);
    const key = randomKey();
    const inner = new FsBlobStore(repoDir);
    // A slow store (200 ms per put) stands in for a slow link to the server.
    const slow = Object.assign(Object.create(inner) as FsBlobStore, {
      put: async (name: string, data: Uint8Array | readonly Uint8Array[]) => {
        await new Promise((r) => setTimeout(r, 200));
        return inner.put(name, data);
      },
    });
    const ac = new AbortController();
    const job = runBackup({ sources: [src], stores: [slow], key, journalDir: journal, packSize: 1024 * 1024, signal: ac.signal });
    await new Promise((r) => setTimeout(r, 600));
    const t0 = Date.now();
    ac.abort();
    await expect(job).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(Date.now() - t0).toBeLessThan(2500);
    // Once the job has answered, nothing of it still writes to the store or the journal.
    const listing = async () => (await Promise.all([repoDir, journal].map((d) => readdir(d, { recursive: true })))).flat().sort();
    const atAnswer = await listing();
    await new Promise((r) => setTimeout(r, 600));
    expect(await listing()).toEqual(atAnswer);
    const { snapshot, resumed } = await runBackup({ sources: [src], stores: [inner], key, journalDir: journal });
    expect(resumed).toBe(true);
    expect(snapshot.totals.files).toBe(24);
    expect((await checkRepository({ store: inner, key })).ok).toBe(true);
  });
});

describe('pack uploads in flight', () => {
  /** A store that holds every pack upload for a while and records how many overlapped. */
  class SlowPacks extends TestStore {
    active = 0;
    peak = 0;
    override async put(name: string, data: BlobData): Promise<void> {
      if (!name.startsWith('packs/')) return super.put(name, data);
      this.active++;
      this.peak = Math.max(this.peak, this.active);
      try {
        await new Promise((r) => setTimeout(r, 150));
        await super.put(name, data);
      } finally {
        this.active--;
      }
    }
  }

  it('keeps several packs uploading at once to a remote store, fewer to a local one, and stores them all', async () => {
    const [src, repoDir, localDir] = [await dir(), await dir(), await dir()];
    // Random data does not compress: ~12 packs of 1 MiB.
    await writeTree(src, Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}.bin`, seededBytes(`p${i}`, 1024 * 1024)])));
    const key = randomKey();
    const remote = new SlowPacks(new FsBlobStore(repoDir));
    const { snapshot } = await runBackup({ sources: [src], stores: [remote], key, journalDir: await dir(), packSize: 1024 * 1024, codecThreads: 0 });
    expect(remote.peak).toBe(REMOTE_PACK_UPLOADS);
    expect((await checkRepository({ store: remote, key })).ok).toBe(true);
    expect(snapshot.totals.files).toBe(12);

    // The same through a store on the local file system: two at once (more measured no faster).
    const fsStore = new FsBlobStore(localDir);
    const local = Object.assign(new SlowPacks(fsStore), { localPath: (name: string) => fsStore.localPath(name) });
    await runBackup({ sources: [src], stores: [local], key, journalDir: await dir(), packSize: 1024 * 1024, codecThreads: 0 });
    expect(local.peak).toBe(2);
  });
});
