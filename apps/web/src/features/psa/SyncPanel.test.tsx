import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PSA_OPTIONAL_ATTRIBUTES,
  PSA_QUESTION_ATTRIBUTES,
  PSA_REQUIRED_ATTRIBUTES,
  PSA_SYNC_ACTIONS,
  type PsaDeviceSyncSchedule,
  type PsaSyncRun,
} from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, refuse, renderTickets } from '../../test/render.tsx';
import './psa.strings.ts';
import { SyncPanel } from './SyncPanel.tsx';

const schedule: PsaDeviceSyncSchedule = {
  enabled: false,
  timeZone: 'UTC',
  schedule: {
    repeats: 'DAILY',
    repeatsEveryCount: 1,
    daysOfWeek: [],
    dayOfMonth: 1,
    scheduleInterval: null,
    startDate: '2026-01-05',
    runAtHour: 2,
    runAtMinute: 0,
    end: { type: 'NEVER', occurenceCount: null, endDate: null },
  },
  nextRunAt: null,
};
const counts = (some: Partial<PsaSyncRun['counts']>) => ({ ...Object.fromEntries(PSA_SYNC_ACTIONS.map((a) => [a, 0])), ...some }) as PsaSyncRun['counts'];
const run = (status: PsaSyncRun['status'], some: Partial<PsaSyncRun> = {}): PsaSyncRun => ({
  id: 7,
  provider: 'CONNECTWISE',
  dryRun: false,
  status,
  startedAt: '2026-01-05T10:00:00.000Z',
  finishedAt: null,
  counts: counts({}),
  requests: { reads: 0, writes: 0 },
  entries: [],
  error: null,
  ...some,
});

describe('device sync tab: Run sync through the queue (issue 26 §7)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('Run sync shows the queued run, its progress while it runs, then its result and entries from the run log', async () => {
    const user = userEvent.setup();
    // What the run log answers, read after read: running with one created so far, then done.
    const answers = [
      run('RUNNING', { counts: counts({ CREATE: 1 }), requests: { reads: 1, writes: 1 } }),
      run('SUCCEEDED', {
        finishedAt: '2026-01-05T10:00:05.000Z',
        counts: counts({ CREATE: 2 }),
        requests: { reads: 1, writes: 2 },
        entries: [
          { action: 'CREATE', deviceId: 1, deviceName: 'PC-1', remoteId: 20001, detail: '' },
          { action: 'CREATE', deviceId: 2, deviceName: 'PC-2', remoteId: 20002, detail: '' },
        ],
      }),
    ];
    const calls = mockApi([
      mockRoute('get', '/api/psacw/sync-attributes', () => ({ attributes: [...PSA_REQUIRED_ATTRIBUTES] })),
      mockRoute('get', '/api/psacw/sync/runs', () => []),
      mockRoute('get', '/api/psacw/sync/schedule', () => schedule),
      mockRoute('post', '/api/schedules/next-runs', () => ({ runs: [], notes: [] })),
      mockRoute('post', '/api/psacw/sync', () => new Response(JSON.stringify(run('QUEUED')), { status: 202, headers: { 'content-type': 'application/json' } })),
      mockRoute('get', '/api/psacw/sync/runs/{id}', () => (answers.length > 1 ? answers.shift()! : answers[0]!)),
    ]);
    await renderTickets(<SyncPanel />);
    await user.click(await screen.findByRole('button', { name: 'Run sync' }));
    expect(calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/psacw/sync')!.body).toEqual({ dryRun: false });
    expect(await screen.findByText(/^Sync running: 1 created, 0 adopted/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview (dry run)' })).toBeDisabled();
    expect(await screen.findByText(/^Sync succeeded \(.+\): 2 created, 0 adopted, .*; 1 reads and 2 writes\.$/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'PC-2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview (dry run)' })).toBeEnabled();
  });

  it('a run its server stopped during is shown failed, in words (the run log ended it when its lease passed)', async () => {
    const interrupted = run('FAILED', { finishedAt: '2026-01-05T10:02:00.000Z', error: 'Interrupted: the server stopped during the run' });
    mockApi([
      mockRoute('get', '/api/psacw/sync-attributes', () => ({ attributes: [...PSA_REQUIRED_ATTRIBUTES] })),
      mockRoute('get', '/api/psacw/sync/runs', () => [interrupted]),
      mockRoute('get', '/api/psacw/sync/runs/{id}', () => interrupted),
      mockRoute('get', '/api/psacw/sync/schedule', () => schedule),
      mockRoute('post', '/api/schedules/next-runs', () => ({ runs: [], notes: [] })),
    ]);
    await renderTickets(<SyncPanel />);
    expect(await screen.findByRole('status')).toHaveTextContent(/^Sync failed .* Interrupted: the server stopped during the run$/);
    expect(screen.getByRole('button', { name: 'Run sync' })).toBeEnabled();
  });
});

describe('device sync attributes (spec 001 §2.3)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the required attributes are always checked and disabled; Select All ticks a group’s others; a failed save says so in the spec’s words', async () => {
    const user = userEvent.setup();
    const calls = mockApi([
      mockRoute('get', '/api/psacw/sync-attributes', () => ({ attributes: [...PSA_REQUIRED_ATTRIBUTES] })),
      mockRoute('get', '/api/psacw/sync/runs', () => []),
      mockRoute('get', '/api/psacw/sync/schedule', () => schedule),
      mockRoute('post', '/api/schedules/next-runs', () => ({ runs: [], notes: [] })),
      mockRoute('put', '/api/psacw/sync-attributes', () => refuse(500, 'boom')),
    ]);
    await renderTickets(<SyncPanel />);
    for (const name of PSA_REQUIRED_ATTRIBUTES) {
      const box = await screen.findByRole('checkbox', { name });
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(screen.getByRole('checkbox', { name: 'cpuSpeed' })).not.toBeChecked();
    const [attributesAll, questionsAll] = screen.getAllByRole('checkbox', { name: 'Select All' });
    await user.click(attributesAll!);
    for (const name of PSA_OPTIONAL_ATTRIBUTES) expect(screen.getByRole('checkbox', { name })).toBeChecked();
    // The other group is left alone.
    for (const name of PSA_QUESTION_ATTRIBUTES) expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    expect(questionsAll).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save attributes' }));
    expect(await screen.findByText('Error setting device sync attributes')).toBeInTheDocument();
    const saved = calls.find((c) => c.method === 'PUT')!.body as { attributes: string[] };
    expect([...saved.attributes].sort()).toEqual([...PSA_REQUIRED_ATTRIBUTES, ...PSA_OPTIONAL_ATTRIBUTES].sort());
  });
});
