/**
 * Displayed upload progress (spec 002 §4.2): rises toward 100, slows at 70 and stops at 90
 * until the upload completes. Called once a tick (100 ms).
 */
export function nextProgress(progress: number): number {
  if (progress < 70) return Math.min(70, progress + 7);
  if (progress < 90) return Math.min(90, progress + 1);
  return progress;
}

/** After completion: 99 after 1 s, 100 after 2 s. */
export const COMPLETION_STEPS = [
  { afterMs: 1000, progress: 99 },
  { afterMs: 2000, progress: 100 },
] as const;
