/** Test helpers: temp dirs, deterministic data, store wrappers that count or fail. */
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach } from 'vitest';
import { deleteBlob, type BlobData, type BlobInfo, type BlobStore, type ByteRange } from '../blob-store.ts';

/** A fresh temp dir; remove with cleanup(). */
export async function tempDir(tag = 'outpost-backup-'): Promise<string> {
  return mkdtemp(join(tmpdir(), tag));
}

export async function cleanup(...dirs: string[]): Promise<void> {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
}

/** For a test file: answers a function making temp dirs that are removed after each test. */
export function useTempDirs(): () => Promise<string> {
  const dirs: string[] = [];
  afterEach(async () => cleanup(...dirs.splice(0)));
  return async () => {
    const d = await tempDir();
    dirs.push(d);
    return d;
  };
}

/** Deterministic pseudo-random bytes (AES-256-CTR keystream keyed by the seed). */
export function seededBytes(seed: string, length: number): Buffer {
  const key = createHash('sha256').update(seed).digest();
  return createCipheriv('aes-256-ctr', key, Buffer.alloc(16)).update(Buffer.alloc(length));
}

/** Compressible text of a given length. */
export function textBytes(seed: string, length: number): Buffer {
  const words = ['backup', 'device', 'agent', 'restore', 'chunk', 'pack', 'index', 'organization', 'snapshot', 'volume'];
  const parts: string[] = [];
  let n = 0;
  let x = [...seed].reduce((a, c) => a * 31 + c.charCodeAt(0), 7) >>> 0;
  while (n < length) {
    x = (x * 1103515245 + 12345) >>> 0;
    const w = `${words[x % words.length]}${x % 97} `;
    parts.push(w);
    n += w.length;
  }
  return Buffer.from(parts.join('')).subarray(0, length);
}

export async function writeTree(root: string, files: Record<string, Buffer | string>): Promise<void> {
  for (const [rel, data] of Object.entries(files)) {
    const p = join(root, rel);
    await mkdir(dirname(p), { recursive: true });
    await writeFile(p, data);
  }
}

/** Map of relative path → sha256 of every regular file under root. */
export async function treeDigest(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (dir: string): Promise<void> => {
    for (const it of await readdir(dir, { withFileTypes: true })) {
      const p = join(dir, it.name);
      if (it.isDirectory()) await walk(p);
      else if (it.isFile())
        out[relative(root, p)] = createHash('sha256')
          .update(await readFile(p))
          .digest('hex');
    }
  };
  await walk(root);
  return out;
}

export async function fileSize(p: string): Promise<number> {
  return (await stat(p)).size;
}

export function randomKey(): Buffer {
  return randomBytes(32);
}

/** Wraps a store: counts bytes put, and can fail puts after a byte budget with ENOSPC. */
export class TestStore implements BlobStore {
  readonly label: string;
  bytesPut = 0;
  puts: string[] = [];
  failAfterBytes = Infinity;

  constructor(private readonly inner: BlobStore) {
    this.label = `test(${inner.label})`;
  }

  async put(name: string, data: BlobData): Promise<void> {
    let buf: Uint8Array;
    if (data instanceof Uint8Array) buf = data;
    else {
      const parts: Uint8Array[] = [];
      for await (const p of data as AsyncIterable<Uint8Array>) parts.push(p);
      buf = Buffer.concat(parts);
    }
    if (this.bytesPut + buf.length > this.failAfterBytes) {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    }
    this.bytesPut += buf.length;
    this.puts.push(name);
    await this.inner.put(name, buf);
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
  delete(name: string): Promise<void> {
    return deleteBlob(this.inner, name);
  }
}
