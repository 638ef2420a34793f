/**
 * Storage adapter for repository objects. Implementations: local filesystem (here), the server's
 * cloud store over HTTP and S3 (later). Names are `/`-separated relative paths such as
 * `packs/ab/ab12…`; a put is atomic (a reader sees nothing or the whole blob).
 */
import { BackupError } from './errors.ts';

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, exclusive. */
  end: number;
}

/** Blob content: one buffer, its parts in order (packs: no concatenation copy), or a stream. */
export type BlobData = Uint8Array | readonly Uint8Array[] | AsyncIterable<Uint8Array>;

export interface BlobInfo {
  size: number;
}

/** Another repository read together with a store's own: an isolated device's, under its own key. */
export interface LinkedRepository {
  store: BlobStore;
  key: Uint8Array;
}

export interface BlobStore {
  /** Human-readable name for messages (`local:/mnt/backup`, `cloud`). */
  readonly label: string;
  /**
   * Writes a blob atomically; an array is the blob's parts in order. Stores the device owns (local
   * folders, the server's own view) replace a blob of that name; the agents' cloud store is
   * append-only and refuses to replace one whose content differs.
   */
  put(name: string, data: BlobData): Promise<void>;
  /** Streams a blob or a byte range of it; rejects with code ENOENT when absent. */
  get(name: string, range?: ByteRange): AsyncIterable<Uint8Array>;
  /** Size of a blob, or null when absent. */
  head(name: string): Promise<BlobInfo | null>;
  /** Names of all blobs under a prefix folder (`packs`, `index`, `snapshots`). */
  list(prefix: string): AsyncIterable<string>;
  /**
   * Removes a blob; absent blobs are not an error. Absent on append-only stores (the agents' cloud
   * store): only the server deletes cloud data (garbage collection, data deletion).
   */
  delete?(name: string): Promise<void>;
  /** Optional: reads a range into a caller's buffer (lets hot read paths reuse memory); returns bytes read. */
  readInto?(name: string, range: ByteRange, target: Buffer): Promise<number>;
  /**
   * Optional: the local file that holds a blob, for readers on other threads (restore workers read
   * packs themselves). Only stores on the local file system have it.
   */
  localPath?(name: string): string;
  /** Optional: removes partial uploads left by a killed writer (run only when no writer is active). */
  sweepPartial?(): Promise<number>;
  /**
   * Optional: further repositories to read with this one (the server's view of an organization:
   * isolated devices' repositories). Repository.open merges their snapshots and chunks.
   */
  linkedRepositories?(): Promise<LinkedRepository[]>;
}

/** Deletes a blob, or fails on an append-only store (an agent never deletes cloud data). */
export async function deleteBlob(store: BlobStore, name: string): Promise<void> {
  if (!store.delete) throw new BackupError('INVALID_ARGUMENT', `${store.label} is append-only: only the server removes its data`);
  await store.delete(name);
}

/**
 * A store seen from a folder of another (`devices/12/` of an organization's store): names are
 * relative to the folder. Partial uploads are swept, and linked repositories found, by the outer store.
 */
export function prefixedStore(inner: BlobStore, prefix: string, label = `${inner.label}/${prefix}`): BlobStore {
  if (!prefix.endsWith('/')) throw new BackupError('INVALID_ARGUMENT', `a store prefix ends with a slash: ${JSON.stringify(prefix)}`);
  assertBlobName(prefix.slice(0, -1));
  const full = (name: string) => {
    assertBlobName(name);
    return `${prefix}${name}`;
  };
  const { delete: remove, readInto, localPath } = inner;
  return {
    label,
    put: (name, data) => inner.put(full(name), data),
    get: (name, range) => inner.get(full(name), range),
    head: (name) => inner.head(full(name)),
    async *list(listPrefix) {
      for await (const name of inner.list(full(listPrefix))) yield name.slice(prefix.length);
    },
    ...(remove ? { delete: (name: string) => remove.call(inner, full(name)) } : {}),
    ...(readInto ? { readInto: (name: string, range: ByteRange, target: Buffer) => readInto.call(inner, full(name), range, target) } : {}),
    ...(localPath ? { localPath: (name: string) => localPath.call(inner, full(name)) } : {}),
  };
}

/** Reads a whole blob (or range) into memory; for small objects and single chunks only. */
export async function readBlob(store: BlobStore, name: string, range?: ByteRange): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const p of store.get(name, range)) parts.push(Buffer.from(p.buffer, p.byteOffset, p.byteLength));
  return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
}

/** Collects the names under a prefix. */
export async function listAll(store: BlobStore, prefix: string): Promise<string[]> {
  const names: string[] = [];
  for await (const n of store.list(prefix)) names.push(n);
  return names.sort();
}

/** Rejects names that could leave the store's root. */
export function assertBlobName(name: string): void {
  if (!name || name.startsWith('/') || name.includes('\\') || name.split('/').some((s) => s === '' || s === '.' || s === '..')) {
    throw new Error(`invalid blob name: ${JSON.stringify(name)}`);
  }
}
