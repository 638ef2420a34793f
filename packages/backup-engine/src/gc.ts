/**
 * collectGarbage: removes snapshots not in the live set, then the data nothing live references.
 * Strategy: packs with no live chunk are deleted; packs whose dead share exceeds a threshold are
 * repacked (live sealed chunks are copied as they are: their encryption is bound to the chunk id,
 * not to the pack, so no decryption is needed), then deleted; unindexed packs (left by a killed
 * writer) are deleted. Must not run while a backup writes to the same repository: the caller
 * (the server's deletion job) serialises it with the organization's backup jobs. It deletes, so
 * it runs where the store allows that: the server's cloud store and a device's LOCAL target, never
 * through the agents' append-only cloud store.
 */
import { deleteBlob, listAll, readBlob, type BlobStore } from './blob-store.ts';
import { BackupError, throwIfAborted } from './errors.ts';
import { deriveKeys } from './keys.ts';
import { PackWriter, packName } from './pack.ts';
import { Repository } from './repository.ts';

export interface GcOptions {
  store: BlobStore;
  key: Uint8Array;
  /** jobGuids of the snapshots to keep; every other snapshot is deleted. */
  liveSnapshots: string[];
  /** Repack a pack when more than this share of its bytes is dead (default 0.3). */
  repackThreshold?: number;
  signal?: AbortSignal;
}

export interface GcReport {
  snapshotsDeleted: number;
  packsDeleted: number;
  packsRepacked: number;
  unindexedPacksDeleted: number;
  /** Dead bytes left in packs below the repack threshold (reclaimed once a pack crosses it). */
  deadBytesKept: number;
  /** Temp files of interrupted uploads (stores that have them). */
  partialUploadsDeleted: number;
  bytesFreed: number;
}

/** Deletes dead snapshots, then unreferenced packs/chunks (see the strategy above). */
export async function collectGarbage(opts: GcOptions): Promise<GcReport> {
  const repo = await Repository.open(opts.store, deriveKeys(opts.key));
  const report: GcReport = {
    snapshotsDeleted: 0,
    packsDeleted: 0,
    packsRepacked: 0,
    unindexedPacksDeleted: 0,
    deadBytesKept: 0,
    partialUploadsDeleted: 0,
    bytesFreed: 0,
  };
  const live = new Set(opts.liveSnapshots);
  const all = await repo.listSnapshots();
  const referenced = new Set<string>();
  // Load every live snapshot before deleting anything: an unreadable one aborts the run.
  for (const jobGuid of all.filter((g) => live.has(g))) {
    const snap = await repo.loadSnapshot(jobGuid).catch((err: unknown) => {
      throw new BackupError('CORRUPT_DATA', `garbage collection stopped: live snapshot ${jobGuid} is unreadable`, { cause: err });
    });
    for (const e of snap.entries) for (const id of e.chunks) referenced.add(id);
  }
  for (const jobGuid of all.filter((g) => !live.has(g))) {
    await repo.deleteSnapshot(jobGuid);
    report.snapshotsDeleted++;
  }
  // Each repository's packs are collected in its own store under its own key (linked ones: the
  // isolated devices' on the server's view); chunk ids differ per key, so one referenced set serves.
  for (const holder of [repo, ...repo.linked]) await collectPacks(holder, referenced, opts, report);
  report.partialUploadsDeleted = (await repo.store.sweepPartial?.()) ?? 0;
  await repo.reloadIndex();
  return report;
}

/** Deletes or repacks one repository's packs by what is referenced, then its unindexed packs. */
async function collectPacks(repo: Repository, referenced: Set<string>, opts: GcOptions, report: GcReport): Promise<void> {
  const threshold = opts.repackThreshold ?? 0.3;
  const writer = new PackWriter(repo.store, repo.keys, { onPackWritten: (idx) => repo.addPack(idx) });
  const toDelete: string[] = [];
  const kept = new Set<string>();
  for (const idx of [...repo.packs.values()]) {
    throwIfAborted(opts.signal, 'garbage collection');
    // A chunk stored twice (HYBRID sync, concurrent devices) stays live in one pack only.
    const liveEntries = idx.entries.filter((e) => referenced.has(e.id) && !kept.has(e.id));
    const total = idx.entries.reduce((a, e) => a + e.length, 0);
    const dead = total - liveEntries.reduce((a, e) => a + e.length, 0);
    if (liveEntries.length > 0 && dead <= total * threshold) {
      for (const e of liveEntries) kept.add(e.id);
      report.deadBytesKept += dead;
      continue;
    }
    for (const e of liveEntries) {
      const sealed = await readBlob(repo.store, packName(idx.packId), { start: e.offset, end: e.offset + e.length });
      await writer.add(e.id, sealed, e.rawLength, e.compression);
      kept.add(e.id);
    }
    if (liveEntries.length > 0) report.packsRepacked++;
    else report.packsDeleted++;
    report.bytesFreed += dead;
    toDelete.push(idx.packId);
  }
  // New packs are durable before the old ones go, so a crash in between loses nothing.
  await writer.close();
  for (const packId of toDelete) await repo.deletePack(packId);

  for (const name of await listAll(repo.store, 'packs')) {
    const packId = name.slice(name.lastIndexOf('/') + 1);
    if (repo.packs.has(packId)) continue;
    report.bytesFreed += (await repo.store.head(name))?.size ?? 0;
    await deleteBlob(repo.store, name);
    report.unindexedPacksDeleted++;
  }
}
