import type { DeviceDetail } from '@outpost/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderTickets } from '../test/render.tsx';
import { NewTicketPage } from './NewTicketPage.tsx';

const device = {
  id: 7,
  name: 'fs01',
  friendlyName: 'File server',
  systemName: 'fs01',
  displayName: 'File server',
  nodeClass: 'LINUX_SERVER',
  nodeRole: null,
  clientId: 3,
  organizationName: 'Acme',
  locationId: 4,
  locationName: 'Basement',
  isUp: true,
  lastSeenAt: null,
  approvalStatus: 'APPROVED',
  createdAt: '2026-11-01T10:00:00.000Z',
  facts: null,
} satisfies DeviceDetail;

describe('a new ticket', () => {
  afterEach(() => vi.restoreAllMocks());

  it("started from a device's Tickets tab is about that device, in its organization and location", async () => {
    mockApi([
      [/^GET \/api\/devices\/7$/, () => device],
      [/^GET \/api\/ticketing\/statuses$/, () => []],
    ]);
    await renderTickets(<NewTicketPage />, {
      path: '/tickets/new',
      url: '/tickets/new?deviceId=7',
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Device' })).toHaveValue('File server'));
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveValue('Acme');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Basement');
  });

  it('starts empty without a device', async () => {
    const calls = mockApi([[/^GET \/api\/ticketing\/statuses$/, () => []]]);
    await renderTickets(<NewTicketPage />, {
      path: '/tickets/new',
      url: '/tickets/new',
    });
    expect(await screen.findByRole('combobox', { name: 'Organization' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Device' })).toHaveValue('');
    expect(calls.some((c) => c.url.pathname.startsWith('/api/devices'))).toBe(false);
  });
});
