import { z } from 'zod';

// The automations routes' shapes are in packages/contracts (ticketing/automations.ts); the test
// clock's stay here, as only servers started for tests answer them (decision 0021).

/** POST /api/ticketing/automation/test-clock (servers started with OUTPOST_TEST_CLOCK=true only). */
export const testClockAdvanceSchema = z.object({
  /** How far to move the time rules' clock forward: up to a year at once. */
  seconds: z
    .number()
    .int()
    .min(1)
    .max(366 * 24 * 60 * 60),
});
export const testClockSchema = z.object({
  /** How far ahead of real time the time rules' clock is. */
  offsetSeconds: z.number(),
  /** What the time rules' clock reads now. */
  now: z.string(),
});
