import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement, UnbilledTime } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, refuse, renderTickets } from '../../test/render.tsx';
import { StatementStatus } from './StatementPage.tsx';
import { UnbilledPage } from './UnbilledPage.tsx';

const unbilled: UnbilledTime = {
  currency: 'EUR',
  rows: [
    {
      organizationId: 1,
      organizationName: 'Acme',
      agreementId: 3,
      agreementName: 'Acme managed',
      month: '2026-01',
      hours: '3.00',
      amount: '240.00',
      tickets: [
        { id: 12, summary: 'Printer', hours: '2.50' },
        { id: 15, summary: 'VPN', hours: '0.50' },
      ],
    },
    {
      organizationId: 2,
      organizationName: 'Globex',
      agreementId: 4,
      agreementName: 'Globex T&M',
      month: '2026-02',
      hours: '1.00',
      amount: '90.00',
      tickets: [{ id: 20, summary: 'Mail', hours: '1.00' }],
    },
  ],
  totalHours: '4.00',
  totalAmount: '330.00',
};

const statement = (over: Partial<Statement>): Statement => ({
  organizationId: 1,
  organizationName: 'Acme',
  month: '2026-01',
  currency: 'EUR',
  agreements: [],
  lines: [],
  devices: [],
  timeEntries: [],
  devicesAsOf: null,
  billedAt: null,
  subtotalTaxable: '0.00',
  subtotalNonTaxable: '0.00',
  total: '0.00',
  ...over,
});

describe('the unbilled-time dashboard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists hours and amounts per organization, agreement and month, with links to the tickets and the agreement', async () => {
    mockApi([mockRoute('get', '/api/billing/unbilled-time', () => unbilled)]);
    await renderTickets(<UnbilledPage />);
    const table = await screen.findByRole('table', { name: 'Unbilled time' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Organization', 'Agreement', 'Month (UTC)', 'Hours', 'Amount', 'Tickets']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Acme', 'Acme managed', 'January 2026', '3.00', '€240.00', '#12 Printer 2.50 h#15 VPN 0.50 h']);
    expect(within(rows[1]!).getByRole('link', { name: '#12 Printer' })).toHaveAttribute('href', '/tickets/12');
    expect(within(rows[1]!).getByRole('link', { name: 'Acme managed' })).toHaveAttribute('href', '/billing/agreements/3');
    expect(
      within(rows[3]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Total', '4.00', '€330.00', '']);
  });

  it('says when all billable time is billed', async () => {
    mockApi([mockRoute('get', '/api/billing/unbilled-time', () => ({ ...unbilled, rows: [], totalHours: '0.00', totalAmount: '0.00' }))]);
    await renderTickets(<UnbilledPage />);
    expect(await screen.findByText('All billable time is on billed statements.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error and retries', async () => {
    let fail = true;
    mockApi([mockRoute('get', '/api/billing/unbilled-time', () => (fail ? refuse(400, 'Billing is resting') : unbilled))]);
    await renderTickets(<UnbilledPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Billing is resting');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Unbilled time' })).toBeInTheDocument();
  });
});

describe("a statement's status", () => {
  afterEach(() => vi.restoreAllMocks());

  it('marks a month that is over as billed, and says where the device counts come from', async () => {
    const calls = mockApi([mockRoute('post', '/api/billing/organizations/{id}/billed-months', () => statement({ billedAt: '2026-02-03T09:00:00.000Z' }))]);
    await renderTickets(<StatementStatus statement={statement({ devicesAsOf: '2026-01-31T23:00:00.000Z' })} />);
    expect(screen.getByText('Managed devices: as recorded on 2026-01-31 23:00 UTC, the last record of this month.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark as billed' }));
    expect(await screen.findByText('Month marked as billed')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/billing/organizations/1/billed-months' }),
      body: { month: '2026-01' },
    });
  });

  it('offers no mark for this month (it is not over), and takes a mark back', async () => {
    const thisMonth = new Date().toISOString().slice(0, 7);
    mockApi([]);
    const { unmount } = await renderTickets(<StatementStatus statement={statement({ month: thisMonth })} />);
    expect(screen.getByText('Managed devices: as enrolled now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as billed' })).toBeNull();
    unmount();
    const calls = mockApi([mockRoute('delete', '/api/billing/organizations/{id}/billed-months/{month}', () => statement({}))]);
    await renderTickets(<StatementStatus statement={statement({ billedAt: '2026-02-03T09:00:00.000Z' })} />);
    expect(screen.getByText(/^Billed on/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not billed after all' }));
    expect(await screen.findByText('Billed mark taken back')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe('/api/billing/organizations/1/billed-months/2026-01');
  });
});
