/** Rate-limits progress callbacks so a fast loop does not flood a progress bar or the server. */
import type { Progress, ProgressCallback } from './types.ts';

/** Wraps a callback: at most one call per `intervalMs`, plus forced final calls. */
export function progressThrottle(cb: ProgressCallback | undefined, intervalMs = 100): (p: Progress, path?: string, force?: boolean) => void {
  let last = 0;
  return (p, path, force = false) => {
    if (!cb) return;
    const now = Date.now();
    if (!force && now - last < intervalMs) return;
    last = now;
    cb({ ...p, ...(path ? { currentPath: path } : {}) });
  };
}
