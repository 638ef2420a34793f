import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_RUNS_MAX, SCHEDULE_MESSAGES, type NextRunsRequest } from '@outpost/contracts';
import { createTestContext, signIn, type Session, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let technician: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  technician = await signIn(ctx, 'TECHNICIAN');
});
afterAll(() => ctx.close());

const weekly: NextRunsRequest['schedule'] = {
  repeats: 'WEEKLY',
  repeatsEveryCount: 1,
  daysOfWeek: ['SUNDAY'],
  dayOfMonth: 1,
  startDate: '2026-03-01',
  runAtHour: 2,
  runAtMinute: 30,
  end: { type: 'NEVER' },
};
const post = (payload: unknown, who: Session | null = technician) =>
  ctx.app.inject({ method: 'POST', url: '/api/schedules/next-runs', headers: who?.headers ?? {}, payload: payload as object });
const messagesOf = (body: { error?: { details?: Array<{ message: string }> }; message?: string }) => JSON.stringify(body);

describe('POST /api/schedules/next-runs', () => {
  it('answers the runs in the zone as instants, and names the DST shift', async () => {
    const res = await post({ schedule: weekly, timeZone: 'Europe/Berlin', after: '2026-03-10T00:00:00Z', count: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      runs: ['2026-03-15T01:30:00.000Z', '2026-03-22T01:30:00.000Z', '2026-03-29T01:30:00.000Z'],
      notes: [{ run: '2026-03-29T01:30:00.000Z', kind: 'GAP', wallTime: '2026-03-29T02:30', message: '02:30 does not exist that day' }],
    });
  });

  it("counts from the server's now when no instant is given, ten runs by default", async () => {
    // The test clock reads Monday 2026-01-05 10:00 UTC.
    const res = await post({ schedule: { ...weekly, startDate: '2020-01-05' }, timeZone: 'UTC' });
    const runs = res.json<{ runs: string[] }>().runs;
    expect(runs).toHaveLength(10);
    expect(runs[0]).toBe('2026-01-11T02:30:00.000Z');
  });

  it(`refuses more than ${NEXT_RUNS_MAX} runs, an unknown zone and malformed schedules with the spec's messages`, async () => {
    const tooMany = await post({ schedule: weekly, timeZone: 'UTC', count: NEXT_RUNS_MAX + 1 });
    expect(tooMany.statusCode).toBe(400);
    expect(messagesOf(tooMany.json())).toContain(SCHEDULE_MESSAGES.count);
    const zone = await post({ schedule: weekly, timeZone: 'Mars/Olympus', count: 1 });
    expect(zone.statusCode).toBe(400);
    expect(messagesOf(zone.json())).toContain(SCHEDULE_MESSAGES.timeZone);
    const noDays = await post({ schedule: { ...weekly, daysOfWeek: [] }, timeZone: 'UTC' });
    expect(noDays.statusCode).toBe(400);
    expect(messagesOf(noDays.json())).toContain(SCHEDULE_MESSAGES.weekday);
    const every = await post({ schedule: { ...weekly, repeats: 'EVERY', repeatsEveryCount: 24, scheduleInterval: 'HOURLY' }, timeZone: 'UTC' });
    expect(messagesOf(every.json())).toContain(SCHEDULE_MESSAGES.every);
    const occurrences = await post({ schedule: { ...weekly, end: { type: 'AFTER', occurenceCount: 0 } }, timeZone: 'UTC' });
    expect(messagesOf(occurrences.json())).toContain(SCHEDULE_MESSAGES.occurrences);
    const badDate = await post({ schedule: { ...weekly, startDate: '2026-02-30' }, timeZone: 'UTC' });
    expect(badDate.statusCode).toBe(400);
    expect(messagesOf(badDate.json())).toContain(SCHEDULE_MESSAGES.invalid);
  });

  it('is for signed-in users only', async () => {
    expect((await post({ schedule: weekly, timeZone: 'UTC' }, null)).statusCode).toBe(401);
  });
});
