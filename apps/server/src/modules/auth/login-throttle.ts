import type { Clock } from '../../lib/clock.ts';
import { RateLimitedError } from '../../lib/errors.ts';

/** Failed sign-ins one account may take per minute, across every address. */
export const DEFAULT_ACCOUNT_FAILURES_PER_MINUTE = 30;
/** Failed sign-ins one source address may make per minute, across every account (an office behind one NAT signs in from one). */
export const DEFAULT_ADDRESS_FAILURES_PER_MINUTE = 60;

const WINDOW_MS = 60_000;
/** Keys one budget remembers at most: a guesser rotating addresses must not grow memory without bound. */
const MAX_KEYS = 100_000;

/** Failures per key in a sliding window; answers how long a key must wait before its next attempt. */
function createFailureBudget(clock: Clock, max: number) {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
  return {
    /** Milliseconds until the key may try again; 0 while it is within its budget. */
    waitMs(key: string): number {
      const now = clock.now().getTime();
      const kept = recent(key, now);
      if (kept.length === 0) failures.delete(key);
      else failures.set(key, kept);
      if (kept.length < max) return 0;
      // The attempt is allowed again once enough of the oldest failures have left the window.
      return kept[kept.length - max]! + WINDOW_MS - now;
    },
    record(key: string): void {
      const now = clock.now().getTime();
      const kept = recent(key, now);
      failures.delete(key); // re-inserted last: the map's order is then oldest activity first
      failures.set(key, [...kept, now]);
      if (failures.size > MAX_KEYS) failures.delete(failures.keys().next().value!);
    },
  };
}

/**
 * Failed sign-ins are charged to two budgets (issue 22): the account's, across every address (a
 * guesser spreading attempts over many addresses), and the source address's, across every account
 * (one address spraying many accounts). Past either, every attempt is refused with 429 and
 * Retry-After, the right password included, and only time refills a budget: a success never clears
 * failures, so an attacker signing in to an account of their own between guesses gains nothing.
 * Kept in memory per server process (decision 0041).
 */
export function createLoginThrottle(deps: { clock: Clock; maxFailuresPerMinute: number; maxAddressFailuresPerMinute: number }) {
  const accounts = createFailureBudget(deps.clock, deps.maxFailuresPerMinute);
  const addresses = createFailureBudget(deps.clock, deps.maxAddressFailuresPerMinute);
  return {
    /** Throws RATE_LIMITED (with the wait) while the account or the address is past its budget. */
    assertAllowed(account: string, address: string): void {
      const byAccount = accounts.waitMs(account);
      const byAddress = addresses.waitMs(address);
      const wait = Math.max(byAccount, byAddress);
      if (wait === 0) return;
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      const who = byAccount >= byAddress ? 'for this account' : 'from your network address';
      throw new RateLimitedError(`Too many failed sign-ins ${who}. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`, seconds);
    },
    recordFailure(account: string, address: string): void {
      accounts.record(account);
      addresses.record(address);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
