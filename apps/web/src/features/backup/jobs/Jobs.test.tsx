import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobData, TablePage } from '@outpost/contracts';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, job, mockFetch, mockRoute, renderApp } from '../test/render.tsx';
import { DeviceJobs } from './DeviceJobs.tsx';
import { FailedBackupsCard } from './FailedBackupsCard.tsx';
import { JobsPage } from './JobsPage.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const MiB = 1024 * 1024;
const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();
const tablePage = (data: JobData[], totalCount = data.length): TablePage<JobData> => ({
  data,
  totalCount,
  pageCount: Math.ceil(totalCount / 50),
  requestTime: 1,
});

/** Renders under a memory router (the cards link to devices and the jobs screen). */
function renderRouted(ui: () => React.ReactElement) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/', component: ui }),
    createRoute({ getParentRoute: () => root, path: '/jobs', component: () => <p>jobs screen</p> }),
    createRoute({ getParentRoute: () => root, path: '/devices/$id', component: () => <p>device page</p> }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return renderApp(<RouterProvider router={router} />);
}

describe('the device page’s jobs', () => {
  it('lists every job type, running ones first, with files, bytes, rate and time left, and follows progress live', async () => {
    // Only the clock is fixed (the list's polling keeps its real timers): 10 s since the start.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T10:00:10Z'));
    let processed = 50 * MiB;
    const running = () =>
      job({
        jobUID: 'b1',
        type: 'BACKUP',
        status: 'PROCESSING',
        planName: 'Documents',
        started: '2026-03-02T10:00:00Z',
        jobFilesProcessed: 5,
        jobTotalFiles: 10,
        jobProcessedBytes: processed,
        jobTotalBytes: 100 * MiB,
      });
    mockFetch([
      mockRoute('get', '/api/backup/nodes/{nodeId}/jobs', () => [
        job({ jobUID: 'r1', type: 'RESTORE', status: 'COMPLETED', completed: secondsAgo(60) }),
        job({ jobUID: 'g1', type: 'GC', status: 'COMPLETED', planName: null, completed: secondsAgo(30) }),
        job({ jobUID: 's1', type: 'SYNC', status: 'FAILED', error: 'Cloud store unreachable', completed: secondsAgo(20) }),
        running(),
        job({ jobUID: 'x1', type: 'RESTORE', status: 'COMPLETED', ignored: true }),
      ]),
    ]);
    renderApp(<DeviceJobs nodeId={7} />);
    const rows = await screen.findAllByTestId('device-job');
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Backup', 'Restore', 'Storage clean-up', 'Sync to cloud']);
    const backup = rows[0]!;
    expect(backup).toHaveTextContent('In progress');
    expect(backup).toHaveTextContent('5 of 10 files');
    expect(backup).toHaveTextContent('50.0 MiB of 100.0 MiB');
    expect(backup).toHaveTextContent(/5\.0 MiB\/s/);
    expect(backup).toHaveTextContent('10 s left');
    expect(within(backup).getByRole('progressbar', { name: 'Progress of the Backup job' })).toHaveAttribute('aria-valuenow', '50');
    expect(rows[3]).toHaveTextContent('Cloud store unreachable');
    // Only restores have a status dialog.
    expect(within(rows[1]!).getByRole('button', { name: 'Details' })).toBeInTheDocument();
    expect(within(backup).queryByRole('button', { name: 'Details' })).not.toBeInTheDocument();

    processed = 75 * MiB;
    expect(await screen.findByText(/75\.0 MiB of 100\.0 MiB/, {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('says when the device has no jobs, and shows the error with a way to try again when the list fails', async () => {
    mockFetch([mockRoute('get', '/api/backup/nodes/{nodeId}/jobs', () => [])]);
    const first = renderApp(<DeviceJobs nodeId={7} />);
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
    first.unmount();
    vi.restoreAllMocks();
    mockFetch([mockRoute('get', '/api/backup/nodes/{nodeId}/jobs', () => fail())]);
    renderApp(<DeviceJobs nodeId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the jobs screen', () => {
  it('shows jobs across devices in the shared table with organization, device link and progress', async () => {
    const { calls } = mockFetch([
      mockRoute('get', '/api/organizations', () => ({ data: [], totalCount: 0, pageCount: 0, requestTime: 0 })),
      mockRoute('get', '/api/backup/jobs', () =>
        tablePage([
          job({
            jobUID: 'b1',
            type: 'BACKUP',
            status: 'PROCESSING',
            nodeId: 3,
            nodeName: 'web-01',
            organizationName: 'Acme',
            started: secondsAgo(4),
            jobTotalFiles: 4,
            jobFilesProcessed: 1,
            jobProcessedBytes: 1024,
            jobTotalBytes: 4096,
          }),
          job({
            jobUID: 'r1',
            type: 'RESTORE',
            status: 'FAILED',
            nodeName: 'db-01',
            organizationName: 'Globex',
            error: 'Disk full',
            completed: secondsAgo(3),
          }),
        ]),
      ),
    ]);
    renderApp(<JobsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    const device = await screen.findByRole('link', { name: 'web-01' });
    expect(device).toHaveAttribute('href', '/devices/3');
    const row = device.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Backup');
    expect(row).toHaveTextContent('Acme');
    expect(row).toHaveTextContent('1 of 4 files');
    expect(screen.getByText('Disk full')).toBeInTheDocument();
    const request = calls.find((c) => c.url.pathname === '/api/backup/jobs')!;
    expect(request.url.searchParams.get('pageIndex')).toBe('0');
  });
  it('cancels a running job after a confirmation, offers nothing for an ended one, and shows a refusal in words', async () => {
    let refuse = false;
    const { calls } = mockFetch([
      mockRoute('get', '/api/organizations', () => ({ data: [], totalCount: 0, pageCount: 0, requestTime: 0 })),
      mockRoute('get', '/api/backup/jobs', () =>
        tablePage([
          job({ jobUID: 'b1', type: 'BACKUP', status: 'PROCESSING', nodeId: 3, nodeName: 'web-01' }),
          job({ jobUID: 'r1', type: 'RESTORE', status: 'COMPLETED', nodeName: 'db-01', completed: secondsAgo(3) }),
        ]),
      ),
      mockRoute('post', '/api/backup/jobs/{jobUid}/cancel', () =>
        refuse
          ? new Response(JSON.stringify({ resultCode: 'CONFLICT', message: 'This job has already ended and cannot be canceled' }), { status: 409 })
          : job({ jobUID: 'b1', type: 'BACKUP', status: 'PROCESSING', nodeName: 'web-01' }),
      ),
    ]);
    const user = userEvent.setup();
    renderApp(<JobsPage />);
    const running = (await screen.findByRole('link', { name: 'web-01' })).closest('tr') as HTMLElement;
    const ended = screen.getByText('db-01').closest('tr') as HTMLElement;
    expect(within(ended).queryByRole('button', { name: 'Cancel Job' })).toBeNull();

    await user.click(within(running).getByRole('button', { name: 'Cancel Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel job' });
    expect(dialog).toHaveTextContent('Stop the Backup job on web-01?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep running' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(running).getByRole('button', { name: 'Cancel Job' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel job' })).getByRole('button', { name: 'Cancel Job' }));
    expect(await screen.findByText('Canceling the job: it stops within seconds')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual(['/api/backup/jobs/b1/cancel']);

    refuse = true;
    await user.click(within(running).getByRole('button', { name: 'Cancel Job' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel job' })).getByRole('button', { name: 'Cancel Job' }));
    expect(await screen.findByText('This job has already ended and cannot be canceled')).toBeInTheDocument();
  });
});

describe('the dashboard’s failed backups', () => {
  it('counts backups that failed in the last 24 hours and lists the newest with device, plan and error', async () => {
    const { calls } = mockFetch([
      mockRoute('get', '/api/backup/jobs', () =>
        tablePage(
          [
            job({
              jobUID: 'f1',
              type: 'BACKUP',
              status: 'FAILED',
              nodeId: 4,
              nodeName: 'mail-01',
              planName: 'System',
              error: 'Volume not found',
              completed: secondsAgo(600),
            }),
          ],
          7,
        ),
      ),
    ]);
    renderRouted(() => <FailedBackupsCard />);
    expect(await screen.findByTestId('failed-backups-count')).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: 'mail-01' })).toHaveAttribute('href', '/devices/4');
    expect(screen.getByText('Volume not found')).toBeInTheDocument();
    expect(screen.getByText('and 6 more')).toBeInTheDocument();
    const filters = JSON.parse(calls[0]!.url.searchParams.get('filters')!);
    expect(filters).toEqual({ type: ['BACKUP'], status: ['FAILED'], endedWithinHours: 24 });
  });

  it('says so when no backup failed', async () => {
    mockFetch([mockRoute('get', '/api/backup/jobs', () => tablePage([]))]);
    renderRouted(() => <FailedBackupsCard />);
    expect(await screen.findByText('No backup failed in the last 24 hours.')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
