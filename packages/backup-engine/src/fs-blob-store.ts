/** Local-filesystem BlobStore: the LOCAL target (a path or mounted share on the device). */
import { randomBytes } from 'node:crypto';
import { close as fsClose, createReadStream, open as fsOpen, read as fsRead } from 'node:fs';
import { promisify } from 'node:util';
import { mkdir, open, readdir, rename, rm, stat, unlink, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DIRECT_MIN, StagingPool, writeDirect } from './direct-write.ts';
import { assertBlobName, type BlobData, type BlobInfo, type BlobStore, type ByteRange } from './blob-store.ts';

const TMP_MARK = '.tmp-';

/** A temp file a put writes before its rename: a put in progress, or one whose writer was killed. */
export interface PartialUpload {
  /** Its `/`-separated name under the store's root, e.g. `index/.tmp-0a1b2c3d4e5f`. */
  name: string;
  size: number;
  /** Last write: a put in progress keeps moving it, so an old one belongs to a dead writer. */
  modifiedMs: number;
}
const RANGE_READ_MAX = 16 * 1024 * 1024;
const openCb = promisify(fsOpen);
const readCb = promisify(fsRead);
const closeCb = promisify(fsClose);

async function readAt(fd: number, range: ByteRange, into?: Buffer): Promise<Buffer> {
  const want = range.end - range.start;
  const buf = into ?? Buffer.allocUnsafe(want);
  let got = 0;
  while (got < want) {
    const { bytesRead: n } = await readCb(fd, buf, got, want - got, range.start + got);
    if (n === 0) break;
    got += n;
  }
  return got === buf.length ? buf : buf.subarray(0, got);
}

async function readRange(path: string, range: ByteRange, into?: Buffer): Promise<Buffer> {
  const fd = await openCb(path, 'r');
  try {
    return await readAt(fd, range, into);
  } finally {
    await closeCb(fd);
  }
}

/** How long an unused pack stays open: a restore reads thousands of ranges from a few packs. */
const PACK_IDLE_MS = 2_000;

/**
 * Read handles of packs, shared by concurrent reads and closed once idle. Only packs: they are
 * never rewritten under their name (GC deletes them or writes new ones), so a handle can never
 * read stale content; one held on a deleted pack is released within PACK_IDLE_MS.
 */
class PackHandles {
  private readonly handles = new Map<string, { fd: Promise<number>; users: number; idleSince: number }>();
  private sweeper: NodeJS.Timeout | null = null;

  async read(path: string, range: ByteRange, into: Buffer): Promise<Buffer> {
    let handle = this.handles.get(path);
    if (!handle) {
      const opened = { fd: openCb(path, 'r'), users: 0, idleSince: 0 };
      // A failed open (a missing pack) is not kept: the next read tries again.
      opened.fd.catch(() => this.handles.get(path) === opened && this.handles.delete(path));
      this.handles.set(path, opened);
      handle = opened;
    }
    handle.users++;
    try {
      return await readAt(await handle.fd, range, into);
    } finally {
      handle.users--;
      handle.idleSince = Date.now();
      this.sweepLater();
    }
  }

  private sweepLater(): void {
    if (this.sweeper) return;
    this.sweeper = setTimeout(() => {
      this.sweeper = null;
      const now = Date.now();
      for (const [path, h] of this.handles) {
        if (h.users > 0 || now - h.idleSince < PACK_IDLE_MS) continue;
        this.handles.delete(path);
        void h.fd.then((fd) => closeCb(fd)).catch(() => undefined);
      }
      if (this.handles.size > 0) this.sweepLater();
    }, PACK_IDLE_MS);
    this.sweeper.unref();
  }
}

async function fsyncDir(dir: string): Promise<void> {
  // Makes the rename durable; some filesystems (and Windows) refuse to open a directory.
  try {
    const fh = await open(dir, 'r');
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
  } catch {
    /* best effort */
  }
}

const byteLength = (parts: readonly Uint8Array[]) => parts.reduce((a, p) => a + p.length, 0);

async function writeAll(fh: FileHandle, parts: readonly Uint8Array[]): Promise<void> {
  for (let i = 0; i < parts.length; i += 512) {
    let batch = parts.slice(i, i + 512);
    while (batch.length) {
      const want = byteLength(batch);
      let { bytesWritten } = await fh.writev(batch);
      if (bytesWritten === want) break;
      const rest: Uint8Array[] = [];
      for (const p of batch) {
        if (bytesWritten >= p.length) bytesWritten -= p.length;
        else {
          rest.push(p.subarray(bytesWritten));
          bytesWritten = 0;
        }
      }
      batch = rest;
    }
  }
}

/** A BlobStore rooted at a directory: temp file + fsync + rename for every put. */
export class FsBlobStore implements BlobStore {
  readonly label: string;
  private readonly packs = new PackHandles();
  private readonly staging: StagingPool;
  /** Large blobs (packs) go to disk with O_DIRECT until the file system refuses it. */
  private direct: boolean;

  /** `staging`: where direct writes take their aligned buffers (tests hand in ones the kernel refuses). */
  constructor(
    private readonly root: string,
    opts: { directWrites?: boolean; staging?: StagingPool } = {},
  ) {
    this.label = `local:${root}`;
    this.direct = opts.directWrites ?? true;
    this.staging = opts.staging ?? new StagingPool();
  }

  private path(name: string): string {
    assertBlobName(name);
    return join(this.root, ...name.split('/'));
  }

  async put(name: string, data: BlobData): Promise<void> {
    const final = this.path(name);
    const dir = dirname(final);
    await mkdir(dir, { recursive: true });
    const tmp = join(dir, `${TMP_MARK}${randomBytes(6).toString('hex')}`);
    if (this.direct && Array.isArray(data) && byteLength(data as readonly Uint8Array[]) >= DIRECT_MIN) {
      const written = await writeDirect(tmp, data as readonly Uint8Array[], this.staging).catch(async (err: unknown) => {
        await unlink(tmp).catch(() => undefined);
        throw err;
      });
      if (written) return this.publish(tmp, final, dir);
      // The file system refused O_DIRECT: this store writes through the page cache from now on.
      this.direct = false;
    }
    const fh = await open(tmp, 'wx');
    try {
      if (data instanceof Uint8Array) {
        await fh.writeFile(data);
      } else if (Array.isArray(data)) {
        // writev in batches (IOV_MAX is 1024 on Linux); handles short writes by retrying the rest.
        await writeAll(fh, data as readonly Uint8Array[]);
      } else {
        for await (const piece of data as AsyncIterable<Uint8Array>) await fh.write(piece);
      }
      await fh.sync();
      await fh.close();
    } catch (err) {
      await fh.close().catch(() => undefined);
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
    await this.publish(tmp, final, dir);
  }

  /** Renames a synced temp file to its name and makes the rename durable. */
  private async publish(tmp: string, final: string, dir: string): Promise<void> {
    try {
      await rename(tmp, final);
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
    await fsyncDir(dir);
  }

  async *get(name: string, range?: ByteRange): AsyncIterable<Uint8Array> {
    const p = this.path(name);
    if (range && range.end <= range.start) return;
    if (range && range.end - range.start <= RANGE_READ_MAX) {
      // Chunk reads are small and frequent: one positioned read beats a stream per chunk.
      yield await readRange(p, range);
      return;
    }
    const stream = createReadStream(p, range ? { start: range.start, end: range.end - 1, highWaterMark: 1 << 20 } : { highWaterMark: 1 << 20 });
    for await (const piece of stream) yield piece as Buffer;
  }

  localPath(name: string): string {
    return this.path(name);
  }

  async readInto(name: string, range: ByteRange, target: Buffer): Promise<number> {
    if (target.length < range.end - range.start) throw new RangeError('target buffer too small');
    const path = this.path(name);
    return (name.startsWith('packs/') ? await this.packs.read(path, range, target) : await readRange(path, range, target)).length;
  }

  async head(name: string): Promise<BlobInfo | null> {
    try {
      const s = await stat(this.path(name));
      return s.isFile() ? { size: s.size } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async *list(prefix: string): AsyncIterable<string> {
    const base = this.path(prefix);
    const walk = async function* (dir: string, rel: string): AsyncGenerator<string> {
      let items;
      try {
        items = await readdir(dir, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const it of items) {
        if (it.name.startsWith(TMP_MARK)) continue;
        if (it.isDirectory()) yield* walk(join(dir, it.name), `${rel}/${it.name}`);
        else if (it.isFile()) yield `${rel}/${it.name}`;
      }
    };
    yield* walk(base, prefix);
  }

  async delete(name: string): Promise<void> {
    await rm(this.path(name), { force: true });
  }

  /** Every temp file under the root with its size and last write, for `backup:check` to report. */
  async partialUploads(): Promise<PartialUpload[]> {
    const found: PartialUpload[] = [];
    const walk = async (dir: string, rel: string): Promise<void> => {
      const items = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const it of items) {
        const name = rel ? `${rel}/${it.name}` : it.name;
        if (it.isDirectory()) await walk(join(dir, it.name), name);
        else if (it.name.startsWith(TMP_MARK)) {
          // Gone between readdir and stat: its put has just renamed it.
          const s = await stat(join(dir, it.name)).catch(() => null);
          if (s) found.push({ name, size: s.size, modifiedMs: s.mtimeMs });
        }
      }
    };
    await walk(this.root, '');
    return found.sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Removes one temp file named by partialUploads; refuses any other name, so no blob can go. */
  async removePartial(name: string): Promise<void> {
    if (!name.slice(name.lastIndexOf('/') + 1).startsWith(TMP_MARK)) throw new Error(`not a temp file: ${JSON.stringify(name)}`);
    await rm(this.path(name), { force: true });
  }

  /** Removes temp files left by a killed writer (call when no writer is running). */
  async sweepPartial(): Promise<number> {
    let removed = 0;
    const walk = async (dir: string): Promise<void> => {
      const items = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const it of items) {
        const p = join(dir, it.name);
        if (it.isDirectory()) await walk(p);
        else if (it.name.startsWith(TMP_MARK)) {
          await rm(p, { force: true });
          removed++;
        }
      }
    };
    await walk(this.root);
    return removed;
  }
}
