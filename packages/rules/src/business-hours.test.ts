import { describe, expect, it } from 'vitest';
import { businessHoursFromConfig, businessHoursSchema, isWithinBusinessHours, zonedWeekdayAndMinutes, type BusinessHours } from './business-hours.ts';

const weekdays9to5 = { start: '09:00', end: '17:00' };

describe('isWithinBusinessHours', () => {
  it('24/7 is always open', () => {
    expect(isWithinBusinessHours(new Date('2024-01-07T03:00:00Z'), { twentyFourSeven: true })).toBe(true);
  });

  it('reads the wall clock of the zone, across a weekday boundary', () => {
    // Monday 23:30 UTC is already Tuesday 12:30 in Auckland (UTC+13 in January)…
    const instant = new Date('2024-01-01T23:30:00Z');
    expect(zonedWeekdayAndMinutes(instant, 'Pacific/Auckland')).toEqual({ weekday: 'TUESDAY', minutes: 12 * 60 + 30 });
    // …and still Monday 18:30 in New York (UTC-5).
    expect(zonedWeekdayAndMinutes(instant, 'America/New_York')).toEqual({ weekday: 'MONDAY', minutes: 18 * 60 + 30 });

    const auckland: BusinessHours = { timeZone: 'Pacific/Auckland', days: { TUESDAY: [weekdays9to5] } };
    const newYork: BusinessHours = { timeZone: 'America/New_York', days: { MONDAY: [weekdays9to5] } };
    expect(isWithinBusinessHours(instant, auckland)).toBe(true);
    expect(isWithinBusinessHours(instant, newYork)).toBe(false);
    expect(isWithinBusinessHours(new Date('2024-01-01T21:59:00Z'), newYork)).toBe(true);
  });

  it('start is inclusive, end exclusive; 24:00 closes at midnight', () => {
    const hours: BusinessHours = { timeZone: 'UTC', days: { FRIDAY: [weekdays9to5], SATURDAY: [{ start: '20:00', end: '24:00' }] } };
    expect(isWithinBusinessHours(new Date('2024-03-08T09:00:00Z'), hours)).toBe(true);
    expect(isWithinBusinessHours(new Date('2024-03-08T08:59:59Z'), hours)).toBe(false);
    expect(isWithinBusinessHours(new Date('2024-03-08T17:00:00Z'), hours)).toBe(false);
    expect(isWithinBusinessHours(new Date('2024-03-09T23:59:00Z'), hours)).toBe(true);
    expect(isWithinBusinessHours(new Date('2024-03-10T00:00:00Z'), hours)).toBe(false);
  });

  it('follows daylight saving time in the zone', () => {
    const berlin: BusinessHours = { timeZone: 'Europe/Berlin', days: { MONDAY: [weekdays9to5] } };
    // 08:30 UTC is 09:30 in winter (UTC+1) and 10:30 in summer (UTC+2): open both times;
    // 07:30 UTC is 08:30 in winter (closed) but 09:30 in summer (open).
    expect(isWithinBusinessHours(new Date('2024-01-08T07:30:00Z'), berlin)).toBe(false);
    expect(isWithinBusinessHours(new Date('2024-07-08T07:30:00Z'), berlin)).toBe(true);
  });

  it('a day without intervals is closed; several intervals per day work', () => {
    const split: BusinessHours = {
      timeZone: 'UTC',
      days: {
        WEDNESDAY: [
          { start: '08:00', end: '12:00' },
          { start: '13:00', end: '17:00' },
        ],
      },
    };
    expect(isWithinBusinessHours(new Date('2024-03-06T12:30:00Z'), split)).toBe(false);
    expect(isWithinBusinessHours(new Date('2024-03-06T13:30:00Z'), split)).toBe(true);
    expect(isWithinBusinessHours(new Date('2024-03-07T13:30:00Z'), split)).toBe(false);
  });
});

describe('businessHoursSchema', () => {
  it('refuses an unknown zone and intervals that end before they start', () => {
    expect(businessHoursSchema.safeParse({ timeZone: 'Mars/Olympus', days: {} }).success).toBe(false);
    expect(businessHoursSchema.safeParse({ timeZone: 'UTC', days: { MONDAY: [{ start: '17:00', end: '09:00' }] } }).success).toBe(false);
    expect(businessHoursSchema.safeParse({ timeZone: 'UTC', days: { MONDAY: [{ start: '9:00', end: '17:00' }] } }).success).toBe(false);
    expect(businessHoursSchema.safeParse({ timeZone: 'UTC', days: { MONDAY: [{ start: '00:00', end: '24:00' }] } }).success).toBe(true);
    expect(businessHoursSchema.safeParse({ twentyFourSeven: true }).success).toBe(true);
  });
});

describe('businessHoursFromConfig', () => {
  const day = (enabled: boolean) => ({ enabled, start: '09:00', end: '17:00' });
  it('keeps 24/7 and turns each enabled day into its interval; disabled days are closed', () => {
    expect(businessHoursFromConfig({ twentyFourSeven: true, timeZone: 'UTC', days: { MONDAY: day(true) } })).toEqual({ twentyFourSeven: true });
    const hours = businessHoursFromConfig({ twentyFourSeven: false, timeZone: 'Europe/Berlin', days: { MONDAY: day(true), SUNDAY: day(false) } });
    expect(hours).toEqual({ timeZone: 'Europe/Berlin', days: { MONDAY: [{ start: '09:00', end: '17:00' }] } });
    // Monday 10:00 in Berlin (UTC+1 in January) is open; Sunday is not.
    expect(isWithinBusinessHours(new Date('2024-01-08T09:00:00Z'), hours)).toBe(true);
    expect(isWithinBusinessHours(new Date('2024-01-07T09:00:00Z'), hours)).toBe(false);
  });
});
