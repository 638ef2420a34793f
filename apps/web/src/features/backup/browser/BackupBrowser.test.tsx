import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entry, fail, flags, mockFetch, mockRoute, paged, plan, renderApp, revision, user } from '../test/render.tsx';
import { BackupBrowser } from './BackupBrowser.tsx';

const device = { id: 7, name: 'alpha', isUp: true, nodeClass: 'LINUX_SERVER', clientId: 1 };
const volume = {
  fileId: 500,
  lastRevision: null,
  volumeName: 'C:',
  volume: { id: 1, name: 'C:', size: 1, label: null, location: 'C:/', fileSystem: 'NTFS', partitionStyle: 'GPT' },
  image: { localBytes: 0, cloudBytes: 1, usedBytes: 1, capacityBytes: 2, cloudDeduplicationBytes: 0 },
};

afterEach(() => vi.restoreAllMocks());

const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'breadcrumb' }))
    .getAllByText(/.+/)
    .map((n) => n.textContent)
    .filter((x) => x !== '/');

describe('BackupBrowser', () => {
  it('walks plans → folders → content and back through the breadcrumb', async () => {
    const u = userEvent.setup();
    const { calls } = mockFetch([
      mockRoute('get', '/api/settings/feature-flags', () => flags()),
      mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans', () => [plan(), plan({ uid: 'p2', name: 'Old', deleted: true })]),
      mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/folders', () =>
        paged([
          entry(),
          entry({ id: 12, name: 'locked', path: '/locked', restricted: true }),
          entry({ id: 13, name: 'a.txt', path: '/data/a.txt', type: 'FILE' }),
        ]),
      ),
      mockRoute('get', '/api/backup/lockhart/v2/nodes/{nodeId}/plans/{planId}/folders/{folderId}/content', () =>
        paged([entry({ id: 20, name: 'inner', path: '/data/inner', cfid: 10 })]),
      ),
    ]);
    renderApp(<BackupBrowser device={device} />);
    expect(await screen.findByText('Plan Deleted')).toBeInTheDocument();
    await u.click(await screen.findByRole('button', { name: 'Documents' }));
    expect(await screen.findByRole('button', { name: 'Open data' })).toBeInTheDocument();
    // Restricted folders cannot be entered: no link.
    expect(screen.queryByRole('button', { name: 'Open locked' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname.endsWith('/folders'))?.url.searchParams.get('size')).toBe('250');
    await u.click(screen.getByRole('button', { name: 'Open data' }));
    expect(await screen.findByRole('button', { name: 'Open inner' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['All plans', 'Documents', 'data']);
    await u.click(screen.getByRole('button', { name: 'Documents' }));
    expect(await screen.findByRole('button', { name: 'Open data' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['All plans', 'Documents']);
  });

  it('shows the bytes each plan stores per target (spec 000 storage labels) and its jobs per target', async () => {
    mockFetch([
      mockRoute('get', '/api/settings/feature-flags', () => flags()),
      mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans', () => [
        plan({ name: 'Both', destination: 'HYBRID', storage: { local: 3 * 1024 * 1024, cloud: 1024, localJobs: 2, cloudJobs: 1 } }),
        plan({ uid: 'p2', name: 'Nas', destination: 'LOCAL', storage: { local: 2048, cloud: 0, localJobs: 3, cloudJobs: 0 } }),
        plan({ uid: 'p3', name: 'New', storage: { local: 0, cloud: 0, localJobs: 0, cloudJobs: 0 } }),
      ]),
    ]);
    renderApp(<BackupBrowser device={device} />);
    expect(await screen.findByText('3.0 MiB Local, 1.0 KiB Cloud')).toBeInTheDocument();
    expect(screen.getByText('Jobs: 2 local, 1 cloud')).toBeInTheDocument();
    expect(screen.getByText('2.0 KiB, Local only')).toBeInTheDocument();
    expect(screen.getByText('Jobs: 3 local, 0 cloud')).toBeInTheDocument();
  });

  it('tags deleted files and folders Deleted (status DELETED), beside Missing and Removed', async () => {
    const u = userEvent.setup();
    mockFetch([
      mockRoute('get', '/api/settings/feature-flags', () => flags()),
      mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans', () => [plan()]),
      mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/folders', () =>
        paged([
          entry({ id: 13, name: 'gone.txt', path: '/data/gone.txt', type: 'FILE', deleted: true, status: 'DELETED' }),
          entry({ id: 14, name: 'here.txt', path: '/data/here.txt', type: 'FILE' }),
          entry({ id: 15, name: 'old', path: '/data/old', deleted: true, status: 'DELETED', removed: true }),
        ]),
      ),
    ]);
    renderApp(<BackupBrowser device={device} />);
    await u.click(await screen.findByRole('button', { name: 'Documents' }));
    const rowOf = async (name: string) => (await screen.findByRole('button', { name: `Open ${name}` })).closest('tr')!;
    expect(within(await rowOf('gone.txt')).getByText('Deleted')).toBeInTheDocument();
    expect(within(await rowOf('here.txt')).queryByText('Deleted')).not.toBeInTheDocument();
    expect(within(await rowOf('old')).getByText('Deleted')).toBeInTheDocument();
    expect(within(await rowOf('old')).getByText('Removed')).toBeInTheDocument();
  });

  it('schedules deleting an image volume’s data from its row, sending the volume', async () => {
    const u = userEvent.setup();
    const image = plan({ type: 'IMAGE', name: 'System', storage: { local: 0, cloud: 1, localJobs: 0, cloudJobs: 1, volumes: [volume] } });
    const { calls } = mockFetch([
      mockRoute('get', '/api/settings/feature-flags', () => flags()),
      mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans', () => [image]),
      mockRoute('post', '/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/delete-revisions', () => ({
        resultCode: 'SUCCESS',
        scheduledFor: '2024-05-04T10:00:00Z',
        deletionIds: [1],
      })),
    ]);
    renderApp(<BackupBrowser device={device} />);
    await u.click(await screen.findByRole('button', { name: 'System' }));
    const row = (await screen.findByRole('button', { name: 'C:' })).closest('tr')!;
    await u.click(within(row).getByRole('button', { name: 'Delete data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete backup data' });
    expect(within(dialog).getByText('C:/')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Data deletion scheduled successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ fileIds: [], folderIds: [], planName: 'System', volumes: [{ fileId: 500, planId: 'p1' }] });
  });

  it('searches only with 3 characters, by Enter, and shows "Search Results"', async () => {
    const u = userEvent.setup();
    const { calls } = mockFetch([
      mockRoute('get', '/api/settings/feature-flags', () => flags()),
      mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans', () => [plan()]),
      mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/folders', () => paged([entry()])),
      mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/search', () => ({
        ...paged([entry({ id: 30, name: 'report.txt', path: '/data/report.txt', type: 'FILE' })]),
        totalExact: true,
      })),
    ]);
    renderApp(<BackupBrowser device={device} />);
    await u.click(await screen.findByRole('button', { name: 'Documents' }));
    const box = await screen.findByRole('textbox', { name: 'Search' });
    // Wildcards do not count towards the 3 characters (the server answers 400 to `*_*`).
    await u.type(box, '*_*{Enter}');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(screen.getByText('Type at least 3 characters besides *')).toBeInTheDocument();
    await u.clear(box);
    await u.type(box, '*.{Enter}');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(calls.some((c) => c.url.pathname.endsWith('/search'))).toBe(false);
    await u.type(box, 'txt{Enter}');
    expect(await screen.findByRole('button', { name: 'Open report.txt' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['All plans', 'Documents', 'Search Results']);
    expect(calls.find((c) => c.url.pathname.endsWith('/search'))?.url.searchParams.get('searchTerm')).toBe('*.txt');
  });

  it('shows the level error messages of spec 000 §8', async () => {
    const u = userEvent.setup();
    mockFetch([
      mockRoute('get', '/api/settings/feature-flags', () => flags()),
      mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans', () => [plan()]),
      mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/folders', () => fail()),
    ]);
    renderApp(<BackupBrowser device={device} />);
    await u.click(await screen.findByRole('button', { name: 'Documents' }));
    expect(await screen.findByText('There was an error fetching folders for backup plan Documents.')).toBeInTheDocument();
  });

  it('reports a failing plan list', async () => {
    mockFetch([mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans', () => fail())]);
    renderApp(<BackupBrowser device={device} />);
    expect(await screen.findByText('There was an error fetching backup plans for current device.')).toBeInTheDocument();
  });

  it('asks before mounting an image, but not when coming back through the breadcrumb', async () => {
    const u = userEvent.setup();
    const image = plan({ type: 'IMAGE', name: 'System', storage: { local: 0, cloud: 1, localJobs: 0, cloudJobs: 1, volumes: [volume] } });
    mockFetch([
      mockRoute('get', '/api/settings/feature-flags', () => flags()),
      mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans', () => [image]),
      mockRoute('get', '/api/backup/lockhart/v3/nodes/{nodeId}/plans/{planNumericId}/files/{fileId}/revisions', () => paged([revision()])),
      mockRoute('get', '/api/backup/lockhart/image/v2/nodes/{nodeId}/plans/{planId}/revisions/{revisionId}/content', (url) =>
        paged(url.searchParams.get('folder') ? [] : [{ name: 'Windows', path: '/Windows', type: 'FOLDER' as const, size: 0, modified: null }]),
      ),
    ]);
    renderApp(<BackupBrowser device={device} />);
    await u.click(await screen.findByRole('button', { name: 'System' }));
    await u.click(await screen.findByRole('button', { name: 'C:' }));
    const when = await screen.findByRole('button', { name: new Date('2024-05-01T10:01:00Z').toLocaleString() });
    await u.click(when);
    expect(await screen.findByText(/may take some time depending on its size/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Mount' }));
    await u.click(await screen.findByRole('button', { name: 'Windows' }));
    await waitFor(() => expect(crumbs()).toHaveLength(5));
    // The confirmation has finished closing (its exit transition can outlast the clicks above),
    // so the check below sees only a confirmation the breadcrumb would open again.
    await waitFor(() => expect(screen.queryByText(/may take some time/)).not.toBeInTheDocument());
    await u.click(screen.getAllByRole('button', { name: new Date('2024-05-01T10:01:00Z').toLocaleString() })[0]!);
    expect(await screen.findByRole('button', { name: 'Windows' })).toBeInTheDocument();
    expect(screen.queryByText(/may take some time/)).not.toBeInTheDocument();
  });

  it('hides restore without canViewAndRestoreBackupData', async () => {
    const u = userEvent.setup();
    mockFetch([
      mockRoute('get', '/api/settings/feature-flags', () => flags()),
      mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans', () => [plan()]),
      mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/folders', () => paged([entry({ restricted: true })])),
    ]);
    renderApp(<BackupBrowser device={device} />, user('TECHNICIAN', []));
    await u.click(await screen.findByRole('button', { name: 'Documents' }));
    await screen.findByText('data');
    expect(screen.queryByRole('button', { name: 'Open data' })).not.toBeInTheDocument();
    expect(screen.queryByText('Restore selected')).not.toBeInTheDocument();
  });
});
