import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecurringSchedule } from '@outpost/contracts';
import { renderWithProviders } from '../test-utils.tsx';
import { engineNextRuns } from './engineLoader.ts';
import type { NextRunsLoader } from './NextRunsPreview.tsx';
import { ScheduleEditor } from './ScheduleEditor.tsx';

// Spec 001 §4 and §5, one test per rule, through the widget as a user drives it. The preview is
// fed by the real engine (engineNextRuns), as the playground does; the app feeds it the API.

const NOW = new Date('2026-03-01T12:00:00Z');
const base: RecurringSchedule = {
  repeats: 'WEEKLY',
  repeatsEveryCount: 3,
  daysOfWeek: ['SUNDAY'],
  dayOfMonth: 1,
  scheduleInterval: null,
  startDate: '2026-03-08',
  runAtHour: 2,
  runAtMinute: 30,
  end: { type: 'NEVER', occurenceCount: null, endDate: null },
};

function Harness({
  initial = base,
  zone = 'Europe/Berlin',
  loader = engineNextRuns(() => NOW),
  monthlyOnly,
  seen,
}: {
  initial?: RecurringSchedule;
  zone?: string;
  loader?: NextRunsLoader;
  monthlyOnly?: boolean;
  seen?: (v: RecurringSchedule) => void;
}) {
  const [value, setValue] = useState(initial);
  const [timeZone, setTimeZone] = useState(zone);
  return (
    <ScheduleEditor
      value={value}
      onChange={(v) => {
        seen?.(v);
        setValue(v);
      }}
      timeZone={timeZone}
      onTimeZoneChange={setTimeZone}
      loadNextRuns={loader}
      monthlyOnly={monthlyOnly}
      now={() => NOW}
    />
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const seen = vi.fn<(v: RecurringSchedule) => void>();
  const user = userEvent.setup();
  renderWithProviders(<Harness {...props} seen={seen} />);
  const last = () => seen.mock.calls.at(-1)?.[0];
  return { user, seen, last };
}

describe('ScheduleEditor', () => {
  it('is titled Schedule with Repeats, On Days, Recur Every, Start At, Ends and a time zone, 500 px high', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Schedule' })).toBeInTheDocument();
    for (const label of ['Repeats', 'Recur Every', 'Start date', 'Start time', 'Ends', 'Time zone']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'On Days' })).toBeInTheDocument();
    expect(screen.getByTestId('schedule-editor')).toHaveStyle({ height: '500px' });
  });

  it('sets Recur Every back to 1 when the repeat type changes, and offers Day of Month 1–31 and Last for monthly', async () => {
    const { user, last } = setup();
    expect(screen.getByLabelText('Recur Every')).toHaveValue(3);
    await user.selectOptions(screen.getByLabelText('Repeats'), 'MONTHLY');
    expect(last()).toMatchObject({ repeats: 'MONTHLY', repeatsEveryCount: 1 });
    expect(screen.getByLabelText('Recur Every')).toHaveValue(1);
    const day = screen.getByLabelText('Day of Month');
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...Array.from({ length: 31 }, (_, i) => String(i + 1)), 'Last']);
    await user.selectOptions(day, 'Last');
    expect(last()?.dayOfMonth).toBe(0);
  });

  it('hands on the interval unit (HOURLY) only when repeats is EVERY', async () => {
    const { user, last } = setup();
    await user.selectOptions(screen.getByLabelText('Repeats'), 'EVERY');
    expect(last()).toMatchObject({ repeats: 'EVERY', scheduleInterval: 'HOURLY' });
    await user.selectOptions(screen.getByLabelText('Repeats'), 'DAILY');
    expect(last()).toMatchObject({ repeats: 'DAILY', scheduleInterval: null });
  });

  it('clamps EVERY hours to 1–23 and blocks e, E, -, + and .', async () => {
    const { user, last } = setup({ initial: { ...base, repeats: 'EVERY', repeatsEveryCount: 1, scheduleInterval: 'HOURLY' } });
    const hours = screen.getByLabelText('Recur Every');
    fireEvent.change(hours, { target: { value: '30' } });
    expect(last()?.repeatsEveryCount).toBe(23);
    fireEvent.change(hours, { target: { value: '0' } });
    expect(last()?.repeatsEveryCount).toBe(1);
    for (const key of ['e', 'E', '-', '+', '.']) expect(fireEvent.keyDown(hours, { key })).toBe(false);
    expect(fireEvent.keyDown(hours, { key: '5' })).toBe(true);
    await user.clear(hours);
    await user.type(hours, '7');
    expect(last()?.repeatsEveryCount).toBe(7);
  });

  it('keeps at least one weekday selected', async () => {
    const { user, seen, last } = setup();
    const days = screen.getByRole('group', { name: 'On Days' });
    await user.click(within(days).getByLabelText('Sun'));
    expect(within(days).getByLabelText('Sun')).toBeChecked();
    expect(seen.mock.calls.every(([v]) => v.daysOfWeek.length > 0)).toBe(true);
    await user.click(within(days).getByLabelText('Mon'));
    expect(last()?.daysOfWeek).toEqual(['MONDAY', 'SUNDAY']);
    await user.click(within(days).getByLabelText('Sun'));
    expect(last()?.daysOfWeek).toEqual(['MONDAY']);
  });

  it('clears the end date for Never and After, defaults it a month ahead for On, and keeps occurrences at least 1', async () => {
    const { user, last } = setup();
    await user.selectOptions(screen.getByLabelText('Ends'), 'ON');
    expect(last()?.end).toEqual({ type: 'ON', occurenceCount: null, endDate: '2026-04-08' });
    expect(screen.getByLabelText('End date')).toHaveValue('04/08/2026');
    await user.selectOptions(screen.getByLabelText('Ends'), 'AFTER');
    expect(last()?.end).toEqual({ type: 'AFTER', occurenceCount: 1, endDate: null });
    const occurrences = screen.getByLabelText('Occurrences');
    fireEvent.change(occurrences, { target: { value: '0' } });
    expect(last()?.end.occurenceCount).toBe(1);
    fireEvent.change(occurrences, { target: { value: '12' } });
    expect(last()?.end.occurenceCount).toBe(12);
    await user.selectOptions(screen.getByLabelText('Ends'), 'NEVER');
    expect(last()?.end).toEqual({ type: 'NEVER', occurenceCount: null, endDate: null });
  });

  it('warns "You can\'t select a date / time in the past" for a start before now in the zone', async () => {
    const { user } = setup();
    expect(screen.queryByText("You can't select a date / time in the past")).toBeNull();
    const date = screen.getByLabelText('Start date');
    await user.clear(date);
    await user.type(date, '02/27/2026');
    await user.tab();
    expect(await screen.findByText("You can't select a date / time in the past")).toBeInTheDocument();
  });

  it('ignores an invalid start date: the schedule keeps its date', async () => {
    const { user, seen } = setup();
    const date = screen.getByLabelText('Start date');
    await user.clear(date);
    await user.type(date, '02/30/2027');
    await user.tab();
    expect(seen.mock.calls.some(([v]) => v.startDate !== base.startDate)).toBe(false);
  });

  it('previews the next 10 runs in the chosen zone and says when DST moved one', async () => {
    setup({ initial: { ...base, repeatsEveryCount: 1 } });
    await waitFor(() => expect(screen.getAllByTestId('schedule-run')).toHaveLength(10));
    const runs = screen.getAllByTestId('schedule-run').map((r) => r.textContent);
    expect(runs[0]).toBe('8 Mar 2026 02:30');
    expect(runs[3]).toBe('29 Mar 2026 03:30 — 02:30 does not exist that day');
    expect(runs[4]).toBe('5 Apr 2026 02:30');
  });

  it('moves the preview with the time zone picked', async () => {
    const { user } = setup({ initial: { ...base, repeatsEveryCount: 1 } });
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Kolkata');
    await waitFor(() => expect(screen.getByTestId('schedule-preview')).toHaveTextContent('in Asia/Kolkata'));
    await waitFor(() => expect(screen.getAllByTestId('schedule-run')[3]).toHaveTextContent(/^29 Mar 2026 02:30$/));
  });

  it('shows loading, then the error in words when the preview cannot be loaded, and says when no runs are left', async () => {
    let fail: (e: Error) => void = () => {};
    setup({ loader: () => new Promise((_, reject) => (fail = reject)) });
    expect(screen.getByText('Working out the next runs…')).toBeInTheDocument();
    await waitFor(() => expect(fail).not.toBe(undefined));
    await new Promise((r) => setTimeout(r, 300));
    fail(new Error('Cannot reach the server. Check your connection and try again.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The next runs could not be loaded: Cannot reach the server.');
  });

  it('says when the schedule has no runs left', async () => {
    setup({ initial: { ...base, repeats: 'NEVER', startDate: '2026-02-01' } });
    expect(await screen.findByText('This schedule has no runs left.')).toBeInTheDocument();
  });

  it('hides Repeats and Recur Every in the monthly-only variant (agreement sync)', () => {
    setup({ monthlyOnly: true, initial: { ...base, repeats: 'MONTHLY', repeatsEveryCount: 1, dayOfMonth: 1 } });
    expect(screen.queryByLabelText('Repeats')).toBeNull();
    expect(screen.queryByLabelText('Recur Every')).toBeNull();
    expect(screen.getByLabelText('Day of Month')).toBeInTheDocument();
  });
});
