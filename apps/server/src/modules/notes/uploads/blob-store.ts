import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded bytes live; the database keeps only their metadata. */
export interface BlobStore {
  /** Writes the whole stream under `key`, or nothing at all; answers the byte count. */
  put(key: string, body: Readable): Promise<number>;
  /** Opens the bytes of `key`, or null when there are none. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]{1,128}$/;

function checkKey(key: string): string {
  // Keys become file names: never let one climb out of the store's folder.
  if (!SAFE_KEY.test(key)) throw new Error(`invalid blob key: ${key}`);
  return key;
}

/** A blob store on the local filesystem; writes go to a temp file that is renamed into place. */
export function createFsBlobStore(root: string): BlobStore {
  const tmpDir = path.join(root, '.tmp');
  const ready = Promise.all([mkdir(root, { recursive: true }), mkdir(tmpDir, { recursive: true })]);
  const fileOf = (key: string) => path.join(root, checkKey(key));

  return {
    async put(key, body) {
      const target = fileOf(key);
      await ready;
      const tmp = path.join(tmpDir, `${key}.${randomBytes(6).toString('hex')}`);
      try {
        await pipeline(body, createWriteStream(tmp, { flags: 'wx' }));
        const { size } = await stat(tmp);
        await rename(tmp, target);
        return size;
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
