import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { enumLabel, formatClock, formatDuration, refLabel } from './ticketLabels.ts';

const t = i18n.getFixedT('en') as TFunction;

describe('what a ticket shows for what it points at (spec 002 §8.2)', () => {
  it("marks a deleted organization, location or disabled user '(Deleted)'", () => {
    expect(refLabel(t, { name: 'Initech', deleted: true })).toBe('Initech (Deleted)');
    expect(refLabel(t, { name: 'Initech', deleted: false })).toBe('Initech');
  });

  it("says 'User not Found' for a user id that matches no user, even when a name was kept", () => {
    expect(refLabel(t, { name: 'Old Name', found: false, deleted: true })).toBe('User not Found');
  });

  it("says 'N/A' for nothing and for something without a name", () => {
    expect(refLabel(t, null)).toBe('N/A');
    expect(refLabel(t, { name: null })).toBe('N/A');
    expect(refLabel(t, undefined, 'Unassigned')).toBe('Unassigned');
  });

  it("reads enum values as the editor does, and unknown ones as 'N/A'", () => {
    expect(enumLabel(t, 'priority', 'HIGH')).toBe('High');
    expect(enumLabel(t, 'source', 'HELP_REQUEST')).toBe('Help request');
    expect(enumLabel(t, 'type', 'SOMETHING_NEW')).toBe('N/A');
    expect(enumLabel(t, 'type', null)).toBe('N/A');
  });
});

describe('durations', () => {
  it('shows seconds under a minute, minutes under an hour, then hours and minutes', () => {
    expect(formatDuration(4)).toBe('4s');
    expect(formatDuration(1504)).toBe('25m');
    expect(formatDuration(3900)).toBe('1h 05m');
  });

  it('runs a timer clock as H:MM:SS and never below zero', () => {
    expect(formatClock(3725.9)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('0:00:00');
  });
});
