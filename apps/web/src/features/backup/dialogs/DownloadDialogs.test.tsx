import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entry as fileEntry, mockFetch, mockRoute, paged, plan, renderApp, revision, user } from '../test/render.tsx';
import { DownloadFileDialog, ImageDownloadDialog } from './DownloadDialogs.tsx';

afterEach(() => vi.restoreAllMocks());
const device = { id: 7, name: 'alpha', isUp: true, nodeClass: 'LINUX_SERVER', clientId: 1 };
const entry = { name: 'hosts', path: '/etc/hosts', type: 'FILE' as const, size: 20, modified: null };

describe('ImageDownloadDialog', () => {
  it('says "Error while downloading image." when the server refuses the download', async () => {
    const u = userEvent.setup();
    mockFetch([
      mockRoute(
        'get',
        '/api/backup/lockhart/image/nodes/{nodeId}/plans/{planId}/revisions/{revisionId}/download',
        () => new Response(JSON.stringify({ resultCode: 'BACKUP_DATA_DAMAGED', message: 'damaged' }), { status: 409 }),
      ),
    ]);
    renderApp(<ImageDownloadDialog device={device} plan={plan({ type: 'IMAGE' })} revision={revision()} entry={entry} onClose={() => {}} />);
    await u.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error while downloading image.');
  });

  it('hands a download the server accepts to the browser', async () => {
    const u = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = mockFetch([
      mockRoute(
        'get',
        '/api/backup/lockhart/image/nodes/{nodeId}/plans/{planId}/revisions/{revisionId}/download',
        () => new Response('bytes', { status: 200, headers: { 'content-type': 'application/octet-stream' } }),
      ),
    ]);
    renderApp(<ImageDownloadDialog device={device} plan={plan({ type: 'IMAGE' })} revision={revision()} entry={entry} onClose={() => {}} />);
    await u.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls[0]?.url.searchParams.get('type')).toBe('FILE');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('DownloadFileDialog', () => {
  it('points technicians’ “Learn more about restoring backups” at the help centre’s restoring-backups topic, not the API docs', async () => {
    mockFetch([mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/files/{fileId}/revisions', () => paged([revision()]))]);
    renderApp(
      <DownloadFileDialog device={device} plan={plan()} file={fileEntry({ id: 13, type: 'FILE', name: 'a.txt', path: '/data/a.txt' })} onClose={() => {}} />,
      user('TECHNICIAN'),
    );
    const link = await screen.findByRole('link', { name: 'Learn more about restoring backups' });
    expect(link.getAttribute('href')).toBe('/help/topic/restoring-backups');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
