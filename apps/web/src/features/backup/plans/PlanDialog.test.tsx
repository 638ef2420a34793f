import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { deviceDetail } from '../../../test/fixtures.ts';
import { mockFetch, mockRoute, plan, renderApp } from '../test/render.tsx';
import { PlanDialog } from './PlanDialog.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const device = (timeZone?: string) =>
  deviceDetail(timeZone ? { hostname: 'h', os: { platform: 'linux', distro: 'd', release: '1' }, disks: [], network: [], timeZone } : null);

describe('the backup plan dialog', () => {
  it("shows the plan's zone and its next runs there, naming the spring-forward shift", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T00:00:00Z'));
    mockFetch([mockRoute('get', '/api/devices/{id}', () => device('America/New_York'))]);
    const sundays = plan({
      timeZone: 'Europe/Berlin',
      schedule: { scheduleType: 'WEEKLY', hour: 2, minute: 30, weekDays: [0], dayOfMonth: 1, weekOfMonth: 1, interval: 1, intervalUnit: 'HOURS' },
    });
    renderApp(<PlanDialog nodeId={7} plan={sundays} onClose={() => undefined} />);
    expect(await screen.findByLabelText('Time zone')).toHaveValue('Europe/Berlin');
    const preview = await screen.findByTestId('schedule-preview');
    await waitFor(() => expect(within(preview).getAllByTestId('schedule-run')).toHaveLength(10));
    const runs = within(preview)
      .getAllByTestId('schedule-run')
      .map((li) => li.textContent);
    expect(runs[0]).toBe('7 Mar 2027 02:30');
    expect(runs[3]).toBe('28 Mar 2027 03:30 — 02:30 does not exist that day');
  });

  it("starts a new plan in its device's reported zone", async () => {
    const { calls } = mockFetch([
      mockRoute('get', '/api/devices/{id}', () => device('Asia/Kolkata')),
      mockRoute('post', '/api/backup/nodes/{nodeId}/plans', () => plan()),
    ]);
    renderApp(<PlanDialog nodeId={7} plan={null} onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Kolkata'));
    expect(within(screen.getByTestId('schedule-preview')).getByText('in Asia/Kolkata')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
