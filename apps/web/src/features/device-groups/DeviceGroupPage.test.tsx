import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeviceGroup, SessionUser } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, refuseStale, renderTickets, SessionGate } from '../../test/render.tsx';
import { DeviceGroupPage } from './DeviceGroupPage.tsx';

const admin: SessionUser = {
  id: 1,
  email: 'a@example.test',
  name: 'Ada Admin',
  role: 'SYSTEM_ADMINISTRATOR',
  technicianRoleId: null,
  permissions: ['canManageDeviceGroups'],
};

const group = (over: Partial<DeviceGroup> = {}): DeviceGroup => ({
  id: 7,
  name: 'Web servers',
  description: '',
  type: 'STATIC',
  conditions: null,
  memberCount: 0,
  version: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

describe('the device-group editor on a save refused for its outdated version (decision 0032)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the shared stale-version notice, keeps the edit, and "Reload and re-apply" saves it on the newer group', async () => {
    let stored = group();
    const calls = mockApi([
      mockRoute('get', '/api/auth/me', () => ({ user: admin, csrfToken: 'csrf' })),
      mockRoute('get', '/api/device-groups/{id}', () => stored),
      mockRoute('put', '/api/device-groups/{id}', (_url, body) => {
        const sent = body as DeviceGroup;
        if (sent.version !== stored.version) return refuseStale('deviceGroup');
        stored = { ...stored, name: sent.name, description: sent.description, version: stored.version + 1 };
        return stored;
      }),
    ]);
    const user = userEvent.setup();
    await renderTickets(
      <SessionGate>
        <DeviceGroupPage id={7} />
      </SessionGate>,
    );
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    // Someone else describes the group after this editor loaded version 3.
    stored = { ...stored, description: 'Everything behind the load balancer', version: 4 };
    await user.type(name, ' (EU)');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByTestId('stale-version-notice');
    expect(notice).toHaveTextContent('This device group was changed by someone else since you opened it. Reload to see their changes.');
    expect(notice).toHaveFocus();
    expect(name).toHaveValue('Web servers (EU)');
    await user.click(within(notice).getByRole('button', { name: 'Reload and re-apply' }));
    await waitFor(() => expect(screen.queryByTestId('stale-version-notice')).toBeNull());
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Web servers (EU)');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Everything behind the load balancer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored.version).toBe(5));
    const puts = calls.filter((c) => c.method === 'PUT').map((c) => c.body as DeviceGroup);
    expect(puts.map((p) => p.version)).toEqual([3, 4]);
    expect(stored).toMatchObject({ name: 'Web servers (EU)', description: 'Everything behind the load balancer' });
  });
});
