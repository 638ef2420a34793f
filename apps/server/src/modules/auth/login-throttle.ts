import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';

const WINDOW_MS = 60_000;

/**
 * Failed sign-ins per account across every address: the per-address limiter alone lets a
 * password guesser spread attempts over many addresses. Keys are normalised e-mails. Kept in
 * memory: a restart forgets it, and several server processes each count their own share.
 */
export function createLoginThrottle(deps: { clock: Clock; maxFailuresPerMinute: number }) {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
  return {
    /** Throws RATE_LIMITED while the account has had too many failures in the last minute. */
    assertAllowed(key: string): void {
      const now = deps.clock.now().getTime();
      const kept = recent(key, now);
      if (kept.length === 0) failures.delete(key);
      else failures.set(key, kept);
      if (kept.length >= deps.maxFailuresPerMinute) throw new AppError('RATE_LIMITED', 'Too many attempts. Try again in a minute.');
    },
    recordFailure(key: string): void {
      const now = deps.clock.now().getTime();
      failures.set(key, [...recent(key, now), now]);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
