/**
 * Outpost backup engine (agent side). Pure library: every side effect goes through an adapter
 * (BlobStore for repositories, RestoreFs for restore destinations, VolumeProbe for image metadata).
 *
 * API
 *   runBackup({ sources, excludes?, stores, key, previousSnapshot?, journalDir, tags?, onProgress?, signal?, codecThreads? })
 *       → { snapshot, snapshotJson (its compressed JSON, read back in pieces: decision 0053), resumed }
 *     stores: [one] for LOCAL or CLOUD, [local, cloud] for HYBRID (each store gets every chunk it lacks).
 *     key: the organization's 32-byte key. previousSnapshot: the plan's last Snapshot or its jobGuid
 *     (DELTA: unchanged files — same size, mtime, inode — are not read). journalDir: the plan's
 *     folder in the agent data dir; an interrupted job (even SIGKILL) is resumed by the next call.
 *     codecThreads: worker threads that hash, compress and seal chunks (default 2 when the files to
 *     read total 64 MiB or more; see codec-pool.ts); the main thread reads, chunks and packs.
 *   runImageBackup({ volume, …same as runBackup }) → whole volume + VolumeInfo in the snapshot.
 *   runRestore({ store, key, snapshot, paths?, destination, collision, restorePermissions?, onProgress?, signal?, fs?, syncFiles?, workerThreads? })
 *       → { status COMPLETED | COMPLETED_WITH_WARNINGS, filesRestored, filesSkipped, bytesWritten, failed[], skipped[], missing[], renamed[] }
 *       (throws INVALID_ARGUMENT naming the paths when none of `paths` is in the snapshot)
 *     destination: { kind: 'original' } | { kind: 'other', root }. collision: OVERWRITE | SKIP |
 *     KEEP_BOTH (`name (1).ext`) | OVERWRITE_IF_NEWER. Corrupted or missing data fails only the
 *     affected files; DISK_FULL and CANCELLED fail the job (no half-written file under a real name).
 *     workerThreads: threads that decrypt, decompress, verify and write the files (default 3 from
 *     64 MiB up on the real filesystem; they start from compiled JavaScript, see ts-worker.ts).
 *     The main thread then only reads packs and hands out files.
 *   checkRepository({ store, key, readData? }) → CheckReport (ok, missingChunks, corruptPacks with affected paths, …)
 *   collectGarbage({ store, key, liveSnapshots }) → GcReport (deletes dead snapshots, dead packs, repacks packs
 *     more than 30% dead by copying live sealed chunks, removes unindexed packs and partial uploads).
 *     Run it only while no backup writes to the repository (the server serialises it per organization),
 *     and only on a store that deletes (the server's cloud store, a LOCAL target): the agents' cloud
 *     store is append-only (no delete), and GC through it fails with INVALID_ARGUMENT.
 *   Repository.open(store, deriveKeys(key)) → listSnapshots(), loadSnapshot(jobGuid), readChunk(id) for browsing/downloads.
 *   new DecodePool(threads?) → readRun(repo, ids): a run of a file's chunks decoded on a worker thread (downloads:
 *     several runs decode at once while the caller sends); one pool serves any number of repositories.
 *     readEncodedRun(repo, ids, { crc32, deflate }) also checksums and raw-deflates the run there (zip entries);
 *     recycle(bytes) hands a large run's memory back once it has been sent.
 *   FsBlobStore(root): the local-filesystem store; the server/S3 stores implement the same BlobStore
 *   (put/get with ranges/head/list; optional delete, readInto, sweepPartial and linkedRepositories).
 *   Snapshots are found by jobGuid at `snapshots/<jobGuid>` or in a device folder
 *   `snapshots/<nodeId>/<jobGuid>`; a store's linkedRepositories (the server's view of isolated
 *   devices) are read with it. prefixedStore(store, 'devices/9/') sees a folder as a store.
 *   Errors are BackupError with a code (DISK_FULL, CANCELLED, CORRUPT_DATA, MISSING_DATA, WRONG_KEY,
 *   NOT_A_REPOSITORY, PATH_TRAVERSAL, INVALID_ARGUMENT, IO_ERROR).
 *
 * Process setting: restores fdatasync every file before renaming it, and each sync holds a libuv
 * pool thread (restore workers issue a batch of up to 64 at once); with Node's default 4 threads,
 * syncs starve reads, decompression and writes. Start
 * the agent with UV_THREADPOOL_SIZE=ENGINE_THREADPOOL_SIZE (it must be set before the process's
 * first async I/O, e.g. in the environment of the service or by re-spawning, as bench/backup/run.ts does).
 *
 * Format (see repository.ts, pack.ts, keys.ts): FastCDC chunks (512 KiB / ~1 MiB / 8 MiB), ids =
 * HMAC-SHA256 under a key derived from the org key, zstd-1 (or brotli-1) where it pays, AES-256-GCM, ~16 MiB
 * packs named by the SHA-256 of their bytes with a trailer index plus `index/<packId>`, snapshots as sealed JSON.
 */
/** libuv pool size the engine is tuned for (see "Process setting" above). */
export const ENGINE_THREADPOOL_SIZE = 16;

export { runBackup, type BackupOptions, type BackupPhase, type BackupResult } from './backup.ts';
export { SnapshotJson, packSnapshot, snapshotJsonPieces } from './snapshot-json.ts';
export { runImageBackup, readVolumeInfo, nodeVolumeProbe, type ImageBackupOptions, type VolumeProbe } from './image.ts';
export { runRestore, type CollisionMode, type RestoreOptions, type RestoreResult, type RestoreFailure } from './restore.ts';
export { checkRepository, type CheckOptions, type CheckReport } from './check.ts';
export { collectGarbage, type GcOptions, type GcReport } from './gc.ts';
export { forgetPaths, type ForgetOptions, type ForgetReport } from './forget.ts';
export { Repository, newRepositoryConfig, openSnapshotBlob } from './repository.ts';
export { DecodePool, type EncodedRun, type RunEncoding } from './decode-pool.ts';
export { deriveKeys, type RepoKeys } from './keys.ts';
export { FsBlobStore } from './fs-blob-store.ts';
export {
  readBlob,
  listAll,
  assertBlobName,
  deleteBlob,
  prefixedStore,
  type BlobData,
  type BlobStore,
  type BlobInfo,
  type ByteRange,
  type LinkedRepository,
} from './blob-store.ts';
export { nodeRestoreFs, type RestoreFs, type TempFile, type FileMeta } from './restore-fs.ts';
export type { RestoreDestination } from './restore-paths.ts';
export { BackupError, type BackupErrorCode } from './errors.ts';
export { DEFAULT_CHUNKER, type ChunkerParams } from './chunker.ts';
export { packName, indexName, isPackId, packIdOf, openIndex, readPackTrailer } from './pack.ts';
export { DEFAULT_COMPRESSION, type CompressionPolicy } from './compress.ts';
export type * from './types.ts';
