/** Path checks for anything a client or a snapshot names: zip entries, restore destinations (folder names: `folderNameProblem` in contracts). */

/** A zip entry name relative to `root`, or null when nothing safe is left (no `..`, no absolute, no backslash). */
export function zipEntryName(root: string, fullPath: string): string | null {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  const rel = fullPath === root ? fullPath.slice(fullPath.lastIndexOf('/') + 1) : fullPath.startsWith(prefix) ? fullPath.slice(prefix.length) : null;
  if (rel === null) return null;
  const parts = rel
    .replaceAll('\\', '/')
    .split('/')
    .filter((s) => s !== '' && s !== '.' && s !== '..')
    .map((s) => s.replace(/[\u0000-\u001f:]/g, '_'));
  return parts.length ? parts.join('/') : null;
}

/** A file name for Content-Disposition: ASCII fallback plus the RFC 5987 UTF-8 form. */
export function contentDisposition(name: string): string {
  const base = name.replace(/[\u0000-\u001f\\/"]/g, '_') || 'download';
  const ascii = base.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(base)}`;
}

/**
 * A restore destination: an absolute path (`/x`, `C:/x`, `C:\x`, `\\server\share`) with no
 * `..` segment. Answers the reason it is refused, or null when it is fine.
 */
export function destinationProblem(path: string): string | null {
  if (path.includes('\u0000')) return 'Invalid';
  const absolute = path.startsWith('/') || /^[A-Za-z]:[\\/]/.test(path) || path.startsWith('\\\\');
  if (!absolute) return 'Use an absolute path';
  if (path.split(/[\\/]/).some((s) => s === '..')) return 'The path may not contain ".."';
  return null;
}

/** Whether `p` is `root` or lies below it (`/` separated; a trailing slash on either is ignored). */
export function isWithin(p: string, root: string): boolean {
  const trim = (s: string) => (s.length > 1 && s.endsWith('/') && !/^[A-Za-z]:\/$/.test(s) ? s.slice(0, -1) : s);
  const [path, base] = [trim(p), trim(root)];
  return path === base || path.startsWith(base.endsWith('/') ? base : `${base}/`);
}

/** The mount point an image snapshot recorded (its `volume` column), if it recorded one. */
export function recordedMountPoint(volume: unknown): string | undefined {
  return (volume as { mountPoint?: string } | null | undefined)?.mountPoint;
}

/**
 * The root an image plan's items live under. The agent images the whole volume that holds the
 * plan's volume path and records its mount point in each snapshot; while the plan's volume is still
 * on that mount, the mount point is the root, otherwise (another volume chosen) the plan's volume.
 */
export function imageRoot(recordedMountPoint: string | null | undefined, planVolume: string | null): string {
  const volume = planVolume ?? '/';
  return recordedMountPoint && isWithin(volume, recordedMountPoint) ? recordedMountPoint : volume;
}
