import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { job, mockFetch, mockRoute, renderApp } from '../test/render.tsx';
import { JobStatusDialog } from './JobStatusDialog.tsx';

// Mantine keeps shown notifications in a module-wide store: one test's must not answer for another's.
afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

describe('JobStatusDialog', () => {
  it('shows Preparing, polls every second, then Completed with warnings', async () => {
    let n = 0;
    const { calls } = mockFetch([
      mockRoute('get', '/api/backup/jobs/{jobUid}', () =>
        ++n < 2 ? job() : job({ status: 'COMPLETED', jobTotalFiles: 5, jobFilesProcessed: 4, jobTotalBytes: 2048, jobProcessedBytes: 1024 }),
      ),
    ]);
    renderApp(<JobStatusDialog jobUid="j1" onClose={() => {}} />);
    expect(await screen.findByText('Preparing')).toBeInTheDocument();
    expect(screen.getByText('bravo')).toBeInTheDocument();
    expect(screen.getByText('/restore')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Job' })).toBeInTheDocument();
    expect(await screen.findByText('Completed with warnings', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('job-files')).toHaveTextContent('4 of 5 files');
    expect(screen.getByTestId('job-bytes')).toHaveTextContent('1.0 KiB of 2.0 KiB');
    expect(screen.queryByRole('button', { name: 'Cancel Job' })).not.toBeInTheDocument();
    expect(calls.length).toBe(2);
  });

  it('lists the files a completed restore did not write, with why, under "Completed with warnings"', async () => {
    const warnings = [
      { path: '/data/gone.txt', message: 'Not in this backup' },
      { path: '/data/a.txt', message: 'Skipped: the file already exists at the destination (If File Exists: Skip)' },
    ];
    mockFetch([mockRoute('get', '/api/backup/jobs/{jobUid}', () => job({ status: 'COMPLETED', jobTotalFiles: 3, jobFilesProcessed: 1, warnings }))]);
    renderApp(<JobStatusDialog jobUid="j1" onClose={() => {}} />);
    expect(await screen.findByText('Completed with warnings')).toBeInTheDocument();
    expect(screen.getByTestId('job-files')).toHaveTextContent('1 of 3 files');
    expect(screen.getByText('2 files not restored')).toBeInTheDocument();
    for (const w of warnings) expect(screen.getByText(`${w.path}: ${w.message}`)).toBeInTheDocument();
  });

  it('says Completed with warnings for a one-file restore that carries a warning', async () => {
    const warnings = [{ path: '/data/a.txt', message: 'Skipped: the file already exists at the destination (If File Exists: Skip)' }];
    mockFetch([mockRoute('get', '/api/backup/jobs/{jobUid}', () => job({ status: 'COMPLETED', jobTotalFiles: 1, jobFilesProcessed: 0, warnings }))]);
    renderApp(<JobStatusDialog jobUid="j1" onClose={() => {}} />);
    expect(await screen.findByText('Completed with warnings')).toBeInTheDocument();
    expect(screen.getByText('1 file not restored')).toBeInTheDocument();
  });

  it('shows why a restore failed', async () => {
    const error = 'Nothing to restore: not in this backup: /data/gone.txt';
    mockFetch([mockRoute('get', '/api/backup/jobs/{jobUid}', () => job({ status: 'FAILED', error }))]);
    renderApp(<JobStatusDialog jobUid="j1" onClose={() => {}} />);
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(error);
  });

  it('cancels a running job and clears an ended one', async () => {
    const u = userEvent.setup();
    let status: 'PROCESSING' | 'CANCELED' = 'PROCESSING';
    const onClose = vi.fn();
    const { calls } = mockFetch([
      mockRoute('get', '/api/backup/jobs/{jobUid}', () => job({ status, jobTotalFiles: 10, jobFilesProcessed: 3 })),
      mockRoute('post', '/api/backup/jobs/{jobUid}/cancel', () => {
        status = 'CANCELED';
        return job({ status });
      }),
      mockRoute('post', '/api/backup/jobs/{jobUid}/clear', () => job({ status, ignored: true })),
    ]);
    renderApp(<JobStatusDialog jobUid="j1" onClose={onClose} />);
    expect(await screen.findByText('In progress')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Cancel Job' }));
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    await u.click(await screen.findByRole('button', { name: 'Clear restore' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual(['/api/backup/jobs/j1/cancel', '/api/backup/jobs/j1/clear']);
  });

  it('shows the server’s words when the job had already ended, and then the job’s real status', async () => {
    const u = userEvent.setup();
    let status: 'PROCESSING' | 'COMPLETED' = 'PROCESSING';
    mockFetch([
      mockRoute('get', '/api/backup/jobs/{jobUid}', () => job({ status, jobTotalFiles: 2, jobFilesProcessed: status === 'COMPLETED' ? 2 : 1 })),
      mockRoute(
        'post',
        '/api/backup/jobs/{jobUid}/cancel',
        () => new Response(JSON.stringify({ resultCode: 'CONFLICT', message: 'This job has already ended and cannot be canceled' }), { status: 409 }),
      ),
    ]);
    renderApp(<JobStatusDialog jobUid="j1" onClose={() => {}} />);
    expect(await screen.findByText('In progress')).toBeInTheDocument();
    // The job ends between two polls, just as the user clicks.
    status = 'COMPLETED';
    await u.click(screen.getByRole('button', { name: 'Cancel Job' }));
    expect(await screen.findByText('This job has already ended and cannot be canceled')).toBeInTheDocument();
    expect(screen.queryByText('The job was canceled')).not.toBeInTheDocument();
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Job' })).not.toBeInTheDocument();
  });

  it('says a running job is being canceled (not that it was) until its agent stops it', async () => {
    const u = userEvent.setup();
    let status: 'PROCESSING' | 'CANCELED' = 'PROCESSING';
    let polls = 0;
    mockFetch([
      // The agent stops the job two polls after the cancel was asked for.
      mockRoute('get', '/api/backup/jobs/{jobUid}', () =>
        job({ status: status === 'CANCELED' && ++polls > 2 ? 'CANCELED' : 'PROCESSING', jobTotalFiles: 10, jobFilesProcessed: 3 }),
      ),
      mockRoute('post', '/api/backup/jobs/{jobUid}/cancel', () => {
        status = 'CANCELED';
        return job({ status: 'PROCESSING', jobTotalFiles: 10, jobFilesProcessed: 3 });
      }),
    ]);
    renderApp(<JobStatusDialog jobUid="j1" onClose={() => {}} />);
    expect(await screen.findByText('In progress')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Cancel Job' }));
    expect(await screen.findByText('Canceling the job: it stops within seconds')).toBeInTheDocument();
    expect(screen.queryByText('The job was canceled')).not.toBeInTheDocument();
    expect(await screen.findByText('Canceled', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
