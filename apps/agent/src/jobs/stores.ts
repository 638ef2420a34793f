/** Stores for a job's destination: LOCAL folders on the device and byte counting per target. */
import { stat } from 'node:fs/promises';
import { dirname, isAbsolute } from 'node:path';
import { BackupError, FsBlobStore, type BlobData, type BlobInfo, type BlobStore, type ByteRange } from './engine.ts';

/** Counts the bytes written through it (storedBytes per target); a backup never deletes, so neither does it. */
export class CountingStore implements BlobStore {
  bytesWritten = 0;
  /** The inner store's, when it is on this device's file system: the engine tells local stores from remote ones by it. */
  readonly localPath?: (name: string) => string;

  constructor(readonly inner: BlobStore) {
    const { localPath } = inner;
    if (localPath) this.localPath = (name) => localPath.call(inner, name);
  }

  get label(): string {
    return this.inner.label;
  }

  put(name: string, data: BlobData): Promise<void> {
    if (data instanceof Uint8Array) this.bytesWritten += data.length;
    else if (Array.isArray(data)) for (const p of data as readonly Uint8Array[]) this.bytesWritten += p.length;
    else return this.inner.put(name, this.counted(data as AsyncIterable<Uint8Array>));
    return this.inner.put(name, data);
  }

  private async *counted(data: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
    for await (const p of data) {
      this.bytesWritten += p.length;
      yield p;
    }
  }

  get(name: string, range?: ByteRange): AsyncIterable<Uint8Array> {
    return this.inner.get(name, range);
  }

  head(name: string): Promise<BlobInfo | null> {
    return this.inner.head(name);
  }

  list(prefix: string): AsyncIterable<string> {
    return this.inner.list(prefix);
  }
}

const isDir = async (p: string): Promise<boolean> => (await stat(p).catch(() => null))?.isDirectory() ?? false;

/**
 * Opens a LOCAL target. The folder itself may be created on first use, but its parent must
 * exist: an unmounted share must fail the job, not fill the system disk.
 */
export async function openLocalStore(localPath: string | null): Promise<FsBlobStore> {
  if (!localPath || !isAbsolute(localPath))
    throw new BackupError('INVALID_ARGUMENT', `The local backup target ${JSON.stringify(localPath)} is not an absolute path`);
  if (!(await isDir(localPath)) && !(await isDir(dirname(localPath)))) {
    throw new BackupError('IO_ERROR', `The local backup target ${localPath} is not reachable from this device`);
  }
  return new FsBlobStore(localPath);
}

/** True when a local target holds a repository (and, if given, that snapshot). */
export async function localRepositoryHas(localPath: string | null, jobGuid?: string): Promise<boolean> {
  if (!localPath || !isAbsolute(localPath) || !(await isDir(localPath))) return false;
  const store = new FsBlobStore(localPath);
  const config = await store.head('config').catch(() => null);
  if (!config) return false;
  return jobGuid ? (await store.head(`snapshots/${jobGuid}`).catch(() => null)) !== null : true;
}
