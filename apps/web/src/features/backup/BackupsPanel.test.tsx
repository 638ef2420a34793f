import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackupDeletion } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackupsPanel } from './BackupsPanel.tsx';
import { flags, job, mockFetch, mockRoute, plan, renderApp } from './test/render.tsx';

afterEach(() => vi.restoreAllMocks());
const device = { id: 7, name: 'alpha', isUp: true, nodeClass: 'LINUX_SERVER', clientId: 1 };

function deletion(over: Partial<BackupDeletion>): BackupDeletion {
  return {
    id: 1,
    nodeId: 7,
    planId: 'p1',
    planUid: 'p1',
    planName: 'Documents',
    wholePlan: false,
    itemIds: [],
    items: [],
    volume: null,
    status: 'SCHEDULED',
    scheduledFor: '2099-05-04T10:00:00Z',
    createdAt: '2099-05-01T10:00:00Z',
    executedAt: null,
    error: null,
    ...over,
  };
}

describe('Scheduled deletions', () => {
  it('says what each deletion removes: the whole plan, a volume’s revisions, or the chosen files', async () => {
    const files = Array.from({ length: 7 }, (_, i) => ({ name: `f${i}.txt`, path: `/data/f${i}.txt` }));
    mockFetch([
      mockRoute('get', '/api/settings/feature-flags', () => flags()),
      mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans', () => [plan()]),
      mockRoute('get', '/api/backup/nodes/{nodeId}/jobs', () => []),
      mockRoute('get', '/api/backup/deletions', () => [
        deletion({ id: 1, wholePlan: true }),
        deletion({ id: 2, planName: 'System', wholePlan: true, volume: 'C:/' }),
        deletion({ id: 3, itemIds: files.map((_, i) => i + 1), items: files }),
        deletion({ id: 4, status: 'DONE', wholePlan: true }),
      ]),
    ]);
    renderApp(<BackupsPanel device={device} />);
    const card = (await screen.findByText('Scheduled deletions')).closest('.mantine-Card-root') as HTMLElement;
    const rows = within(card).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Documents: all backup data of the plan');
    expect(rows[1]).toHaveTextContent('System: all revisions of volume C:/');
    expect(rows[2]).toHaveTextContent('Documents: 7 chosen files and folders');
    for (const f of files.slice(0, 5)) expect(within(rows[2]!).getByText(f.path)).toBeInTheDocument();
    expect(within(rows[2]!).queryByText('/data/f5.txt')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('and 2 more');
  });
});

describe('Jobs on the device page', () => {
  it('follows a restore job’s real status in the list once its dialog has seen it change', async () => {
    const u = userEvent.setup();
    let status: 'PROCESSING' | 'CANCELED' = 'PROCESSING';
    let cancelAsked = false;
    let polls = 0;
    const current = () => job({ status, jobTotalFiles: 10, jobFilesProcessed: 3 });
    mockFetch([
      mockRoute('get', '/api/settings/feature-flags', () => flags()),
      mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans', () => [plan()]),
      mockRoute('get', '/api/backup/deletions', () => []),
      mockRoute('get', '/api/backup/nodes/{nodeId}/jobs', () => [current()]),
      // Cancel asks the agent to stop; it has stopped by the dialog's second poll after that.
      mockRoute('get', '/api/backup/jobs/{jobUid}', () => {
        if (cancelAsked && ++polls > 1) status = 'CANCELED';
        return current();
      }),
      mockRoute('post', '/api/backup/jobs/{jobUid}/cancel', () => {
        cancelAsked = true;
        return current();
      }),
    ]);
    renderApp(<BackupsPanel device={device} />);
    const list = (await screen.findByText('Jobs on this device')).closest('.mantine-Card-root') as HTMLElement;
    expect(await within(list).findByText('In progress')).toBeInTheDocument();
    await u.click(within(list).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore job' });
    await u.click(await within(dialog).findByRole('button', { name: 'Cancel Job' }));
    expect(await within(dialog).findByText('Canceled', {}, { timeout: 3000 })).toBeInTheDocument();
    // Well before the list's own next poll.
    expect(await within(list).findByText('Canceled', {}, { timeout: 500 })).toBeInTheDocument();
  });
});
