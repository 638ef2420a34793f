import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBackup } from './backup.ts';
import { checkRepository } from './check.ts';
import { forgetPaths } from './forget.ts';
import { FsBlobStore } from './fs-blob-store.ts';
import { collectGarbage } from './gc.ts';
import { deriveKeys } from './keys.ts';
import { Repository } from './repository.ts';
import { runRestore } from './restore.ts';
import { randomKey, seededBytes, treeDigest, useTempDirs, writeTree } from './testing/helpers.ts';

const dir = useTempDirs();

describe('forgetPaths', () => {
  it('drops chosen files and folders from every snapshot, so GC frees their data and the rest restores', async () => {
    const [src, repoDir, journal, out] = [await dir(), await dir(), await dir(), await dir()];
    await writeTree(src, {
      'keep.bin': seededBytes('keep', 600 * 1024),
      'drop.bin': seededBytes('drop', 900 * 1024),
      'old/a.bin': seededBytes('a', 700 * 1024),
      'old/deeper/b.bin': seededBytes('b', 700 * 1024),
      'older/c.txt': 'a sibling whose name starts like the dropped folder',
    });
    const key = randomKey();
    const store = new FsBlobStore(repoDir);
    const opts = { sources: [src], stores: [store], key, journalDir: journal, packSize: 256 * 1024 };
    const first = await runBackup(opts);
    await writeTree(src, { 'keep.bin': seededBytes('keep-2', 600 * 1024) });
    const second = await runBackup({ ...opts, previousSnapshot: first.snapshot });
    const guids = [first.snapshot.jobGuid, second.snapshot.jobGuid];

    const report = await forgetPaths({ store, key, jobGuids: [...guids, 'not-stored'], paths: [join(src, 'drop.bin'), join(src, 'old')] });
    expect(report.snapshotsRewritten).toBe(2);
    const repo = await Repository.open(store, deriveKeys(key));
    for (const guid of guids) {
      const paths = (await repo.loadSnapshot(guid)).entries
        .map((e) => e.path.slice(src.length + 1))
        .filter(Boolean)
        .sort();
      expect(paths).toEqual(['keep.bin', 'older', 'older/c.txt']);
    }

    const gc = await collectGarbage({ store, key, liveSnapshots: guids });
    expect(gc.bytesFreed).toBeGreaterThan(2 * 1024 * 1024);
    expect((await checkRepository({ store, key })).ok).toBe(true);
    await runRestore({ store, key, snapshot: second.snapshot.jobGuid, destination: { kind: 'other', root: out }, collision: 'OVERWRITE' });
    const name = src.slice(src.lastIndexOf('/') + 1);
    expect(Object.keys(await treeDigest(join(out, name))).sort()).toEqual(['keep.bin', 'older/c.txt']);
  });

  it('leaves snapshots without the paths untouched', async () => {
    const [src, repoDir, journal] = [await dir(), await dir(), await dir()];
    await writeTree(src, { 'a.txt': 'a' });
    const key = randomKey();
    const store = new FsBlobStore(repoDir);
    const { snapshot } = await runBackup({ sources: [src], stores: [store], key, journalDir: journal });
    expect(await forgetPaths({ store, key, jobGuids: [snapshot.jobGuid], paths: [join(src, 'a.tx')] })).toEqual({ snapshotsRewritten: 0, entriesRemoved: 0 });
  });
});
