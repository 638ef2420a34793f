/** Walks the sources of a plan in a stable order, honouring exclude patterns. */
import type { Stats } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';

export interface ScannedItem {
  /** Native path, for opening. */
  fsPath: string;
  /** `/`-separated absolute path, as recorded in the snapshot. */
  path: string;
  stats: Stats;
}

export interface ScanError {
  path: string;
  message: string;
}

/** Converts a native path to the snapshot's `/`-separated form. */
export function toSnapshotPath(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}

function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === '*' && glob[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/**
 * Builds an exclude matcher. A pattern without `/` matches a name anywhere (`*.tmp`, `node_modules`);
 * a pattern with `/` matches the whole path (`/home/*\/.cache`, `/var/**\/*.log`).
 */
export function excludeMatcher(patterns: readonly string[]): (path: string) => boolean {
  const byName = patterns.filter((p) => !p.includes('/')).map(globToRegExp);
  const byPath = patterns.filter((p) => p.includes('/')).map((p) => globToRegExp(p.replace(/\/+$/, '')));
  return (path) => {
    const name = path.slice(path.lastIndexOf('/') + 1);
    return byName.some((r) => r.test(name)) || byPath.some((r) => r.test(path));
  };
}

/**
 * Yields every directory, regular file and symlink under the sources (the roots themselves
 * included), depth-first in name order. Unreadable entries are reported, not fatal.
 */
export async function* scanSources(
  sources: readonly string[],
  excludes: readonly string[],
  onError: (e: ScanError) => void,
  opts: { oneFileSystem?: boolean } = {},
): AsyncGenerator<ScannedItem> {
  const excluded = excludeMatcher(excludes);
  const seen = new Set<string>();
  let rootDev = -1;
  const statOf = async (fsPath: string, path: string): Promise<Stats | null> => {
    try {
      return await lstat(fsPath);
    } catch (err) {
      onError({ path, message: (err as Error).message });
      return null;
    }
  };
  const visit = async function* (fsPath: string, known?: Stats | null): AsyncGenerator<ScannedItem> {
    const path = toSnapshotPath(fsPath);
    if (excluded(path) || seen.has(path)) return;
    seen.add(path);
    const stats = known === undefined ? await statOf(fsPath, path) : known;
    if (!stats) return;
    if (!stats.isFile() && !stats.isDirectory() && !stats.isSymbolicLink()) return;
    yield { fsPath, path, stats };
    if (!stats.isDirectory()) return;
    // Image plans stay on one volume: a mount point below the root is recorded, not entered.
    if (opts.oneFileSystem && rootDev !== -1 && stats.dev !== rootDev) return;
    let names: string[];
    try {
      names = await readdir(fsPath);
    } catch (err) {
      onError({ path, message: (err as Error).message });
      return;
    }
    names.sort();
    // Stat a directory's entries concurrently: one round trip per batch instead of per entry.
    for (let i = 0; i < names.length; i += 128) {
      const batch = names.slice(i, i + 128).map((n) => join(fsPath, n));
      const stats = await Promise.all(batch.map((p) => statOf(p, toSnapshotPath(p))));
      for (let j = 0; j < batch.length; j++) yield* visit(batch[j] as string, stats[j] ?? null);
    }
  };
  for (const src of sources) {
    const abs = resolve(src);
    if (basename(abs) === '' && abs !== sep) continue;
    rootDev = opts.oneFileSystem ? ((await lstat(abs).catch(() => null))?.dev ?? -1) : -1;
    yield* visit(abs);
  }
}
