/** Filesystem adapter for restores, so tests can simulate a full disk or a slow device. */
import { randomBytes } from 'node:crypto';
import { chmod, lchown, lstat, mkdir, open, realpath, rename, symlink, unlink, utimes } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export interface ExistingInfo {
  kind: 'file' | 'dir' | 'symlink' | 'other';
  mtimeMs: number;
}

export interface FileMeta {
  mtimeMs: number;
  /** Applied only when set (restore permissions asked). */
  mode?: number;
  owner?: { uid: number; gid: number };
}

/** A file being written under a temporary name next to its destination. */
export interface TempFile {
  readonly path: string;
  write(data: Uint8Array): Promise<void>;
  /** Apply metadata, flush (unless `sync` is false), rename onto `finalPath`. */
  commit(finalPath: string, meta: FileMeta, sync?: boolean): Promise<void>;
  /** Closes and removes the temp file (after an error or cancel). */
  discard(): Promise<void>;
}

export interface RestoreFs {
  lstat(path: string): Promise<ExistingInfo | null>;
  realpath(path: string): Promise<string>;
  mkdir(path: string): Promise<void>;
  /** `mode`: creation mode (umask applies); private 0o600 when commit will set the real mode. */
  createTemp(dir: string, forName: string, mode?: number): Promise<TempFile>;
  symlink(target: string, path: string): Promise<void>;
  setMeta(path: string, meta: FileMeta): Promise<void>;
}

/** Temp names start with a dot and carry a marker so a crashed restore's leftovers are recognisable. */
export function tempNameFor(name: string): string {
  return `.${name}.outpost-restore-${randomBytes(4).toString('hex')}`;
}

async function applyMeta(path: string, meta: FileMeta): Promise<void> {
  if (meta.owner) await lchown(path, meta.owner.uid, meta.owner.gid);
  if (meta.mode !== undefined) await chmod(path, meta.mode);
  const t = new Date(meta.mtimeMs);
  await utimes(path, t, t);
}

/** The real filesystem. */
export const nodeRestoreFs: RestoreFs = {
  async lstat(path) {
    try {
      const s = await lstat(path);
      const kind = s.isFile() ? 'file' : s.isDirectory() ? 'dir' : s.isSymbolicLink() ? 'symlink' : 'other';
      return { kind, mtimeMs: s.mtimeMs };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  },
  realpath: (p) => realpath(p),
  async mkdir(path) {
    await mkdir(path);
  },
  async createTemp(dir, forName, mode = 0o600) {
    const path = join(dir, tempNameFor(forName));
    const fh = await open(path, 'wx', mode);
    let closed = false;
    return {
      path,
      async write(data) {
        await fh.write(data);
      },
      async commit(finalPath, meta, sync = true) {
        // Metadata through the open handle: no path lookups, and the rename publishes a finished file.
        if (meta.owner) await fh.chown(meta.owner.uid, meta.owner.gid);
        if (meta.mode !== undefined) await fh.chmod(meta.mode);
        const t = new Date(meta.mtimeMs);
        await fh.utimes(t, t);
        // fdatasync: data and size are durable before the rename; skips a needless metadata flush.
        if (sync) await fh.datasync();
        await fh.close();
        closed = true;
        await rename(path, finalPath);
      },
      async discard() {
        if (!closed) await fh.close().catch(() => undefined);
        closed = true;
        await unlink(path).catch(() => undefined);
      },
    };
  },
  async symlink(target, path) {
    await symlink(target, path);
  },
  async setMeta(path, meta) {
    await applyMeta(path, meta);
  },
};

/** Name for KEEP_BOTH: `name (n).ext` (the extension is the part after the last dot). */
export function keepBothName(path: string, n: number): string {
  const dir = dirname(path);
  const name = basename(path);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  return join(dir, `${stem} (${n})${ext}`);
}
