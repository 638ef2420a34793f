import { describe, expect, it } from 'vitest';
import { openSnapshotBlob } from './repository.ts';
import { deriveKeys, seal } from './keys.ts';
import { packSnapshot, snapshotJsonPieces } from './snapshot-json.ts';
import type { FileEntry, Snapshot } from './types.ts';
import { randomKey } from './testing/helpers.ts';

function entry(i: number): FileEntry {
  return {
    path: `/data/dir${i % 37}/file "${i}" \u00e9\u4e2d\ud83d\ude00.txt`,
    type: 'file',
    size: i,
    mtimeMs: 1_700_000_000_000 + i / 3,
    inode: i,
    mode: 0o644,
    uid: 0,
    gid: 0,
    acl: null,
    chunks: [i.toString(16).padStart(64, '0')],
    revisionJob: 'job-1',
    ...(i % 2 ? { storedBytes: i } : {}),
  };
}

function snapshotOf(files: number, extra: Partial<Snapshot> = {}): Snapshot {
  return {
    version: 1,
    jobGuid: 'job-1',
    tags: { planUid: 'p', note: 'entries "deleted" warnings' },
    sources: ['/data'],
    created: '2026-11-28T00:00:00.000Z',
    completed: '2026-11-28T00:01:00.000Z',
    bldType: 'DELTA',
    parent: 'job-0',
    totals: { files, dirs: 0, bytes: 0, filesRead: 0, filesReused: 0, deletedFiles: 0, chunksNew: 0, chunksReused: 0, newBytes: 0, storedBytes: 0, errors: 0 },
    entries: Array.from({ length: files }, (_, i) => entry(i)),
    deleted: Array.from({ length: 2500 }, (_, i) => ({ path: `/data/gone${i}`, type: 'file' as const, lastRevisionJob: 'job-0' })),
    warnings: [{ path: '/data/x', message: 'vanished' }],
    volume: { mountPoint: '/', device: null, label: null, fileSystem: 'ext4', partitionStyle: null, sizeBytes: 1, usedBytes: null },
    ...extra,
  };
}

describe('snapshot JSON in pieces', () => {
  it('is JSON.stringify of the snapshot byte for byte, in pieces of at most 1,024 items', () => {
    for (const snap of [snapshotOf(5000), snapshotOf(1024), snapshotOf(0, { deleted: [], warnings: [] }), snapshotOf(3, { volume: undefined })]) {
      const pieces = [...snapshotJsonPieces(snap)];
      expect(Buffer.concat(pieces).toString('utf8')).toBe(JSON.stringify(snap));
      // Never the whole JSON at once: the largest piece holds at most 1,024 entries (~200 bytes each here).
      expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(1024 * 400);
    }
    expect([...snapshotJsonPieces(snapshotOf(5000))].length).toBeGreaterThan(5);
  });

  it('packs to the blob format readers already open (brotli of the JSON), and reads back in pieces', async () => {
    const snap = snapshotOf(10_000);
    const json = await packSnapshot(snap);
    expect(json.byteLength).toBe(Buffer.byteLength(JSON.stringify(snap)));
    expect(await json.text()).toBe(JSON.stringify(snap));
    let pieces = 0;
    for await (const p of json.pieces()) pieces += p.length > 0 ? 1 : 0;
    expect(pieces).toBeGreaterThan(1);
    // A blob sealed from these bytes opens as before (old and new snapshots read the same way).
    const keys = deriveKeys(randomKey());
    const opened = await openSnapshotBlob(keys, snap.jobGuid, seal(keys, json.packed, `snapshot:${snap.jobGuid}`));
    expect(opened).toEqual(JSON.parse(JSON.stringify(snap)));
  });
});
