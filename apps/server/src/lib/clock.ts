/** Time as a dependency, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock ahead of `base` by an offset that only grows: the explicit test clock of a server
 * started with OUTPOST_TEST_CLOCK=true (decision 0021). Moving forward only, so a lease or a
 * firing it stamped is never later than what it reads next.
 */
export function aheadClock(base: Clock = systemClock) {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    offsetMs: () => offsetMs,
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The test clock only moves forward');
      offsetMs += ms;
    },
  } satisfies Clock & Record<string, unknown>;
}
export type AheadClock = ReturnType<typeof aheadClock>;
