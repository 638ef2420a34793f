/**
 * Where a restored entry goes, and the checks that keep it inside the destination: no `..`,
 * `.`, empty or NUL segments, no absolute escapes, and no existing symlink (inside the
 * destination) that resolves outside it. Directories are created one component at a time so
 * nothing is ever created through a link that points elsewhere.
 */
import { isAbsolute, join, sep } from 'node:path';
import { BackupError } from './errors.ts';
import type { RestoreFs } from './restore-fs.ts';

export type RestoreDestination = { kind: 'original' } | { kind: 'other'; root: string };

function badSegment(s: string): boolean {
  return s === '' || s === '.' || s === '..' || s.includes('\0') || (sep === '\\' && /[\\:]/.test(s));
}

/** Splits a `/`-separated snapshot path into checked segments. */
export function safeSegments(path: string): string[] {
  const segs = path.split('/').filter((s, i) => !(i === 0 && s === ''));
  if (segs.some(badSegment)) throw new BackupError('PATH_TRAVERSAL', `refused path ${JSON.stringify(path)}: it contains "..", "." or empty segments`);
  return segs;
}

/** Whether `path` is `item` or lies under it. */
function within(path: string, item: string): boolean {
  return path === item || item === '/' || path.startsWith(item.endsWith('/') ? item : `${item}/`);
}

/** The item a path was selected through (the longest selected prefix), or null. */
export function selectedItem(path: string, selection: readonly string[]): string | null {
  let best: string | null = null;
  for (const item of selection) if (within(path, item) && (!best || item.length > best.length)) best = item;
  return best;
}

/**
 * The selected items the snapshot holds nothing for. `found` holds the items entries were
 * selected through (selectedItem: the longest match), so an item is also found through a found
 * item under it (a parent folder selected along with its backed-up child).
 */
export function missingItems(selection: readonly string[], found: ReadonlySet<string>): string[] {
  const missing = selection.filter((item) => !found.has(item) && ![...found].some((f) => within(f, item)));
  return [...new Set(missing)];
}

/** Segments of the restored path relative to the destination root. */
export function relativeTarget(path: string, item: string, dest: RestoreDestination): string[] {
  const segs = safeSegments(path);
  if (dest.kind === 'original') return segs;
  // Other location: the selected item keeps its name under the root (`/a/b` selected → root/b/…).
  const itemDepth = item === '/' ? 0 : safeSegments(item).length - 1;
  const rel = segs.slice(itemDepth);
  if (rel.length === 0) throw new BackupError('PATH_TRAVERSAL', `nothing to restore for ${path}`);
  return rel;
}

/** Linux file systems tell names apart by case; Windows' and macOS's (by default) do not. */
const CASE_SENSITIVE = process.platform !== 'win32' && process.platform !== 'darwin';

/** Validates the destination root and guards directory creation under it. */
export class DestinationGuard {
  private readonly verified = new Set<string>();
  /** Directories this restore made: they held nothing before it (see emptyBefore). */
  private readonly made = new Set<string>();

  private constructor(
    private readonly fs: RestoreFs,
    readonly root: string,
    private readonly realRoot: string,
  ) {}

  static async create(fs: RestoreFs, dest: RestoreDestination): Promise<DestinationGuard> {
    const root = dest.kind === 'original' ? sep : dest.root;
    if (!isAbsolute(root)) throw new BackupError('PATH_TRAVERSAL', `destination must be an absolute path: ${root}`);
    if (root.split(/[\\/]/).some((s) => s === '..' || s.includes('\0'))) throw new BackupError('PATH_TRAVERSAL', `destination may not contain "..": ${root}`);
    const info = await fs.lstat(root);
    if (!info) throw new BackupError('INVALID_ARGUMENT', `destination ${root} does not exist`);
    const real = await fs.realpath(root);
    return new DestinationGuard(fs, root, real);
  }

  private inside(real: string): boolean {
    return real === this.realRoot || real.startsWith(this.realRoot.endsWith(sep) ? this.realRoot : this.realRoot + sep);
  }

  /**
   * True when this restore made `dir`, so nothing was at any of its names before: a file restored
   * into it needs no collision check (issue 28: one lstat per file of a fresh 100,000-file restore).
   * Not on case-insensitive platforms, where two snapshot names can meet at one file name.
   */
  emptyBefore(dir: string): boolean {
    return CASE_SENSITIVE && this.made.has(dir);
  }

  /** Creates (or checks) the directories for `segs` under the root; returns the directory path. */
  async ensureDir(segs: readonly string[]): Promise<string> {
    // Most calls ask for a folder already made or checked (the files of one folder come together).
    const whole = join(this.root, ...segs);
    if (this.verified.has(whole)) return whole;
    let dir = this.root;
    for (const s of segs) {
      dir = join(dir, s);
      if (this.verified.has(dir)) continue;
      const info = await this.fs.lstat(dir);
      if (!info) {
        await this.fs.mkdir(dir);
        this.made.add(dir);
      } else if (info.kind === 'symlink') {
        const real = await this.fs.realpath(dir).catch(() => '');
        if (!real || !this.inside(real)) throw new BackupError('PATH_TRAVERSAL', `refused ${dir}: a link leads outside the destination`);
        if ((await this.fs.lstat(real))?.kind !== 'dir') throw new BackupError('IO_ERROR', `${dir} is not a directory`);
      } else if (info.kind !== 'dir') {
        throw new BackupError('IO_ERROR', `${dir} exists and is not a directory`);
      }
      this.verified.add(dir);
    }
    return dir;
  }
}
