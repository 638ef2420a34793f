import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PsaAgreementSyncRun, PsaAgreementSyncSettings } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, renderTickets } from '../../../test/render.tsx';
import '../psa.strings.ts';
import { AgreementSyncPanel } from './AgreementSyncPanel.tsx';

const settings: PsaAgreementSyncSettings = {
  enabled: false,
  timeZone: 'UTC',
  schedule: {
    repeats: 'MONTHLY',
    repeatsEveryCount: 1,
    daysOfWeek: [],
    dayOfMonth: 5,
    scheduleInterval: null,
    startDate: '2026-01-05',
    runAtHour: 9,
    runAtMinute: 0,
    end: { type: 'NEVER', occurenceCount: null, endDate: null },
  },
  runCount: 2,
  nextRunAt: null,
  lastRun: null,
};
const dryRun: PsaAgreementSyncRun = {
  dryRun: true,
  ranAt: '2026-01-05T10:00:00.000Z',
  status: 'SUCCEEDED',
  requests: { reads: 4, writes: 2 },
  additions: [
    {
      action: 'LOWER',
      agreementId: 502,
      agreementName: 'Contoso Backup',
      productId: 702,
      productName: 'MS-SRV — Managed server',
      quantity: 0,
      previousQuantity: 1,
      detail: '',
    },
    {
      action: 'CREATE',
      agreementId: 501,
      agreementName: 'Contoso Managed',
      productId: 701,
      productName: 'MS-WKS — Managed workstation',
      quantity: 3,
      previousQuantity: null,
      detail: '',
    },
  ],
  skipped: [{ deviceId: 9, deviceName: 'FAB-PC-1', reason: 'Fabrikam, Inc. has no agreement of type Backup for BK-DEV — Device backup' }],
  error: null,
};

describe('product agreement sync tab (spec 001 §2.4, §3)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the monthly-only schedule (no Repeats, no Recur Every); Enabled and the schedule are saved together', async () => {
    const user = userEvent.setup();
    const calls = mockApi([
      mockRoute('get', '/api/psacw/agreement-sync', () => settings),
      mockRoute('put', '/api/psacw/agreement-sync', () => ({ ...settings, enabled: true, nextRunAt: '2026-02-05T09:00:00.000Z' })),
      mockRoute('post', '/api/schedules/next-runs', () => ({ runs: ['2026-02-05T09:00:00.000Z'], notes: [] })),
    ]);
    await renderTickets(<AgreementSyncPanel />);
    const enabled = await screen.findByRole('switch', { name: 'Enabled' });
    expect(screen.getByText(/Not scheduled \(switched off\); it has run 2 times/)).toBeInTheDocument();
    const editor = screen.getByTestId('schedule-editor');
    expect(within(editor).queryByLabelText('Repeats')).toBeNull();
    expect(within(editor).queryByLabelText(/Recur every/i)).toBeNull();
    await user.click(enabled);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      enabled: true,
      timeZone: 'UTC',
      schedule: { repeats: 'MONTHLY', dayOfMonth: 5, runAtHour: 9, runAtMinute: 0, end: { type: 'NEVER' } },
    });
  });

  it('the dry run lists what it would set, lowering included, and the devices it could not count', async () => {
    const user = userEvent.setup();
    const calls = mockApi([
      mockRoute('get', '/api/psacw/agreement-sync', () => settings),
      mockRoute('post', '/api/psacw/agreement-sync/run', () => dryRun),
      mockRoute('post', '/api/schedules/next-runs', () => ({ runs: [], notes: [] })),
    ]);
    await renderTickets(<AgreementSyncPanel />);
    await user.click(await screen.findByRole('button', { name: 'Preview (dry run)' }));
    const table = await screen.findByRole('table', { name: 'Agreement additions' });
    expect(calls.find((c) => c.url.pathname === '/api/psacw/agreement-sync/run')!.body).toEqual({ dryRun: true });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Lower to 0', 'Contoso Backup', 'MS-SRV — Managed server', '1 → 0'],
      ['Add', 'Contoso Managed', 'MS-WKS — Managed workstation', '3'],
    ]);
    expect(screen.getByText('Dry run: 2 additions would change; 4 reads, 2 writes would be sent.')).toBeInTheDocument();
    expect(screen.getByText('1 device could not be counted')).toBeInTheDocument();
  });
});
