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
  /**
   * A new temp file in `dir` (the destination's directory, so the commit's rename stays atomic).
   * `mode`: creation mode (umask applies); private 0o600 when commit will set the real mode.
   */
  createTemp(dir: string, mode?: number): Promise<TempFile>;
  symlink(target: string, path: string): Promise<void>;
  setMeta(path: string, meta: FileMeta): Promise<void>;
}

/** NAME_MAX: the longest file name (in bytes) Linux, macOS and Windows file systems take. */
export const NAME_MAX = 255;

const TEMP_NAME = /^\.outpost-[0-9a-f]{16}\.tmp$/;

/** This process's half of temporary names, and the count that tells its names apart. */
const tempPrefix = randomBytes(4).toString('hex');
let tempCount = 0;

/**
 * A restored file's temporary name: short and fixed-length (29 bytes), so it fits wherever the
 * final name does (a name of NAME_MAX bytes backs up, so it must restore; a temp name derived from
 * it would not fit). Hidden (leading dot) and recognisable (isRestoreTempName) as a crashed
 * restore's leftover. 32 random bits per process keep concurrent writers apart, a count the names
 * of one process (a random draw per file showed in a 100,000-file restore's profile, issue 28);
 * the file is created exclusively all the same.
 */
export function tempName(): string {
  tempCount = (tempCount + 1) >>> 0;
  return `.outpost-${tempPrefix}${tempCount.toString(16).padStart(8, '0')}.tmp`;
}

/** Whether a file name (not a path) is one tempName() makes. */
export const isRestoreTempName = (name: string): boolean => TEMP_NAME.test(name);

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
  async createTemp(dir, mode = 0o600) {
    const path = join(dir, tempName());
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

/** The longest start of `s` that is at most `bytes` long in UTF-8, cut between characters. */
function utf8Prefix(s: string, bytes: number): string {
  let used = 0;
  let end = 0;
  for (const ch of s) {
    used += Buffer.byteLength(ch, 'utf8');
    if (used > bytes) break;
    end += ch.length;
  }
  return s.slice(0, end);
}

/**
 * Name for KEEP_BOTH: `name (n).ext` (the extension is the part after the last dot). The stem is
 * shortened where the copy's name would pass NAME_MAX, so a long name keeps both copies too.
 */
export function keepBothName(path: string, n: number): string {
  const dir = dirname(path);
  const name = basename(path);
  const dot = name.lastIndexOf('.');
  // An "extension" too long to leave room for a stem is treated as part of the stem.
  const keepExt = dot > 0 && Buffer.byteLength(name.slice(dot), 'utf8') <= NAME_MAX / 2;
  const ext = keepExt ? name.slice(dot) : '';
  const suffix = ` (${n})${ext}`;
  const stem = utf8Prefix(keepExt ? name.slice(0, dot) : name, NAME_MAX - Buffer.byteLength(suffix, 'utf8'));
  return join(dir, `${stem}${suffix}`);
}
