import type { DeviceDetail } from '@outpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, pickerPage, renderTickets } from '../../../test/render.tsx';
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
    mockApi([mockRoute('get', '/api/devices/{id}', () => device), mockRoute('get', '/api/ticketing/statuses', () => [])]);
    await renderTickets(<NewTicketPage />, {
      path: '/tickets/new',
      url: '/tickets/new?deviceId=7',
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Device' })).toHaveValue('File server'));
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveValue('Acme');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Basement');
  });

  it('starts empty without a device', async () => {
    const calls = mockApi([mockRoute('get', '/api/ticketing/statuses', () => [])]);
    await renderTickets(<NewTicketPage />, {
      path: '/tickets/new',
      url: '/tickets/new',
    });
    expect(await screen.findByRole('combobox', { name: 'Organization' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Device' })).toHaveValue('');
    expect(calls.some((c) => c.url.pathname.startsWith('/api/devices'))).toBe(false);
  });
});

describe('over-long text', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is kept as typed and refused with the limit in words, not cut by maxLength', async () => {
    mockApi([mockRoute('get', '/api/ticketing/statuses', () => [])]);
    await renderTickets(<NewTicketPage />, { path: '/tickets/new', url: '/tickets/new' });
    const summary = await screen.findByRole('textbox', { name: /Summary/ });
    // Pasted, as a long subject line would be: nothing is dropped.
    await userEvent.click(summary);
    await userEvent.paste('x'.repeat(205));
    expect(summary).toHaveValue('x'.repeat(205));
    expect(summary).not.toHaveAttribute('maxlength');
    expect(await screen.findByText('Must be at most 200 characters')).toBeVisible();
    await userEvent.type(summary, '{Backspace>5/}');
    await waitFor(() => expect(screen.queryByText('Must be at most 200 characters')).toBeNull());
  });
});

describe('a new ticket of type Incident', () => {
  afterEach(() => vi.restoreAllMocks());

  it("Apply in 'Assign Incident' assigns the problem and does not create the ticket", async () => {
    const calls = mockApi([
      mockRoute('get', '/api/ticketing/statuses', () => []),
      mockRoute('get', '/api/ticketing/ticket/problem', () => pickerPage([{ id: 7, name: 'Print server down', label: '#7 Print server down' }])),
    ]);
    const user = userEvent.setup();
    await renderTickets(<NewTicketPage />, { path: '/tickets/new', url: '/tickets/new' });
    await user.type(await screen.findByRole('textbox', { name: 'Summary' }), 'Printer jams');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await findOption('Incident'));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Incident' });

    // Without a problem: the dialog says Required and nothing is saved.
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Problem' }));
    await user.click(await findOption('#7 Print server down'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign Incident' })).not.toBeInTheDocument());
    // Longer than the page form's editor debounce: a leaked submit would have posted by now.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveValue('Printer jams');
  });
});

describe('leaving a half-filled new ticket', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks first: Stay keeps what was typed, Leave goes', async () => {
    mockApi([mockRoute('get', '/api/ticketing/statuses', () => [])]);
    const user = userEvent.setup();
    const { navigations } = await renderTickets(<NewTicketPage />, { path: '/tickets/new', url: '/tickets/new' });
    await user.type(await screen.findByRole('textbox', { name: 'Summary' }), 'Half a thought');
    await user.click(screen.getByRole('link', { name: /Back to tickets/ }));
    const ask = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'You have unsaved changes' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveValue('Half a thought');
    expect(navigations).not.toContain('/tickets');

    await user.click(screen.getByRole('link', { name: /Back to tickets/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'You have unsaved changes' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(navigations).toContain('/tickets'));
  });

  it('does not ask when nothing was typed', async () => {
    mockApi([mockRoute('get', '/api/ticketing/statuses', () => [])]);
    const user = userEvent.setup();
    const { navigations } = await renderTickets(<NewTicketPage />, { path: '/tickets/new', url: '/tickets/new' });
    await screen.findByRole('textbox', { name: 'Summary' });
    await user.click(screen.getByRole('link', { name: /Back to tickets/ }));
    await waitFor(() => expect(navigations).toContain('/tickets'));
    expect(screen.queryByRole('dialog', { name: 'You have unsaved changes' })).not.toBeInTheDocument();
  });
});
