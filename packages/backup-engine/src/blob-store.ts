/**
 * Storage adapter for repository objects. Implementations: local filesystem (here), the server's
 * cloud store over HTTP and S3 (later). Names are `/`-separated relative paths such as
 * `packs/ab/ab12…`; a put is atomic (a reader sees nothing or the whole blob).
 */

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

export interface BlobStore {
  /** Human-readable name for messages (`local:/mnt/backup`, `cloud`). */
  readonly label: string;
  /** Writes a blob atomically, replacing any blob of that name; an array is the blob's parts in order. */
  put(name: string, data: BlobData): Promise<void>;
  /** Streams a blob or a byte range of it; rejects with code ENOENT when absent. */
  get(name: string, range?: ByteRange): AsyncIterable<Uint8Array>;
  /** Size of a blob, or null when absent. */
  head(name: string): Promise<BlobInfo | null>;
  /** Names of all blobs under a prefix folder (`packs`, `index`, `snapshots`). */
  list(prefix: string): AsyncIterable<string>;
  /** Removes a blob; absent blobs are not an error. */
  delete(name: string): Promise<void>;
  /** Optional: reads a range into a caller's buffer (lets hot read paths reuse memory); returns bytes read. */
  readInto?(name: string, range: ByteRange, target: Buffer): Promise<number>;
  /**
   * Optional: the local file that holds a blob, for readers on other threads (restore workers read
   * packs themselves). Only stores on the local file system have it.
   */
  localPath?(name: string): string;
  /** Optional: removes partial uploads left by a killed writer (run only when no writer is active). */
  sweepPartial?(): Promise<number>;
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
