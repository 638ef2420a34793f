import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { job, mockFetch, renderApp } from '../test/render.tsx';
import { JobStatusDialog } from './JobStatusDialog.tsx';

afterEach(() => vi.restoreAllMocks());

describe('JobStatusDialog', () => {
  it('shows Preparing, polls every second, then Completed with warnings', async () => {
    let n = 0;
    const { calls } = mockFetch([
      [/GET \/api\/backup\/jobs\/j1$/, () => (++n < 2 ? job() : job({ status: 'COMPLETED', jobTotalFiles: 5, jobFilesProcessed: 4, jobTotalBytes: 2048, jobProcessedBytes: 1024 }))],
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

  it('cancels a running job and clears an ended one', async () => {
    const u = userEvent.setup();
    let status: 'PROCESSING' | 'CANCELED' = 'PROCESSING';
    const onClose = vi.fn();
    const { calls } = mockFetch([
      [/GET \/api\/backup\/jobs\/j1$/, () => job({ status, jobTotalFiles: 10, jobFilesProcessed: 3 })],
      [/POST \/api\/backup\/jobs\/j1\/cancel$/, () => { status = 'CANCELED'; return job({ status }); }],
      [/POST \/api\/backup\/jobs\/j1\/clear$/, () => job({ status, ignored: true })],
    ]);
    renderApp(<JobStatusDialog jobUid="j1" onClose={onClose} />);
    expect(await screen.findByText('In progress')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Cancel Job' }));
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    await u.click(await screen.findByRole('button', { name: 'Clear restore' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual(['/api/backup/jobs/j1/cancel', '/api/backup/jobs/j1/clear']);
  });
});
