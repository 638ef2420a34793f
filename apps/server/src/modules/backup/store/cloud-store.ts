import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FsBlobStore, prefixedStore, type BlobStore, type ByteRange, type LinkedRepository } from '../engine.ts';
import { createS3BlobStore, createS3Client, listS3Folders, type S3Settings, type StreamingStore } from './s3-blob-store.ts';

/**
 * Layout of an organization's store (decision 0013):
 *   config, packs/, index/        the shared repository (organization key)
 *   snapshots/<nodeId>/<jobGuid>  each device's snapshots, written by that device only
 *   snapshots/<jobGuid>           snapshots from before per-device folders (read only)
 *   devices/<nodeId>/…            an isolated device's own repository (its own key), same layout
 */
export const DEVICES_FOLDER = 'devices';

/** The folder of a device's own repository in its organization's store. */
export const deviceRepository = (nodeId: number) => `${DEVICES_FOLDER}/${nodeId}/`;

/** Answers the server's cloud BlobStore of an organization (one engine repository each). */
export interface CloudStores {
  /**
   * The organization's store. Opened as an engine Repository it also reads every isolated
   * device's repository (linkedRepositories), so browsing, downloads, check and GC see all data.
   */
  forOrganization(organizationId: number): BlobStore;
  readonly kind: 'filesystem' | 's3';
}

/** Filesystem under `DATA_DIR/blobs/org-<id>/` by default; S3 when configured. */
export function createCloudStores(options: {
  dataDir: string;
  s3?: S3Settings | undefined;
  /** The key of an isolated device's repository. */
  deviceKey: (organizationId: number, nodeId: number) => Promise<Buffer>;
}): CloudStores {
  const cache = new Map<number, BlobStore>();
  const s3 = options.s3;
  const client = s3 ? createS3Client(s3) : undefined;

  function open(organizationId: number): { store: BlobStore; folders: (prefix: string) => Promise<string[]> } {
    const prefix = `org-${organizationId}`;
    if (s3 && client) return { store: createS3BlobStore(client, s3.bucket, prefix), folders: (p) => listS3Folders(client, s3.bucket, `${prefix}/${p}`) };
    const root = path.join(options.dataDir, 'blobs', prefix);
    return { store: new FsBlobStore(root), folders: (p) => fsFolders(path.join(root, p)) };
  }

  function withLinked(organizationId: number): BlobStore {
    const { store, folders } = open(organizationId);
    const linkedRepositories = async (): Promise<LinkedRepository[]> => {
      const linked: LinkedRepository[] = [];
      for (const name of await folders(DEVICES_FOLDER)) {
        const nodeId = Number(name);
        if (!/^\d+$/.test(name) || !(await store.head(`${deviceRepository(nodeId)}config`))) continue;
        linked.push({ store: prefixedStore(store, deviceRepository(nodeId)), key: await options.deviceKey(organizationId, nodeId) });
      }
      return linked;
    };
    return Object.assign(store, { linkedRepositories });
  }

  return {
    kind: s3 ? 's3' : 'filesystem',
    forOrganization(organizationId) {
      let store = cache.get(organizationId);
      if (!store) {
        store = withLinked(organizationId);
        cache.set(organizationId, store);
      }
      return store;
    },
  };
}

/**
 * Bytes a file read stream reads at once: large enough that a 16 MiB range is a few dozen reads,
 * small enough that a restore's requests in flight hold little of the server's memory.
 */
const FILE_PIECE = 256 * 1024;

/**
 * A stored object, or a byte range of it, as a stream straight from the store: a file read stream
 * (filesystem) or the object's response body (S3). The agents' blob reads are sent this way, so
 * the server holds a few pieces of each answer at a time however large the range, and starts
 * sending before it has read the whole range. Rejects with code ENOENT when the object is absent.
 */
export async function blobStream(store: BlobStore, name: string, range?: ByteRange): Promise<Readable> {
  if (store.localPath) {
    const file = createReadStream(store.localPath(name), { highWaterMark: FILE_PIECE, ...(range ? { start: range.start, end: range.end - 1 } : {}) });
    // Opened before the answer's headers go out, so a blob that just went away is a 404, not a cut answer.
    await new Promise<void>((resolve, reject) => {
      file.once('ready', () => resolve());
      file.once('error', reject);
    });
    return file;
  }
  const streaming = store as BlobStore & Partial<StreamingStore>;
  if (streaming.openStream) return streaming.openStream(name, range);
  return Readable.from(store.get(name, range));
}

/** Names of the folders directly inside a directory (none when it does not exist). */
async function fsFolders(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
