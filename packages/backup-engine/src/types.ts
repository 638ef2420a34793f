/** Shared data shapes of the backup engine: repository objects, snapshots and progress. */

/** How a chunk's plaintext was compressed before encryption. */
export type Compression = 'none' | 'zstd' | 'brotli' | 'deflate';

/** Where one chunk sits inside a pack file. */
export interface PackEntry {
  /** Keyed chunk id (hex HMAC-SHA256 of the plaintext). */
  id: string;
  /** Byte offset of the sealed chunk in the pack. */
  offset: number;
  /** Sealed length (nonce + ciphertext + tag). */
  length: number;
  /** Plaintext length before compression. */
  rawLength: number;
  compression: Compression;
}

/** The index of one pack, stored beside it (`index/<packId>`) and in its trailer. */
export interface PackIndex {
  packId: string;
  entries: PackEntry[];
}

/** Where a chunk can be read from: the pack and its entry. */
export interface ChunkLocation {
  packId: string;
  entry: PackEntry;
}

export type EntryType = 'file' | 'dir' | 'symlink';

/** One path captured in a snapshot (the tree/file index of a job). */
export interface FileEntry {
  /** Absolute path on the source device, `/`-separated. */
  path: string;
  type: EntryType;
  size: number;
  mtimeMs: number;
  inode: number;
  mode: number;
  uid: number;
  gid: number;
  /** Placeholder: ACLs are not captured yet on any OS (null = not captured). */
  acl: null;
  /** Chunk ids in order; empty for directories, symlinks and empty files. */
  chunks: string[];
  linkTarget?: string;
  /** jobGuid of the snapshot in which this content was last read (its revision). */
  revisionJob: string;
  /**
   * Bytes this revision's content added to the (first) store when it was read: its sealed chunks
   * that were new there, so 0 when every chunk was already stored (a copy, an earlier version).
   * Files only; absent in snapshots written before it was recorded.
   */
  storedBytes?: number;
}

/** A path that existed in the previous snapshot and is gone now (server marks it DELETED). */
export interface DeletedEntry {
  path: string;
  type: EntryType;
  /** jobGuid holding the last revision of the deleted path. */
  lastRevisionJob: string;
}

export type BuildType = 'FULL' | 'DELTA';

/** Totals of a job, in the units the server's revision model wants. */
export interface SnapshotTotals {
  files: number;
  dirs: number;
  /** Sum of file sizes in the snapshot. */
  bytes: number;
  /** Files read in this job (new or changed). */
  filesRead: number;
  /** Files reused from the previous snapshot without reading. */
  filesReused: number;
  deletedFiles: number;
  chunksNew: number;
  chunksReused: number;
  /** Plaintext bytes of chunks that were new to the repository. */
  newBytes: number;
  /** Bytes written to pack files by this job (per store, i.e. the backupSize). */
  storedBytes: number;
  /** Files that could not be read (vanished, permission denied). */
  errors: number;
}

/** A revision: one completed backup job. */
export interface Snapshot {
  version: 1;
  jobGuid: string;
  /** Free-form plan/device identifiers supplied by the caller. */
  tags: Record<string, string>;
  sources: string[];
  created: string;
  completed: string;
  bldType: BuildType;
  /** jobGuid of the snapshot this one was compared to (DELTA). */
  parent: string | null;
  totals: SnapshotTotals;
  entries: FileEntry[];
  deleted: DeletedEntry[];
  /** Errors met while reading (path + message); the job still completed. */
  warnings: { path: string; message: string }[];
  /** Image plans: volume metadata captured with the snapshot. */
  volume?: VolumeInfo;
}

/** Metadata of a volume captured by an image plan. */
export interface VolumeInfo {
  mountPoint: string;
  device: string | null;
  label: string | null;
  fileSystem: string | null;
  partitionStyle: string | null;
  sizeBytes: number | null;
  usedBytes: number | null;
}

/** Progress of a backup or restore, reported through a callback. */
export interface Progress {
  phase: 'scan' | 'backup' | 'restore' | 'check' | 'gc';
  filesProcessed: number;
  filesTotal: number;
  bytesProcessed: number;
  bytesTotal: number;
  currentPath?: string;
}

export type ProgressCallback = (p: Progress) => void;
