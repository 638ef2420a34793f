/**
 * checkRepository: every chunk referenced by every snapshot exists and matches its id; temp files
 * left by killed writers are reported and, with `repair`, removed.
 */
import { listAll, readBlob, type BlobStore } from './blob-store.ts';
import { decompressChunk } from './compress.ts';
import { throwIfAborted, toBackupError } from './errors.ts';
import type { PartialUpload } from './fs-blob-store.ts';
import { chunkId, deriveKeys, open } from './keys.ts';
import { packName } from './pack.ts';
import { progressThrottle } from './progress.ts';
import { Repository } from './repository.ts';
import type { PackIndex, ProgressCallback } from './types.ts';

export interface CheckOptions {
  store: BlobStore;
  key: Uint8Array;
  /** Read and verify every chunk's bytes (default). Off: only existence of packs and index entries. */
  readData?: boolean;
  onProgress?: ProgressCallback;
  signal?: AbortSignal;
  /** Remove orphan temp files (those older than `tempFileMinAgeMs`). Damage is never repaired. */
  repair?: boolean;
  /**
   * A temp file written to this recently may be a put in progress (a slow upload keeps writing
   * it): it is neither reported as an orphan nor removed. Default one hour.
   */
  tempFileMinAgeMs?: number;
  /** The current time in ms (tests); default Date.now. Compared with file modification times. */
  now?: () => number;
}

/** A put's temp file whose writer is gone (killed mid-write): garbage, never read by anyone. */
export interface OrphanTempFile {
  name: string;
  size: number;
  ageMs: number;
  /** Removed by this check (`repair`). */
  removed: boolean;
}

export const DEFAULT_TEMP_FILE_MIN_AGE_MS = 60 * 60 * 1000;

export interface CheckReport {
  /** No missing chunk, no corrupted pack, no unreadable snapshot. */
  ok: boolean;
  snapshots: number;
  packsChecked: number;
  chunksChecked: number;
  missingChunks: { id: string; paths: string[] }[];
  corruptPacks: { packId: string; message: string; badChunks: string[]; affectedPaths: string[] }[];
  unreadableSnapshots: { jobGuid: string; message: string }[];
  /** Packs without an index (a writer was killed between the two puts): garbage, not damage. */
  unindexedPacks: string[];
  /** Temp files older than the safe age: garbage, not damage (`ok` ignores them); a problem until removed. */
  orphanTempFiles: OrphanTempFile[];
  /** Younger temp files, probably puts in progress: left alone. */
  recentTempFiles: number;
}

/** Stores whose puts write a temp file then rename it (the filesystem store). */
interface TempFileStore {
  partialUploads(): Promise<PartialUpload[]>;
  removePartial(name: string): Promise<void>;
}

/**
 * The store's temp files, or none where puts leave none: an S3 PutObject is atomic and creates
 * no object until it completes (a killed multipart upload would leave parts, not objects, which a
 * bucket lifecycle rule aborts; our S3 store does not use multipart uploads).
 */
function tempFileStore(store: BlobStore): TempFileStore | null {
  const s = store as BlobStore & Partial<TempFileStore>;
  return typeof s.partialUploads === 'function' && typeof s.removePartial === 'function' ? (s as BlobStore & TempFileStore) : null;
}

/** Finds temp files old enough to be orphans and, when asked, removes them. */
async function checkTempFiles(opts: CheckOptions): Promise<Pick<CheckReport, 'orphanTempFiles' | 'recentTempFiles'>> {
  const store = tempFileStore(opts.store);
  if (!store) return { orphanTempFiles: [], recentTempFiles: 0 };
  const now = (opts.now ?? Date.now)();
  const minAge = opts.tempFileMinAgeMs ?? DEFAULT_TEMP_FILE_MIN_AGE_MS;
  const orphanTempFiles: OrphanTempFile[] = [];
  let recentTempFiles = 0;
  for (const t of await store.partialUploads()) {
    const ageMs = Math.max(0, now - t.modifiedMs);
    if (ageMs < minAge) {
      recentTempFiles++;
      continue;
    }
    if (opts.repair) await store.removePartial(t.name);
    orphanTempFiles.push({ name: t.name, size: t.size, ageMs, removed: opts.repair === true });
  }
  return { orphanTempFiles, recentTempFiles };
}

async function verifyPack(repo: Repository, idx: PackIndex): Promise<{ message: string; bad: string[] } | null> {
  let body: Buffer;
  try {
    body = await readBlob(repo.store, packName(idx.packId));
  } catch (err) {
    return { message: `pack cannot be read: ${toBackupError(err, 'pack').message}`, bad: idx.entries.map((e) => e.id) };
  }
  const bad: string[] = [];
  for (const e of idx.entries) {
    try {
      const sealed = body.subarray(e.offset, e.offset + e.length);
      const plain = await decompressChunk(open(repo.keys, sealed, `chunk:${e.id}`), e.compression, e.rawLength);
      if (chunkId(repo.keys, plain) !== e.id) bad.push(e.id);
    } catch {
      bad.push(e.id);
    }
  }
  return bad.length ? { message: `${bad.length} of ${idx.entries.length} chunks are corrupted`, bad } : null;
}

/** Verifies the repository in one store and reports what is missing or corrupted. */
export async function checkRepository(opts: CheckOptions): Promise<CheckReport> {
  const repo = await Repository.open(opts.store, deriveKeys(opts.key));
  const report: CheckReport = {
    ok: true,
    snapshots: 0,
    packsChecked: 0,
    chunksChecked: 0,
    missingChunks: [],
    corruptPacks: [],
    unreadableSnapshots: [],
    unindexedPacks: [],
    ...(await checkTempFiles(opts)),
  };
  const usedBy = new Map<string, string[]>();
  for (const jobGuid of await repo.listSnapshots()) {
    throwIfAborted(opts.signal, 'check');
    try {
      const snap = await repo.loadSnapshot(jobGuid);
      report.snapshots++;
      for (const e of snap.entries) {
        for (const id of e.chunks) {
          const list = usedBy.get(id);
          if (list) {
            if (list.length < 5 && list[list.length - 1] !== e.path) list.push(e.path);
          } else usedBy.set(id, [e.path]);
        }
      }
    } catch (err) {
      report.unreadableSnapshots.push({ jobGuid, message: toBackupError(err, `snapshot ${jobGuid}`).message });
    }
  }
  for (const [id, paths] of usedBy) if (!repo.has(id)) report.missingChunks.push({ id, paths });

  const packNames = await listAll(opts.store, 'packs');
  const stored = new Set(packNames.map((n) => n.slice(n.lastIndexOf('/') + 1)));
  report.unindexedPacks = [...stored].filter((id) => !repo.packs.has(id));
  const packs = [...repo.packs.values()];
  const progress = { phase: 'check' as const, filesProcessed: 0, filesTotal: packs.length, bytesProcessed: 0, bytesTotal: 0 };
  const tick = progressThrottle(opts.onProgress);
  for (const idx of packs) {
    throwIfAborted(opts.signal, 'check');
    const affected = (bad: string[]): string[] => [...new Set(bad.flatMap((id) => usedBy.get(id) ?? []))];
    if (!stored.has(idx.packId)) {
      const bad = idx.entries.map((e) => e.id);
      report.corruptPacks.push({ packId: idx.packId, message: 'pack is missing', badChunks: bad, affectedPaths: affected(bad) });
    } else if (opts.readData !== false) {
      const problem = await verifyPack(repo, idx);
      if (problem) report.corruptPacks.push({ packId: idx.packId, message: problem.message, badChunks: problem.bad, affectedPaths: affected(problem.bad) });
      report.chunksChecked += idx.entries.length;
    }
    report.packsChecked++;
    progress.filesProcessed++;
    tick(progress);
  }
  // A corrupted copy only matters when no intact copy of the chunk exists in another pack.
  const intact = new Set<string>();
  for (const idx of packs) {
    const bad = new Set(report.corruptPacks.find((c) => c.packId === idx.packId)?.badChunks ?? []);
    for (const e of idx.entries) if (!bad.has(e.id)) intact.add(e.id);
  }
  const damaged = report.corruptPacks.some((c) => c.badChunks.some((id) => usedBy.has(id) && !intact.has(id)));
  report.ok = report.missingChunks.length === 0 && report.unreadableSnapshots.length === 0 && !damaged;
  return report;
}
