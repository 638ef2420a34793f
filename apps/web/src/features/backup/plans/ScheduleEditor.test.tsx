import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScheduleInput } from '@outpost/contracts';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render.tsx';
import { ScheduleEditor } from './ScheduleEditor.tsx';

function Host({ initial }: { initial: ScheduleInput }) {
  const [value, setValue] = useState(initial);
  return <ScheduleEditor value={value} onChange={setValue} />;
}

describe('ScheduleEditor', () => {
  it('edits weekday chips and reads the schedule back', async () => {
    const u = userEvent.setup();
    renderApp(<Host initial={{ scheduleType: 'WEEKLY', hour: 3, minute: 30, weekDays: [1] }} />);
    expect(screen.getByTestId('schedule-description')).toHaveTextContent('Every week on Monday at 03:30');
    await u.click(screen.getByRole('checkbox', { name: 'Fri' }));
    expect(screen.getByTestId('schedule-description')).toHaveTextContent('Every week on Monday and Friday at 03:30');
  });

  it('offers "Last day" for monthly and "Last" week for week of month', async () => {
    const u = userEvent.setup();
    renderApp(<Host initial={{ scheduleType: 'MONTHLY', hour: 1, minute: 0, dayOfMonth: 0 }} />);
    expect(screen.getByTestId('schedule-description')).toHaveTextContent('Every month on the last day at 01:00');
    expect(screen.getByDisplayValue('Last day')).toBeInTheDocument();
    await u.click(screen.getByDisplayValue('Monthly'));
    await u.click(await screen.findByRole('option', { name: 'Interval', hidden: true }));
    expect(screen.getByTestId('schedule-description')).toHaveTextContent('Every hour');
  });

  it('keeps one weekday: switching to weekly picks today, and the last chosen day cannot be cleared', async () => {
    const u = userEvent.setup();
    renderApp(<Host initial={{ scheduleType: 'DAILY', hour: 3, minute: 30, weekDays: [] }} />);
    await u.click(screen.getByDisplayValue('Daily'));
    await u.click(await screen.findByRole('option', { name: 'Weekly', hidden: true }));
    const today = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date().getDay()]!;
    expect(screen.getByRole('checkbox', { name: today })).toBeChecked();
    await u.click(screen.getByRole('checkbox', { name: today }));
    expect(screen.getByRole('checkbox', { name: today })).toBeChecked();
    expect(screen.getByTestId('schedule-description')).not.toHaveTextContent('Choose');
  });
});
