import type { SessionUser } from '@outpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, renderTickets, SessionGate } from '../../test/render.tsx';
import { deviceDetail, ticketRow } from '../../test/fixtures.ts';
import { DevicePage } from './DevicePage.tsx';

const technician: SessionUser = {
  id: 2,
  email: 'tess@example.test',
  name: 'Tess Tech',
  role: 'TECHNICIAN',
  technicianRoleId: 3,
  permissions: ['canManageDevices', 'canManageTickets'],
};

const device = deviceDetail();

const row = ticketRow;

function answer(user: SessionUser) {
  return mockApi([
    mockRoute('get', '/api/auth/me', () => ({ user, csrfToken: 'csrf' })),
    mockRoute('get', '/api/devices/{id}', () => device),
    mockRoute('get', '/api/devices/{id}/groups', () => [{ id: 3, name: 'Kiosks', type: 'STATIC' as const }]),
    mockRoute('get', '/api/me/table-settings/{tableId}', (url) => ({ tableId: url.pathname.split('/').at(-1)!, settings: null, updatedAt: null })),
    mockRoute('get', '/api/ticketing/tickets', () => ({
      data: [row(31, 'Disk almost full')],
      pageCount: 1,
      totalCount: 1,
      requestTime: 1,
    })),
  ]);
}

const open = (url = '/devices/7') =>
  renderTickets(
    <SessionGate>
      <DevicePage />
    </SessionGate>,
    { path: '/devices/$id', url },
  );

const tabNames = async () =>
  within(await screen.findByRole('tablist', { name: 'Device sections' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('the device page (a tab per concern)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("opens on its overview, and the Tickets tab lists only this device's tickets, with New ticket started for it", async () => {
    const calls = answer(technician);
    const { navigations } = await open();
    expect(await tabNames()).toEqual(['Overview', 'Backups', 'Tickets', 'Notes']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Device details' })).toBeInTheDocument();
    // The Overview names the groups the device is in.
    expect(await screen.findByRole('link', { name: 'Kiosks' })).toHaveAttribute('href', '/device-groups/3');
    expect(calls.some((c) => c.url.pathname === '/api/ticketing/tickets')).toBe(false);

    await userEvent.click(screen.getByRole('tab', { name: 'Tickets' }));
    expect(await screen.findByRole('link', { name: 'Disk almost full' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Device details' })).toBeNull();
    const listCall = calls.find((c) => c.url.pathname === '/api/ticketing/tickets')!;
    expect(JSON.parse(listCall.url.searchParams.get('filters') ?? '{}')).toMatchObject({ nodeId: [7] });

    await userEvent.click(screen.getByRole('button', { name: 'New ticket' }));
    await waitFor(() => expect(navigations.at(-1)).toBe('/tickets/new'));
  });

  it('opens on the tab its address names, so a reload stays on it', async () => {
    answer(technician);
    await open('/devices/7?tab=notes');
    expect(await screen.findByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('heading', { name: 'Device details' })).toBeNull();
  });

  it('offers no Tickets tab to a technician who does not work tickets', async () => {
    answer({ ...technician, permissions: ['canManageDevices'] });
    await open();
    expect(await tabNames()).toEqual(['Overview', 'Backups', 'Notes']);
  });
});
