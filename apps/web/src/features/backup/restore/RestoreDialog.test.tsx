import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entry, flags, mockFetch, paged, plan, renderApp } from '../test/render.tsx';
import { RestoreDialog } from './RestoreDialog.tsx';

afterEach(() => vi.restoreAllMocks());
const device = { id: 7, name: 'alpha', isUp: true, nodeClass: 'LINUX_SERVER', clientId: 1 };
const jobs = paged([{ id: 3, jobGuid: 'g3', created: '2024-05-01T10:00:00Z', completed: '2024-05-01T10:05:00Z', bldType: 'FULL', onS3: true, onNas: false, size: 1, backupSize: 1, fileCount: 2 }]);
const when = new Date('2024-05-01T10:05:00Z').toLocaleString();

function routes(original: boolean, extra: Parameters<typeof mockFetch>[0] = []) {
  return mockFetch([
    ...extra,
    [/GET .*\/plans\/p1\/jobs$/, () => jobs],
    [/GET \/api\/backup\/nodes\/7\/original-location$/, () => ({ available: original })],
    [/GET \/api\/organizations\/1\/backup-settings$/, () => ({ mode: 'ALL', nodeIds: [], excludedNodeIds: [], bandwidthThrottle: false, bandwidthThrottleKb: 1024, networkLocation: null, deployTo: 'ALL' })],
    [/GET \/api\/query\/devices$/, () => ({ results: [{ id: 8, displayName: 'bravo', nodeClass: 'WINDOWS_SERVER', isUp: true }] })],
    [/GET \/api\/backup\/nodes\/8\/fs$/, (url) => (url.searchParams.get('path') === 'C:/' ? { entries: [{ name: 'Recovered', path: 'C:/Recovered', type: 'FOLDER' }], hasMore: true, nextOffset: 1000 } : { entries: [], hasMore: false, nextOffset: 0 })],
  ]);
}

const pickDate = async (u: ReturnType<typeof userEvent.setup>) => {
  await u.click(screen.getByPlaceholderText('Choose a backup date'));
  await u.click(await screen.findByRole('option', { name: when, hidden: true }));
};

describe('RestoreDialog', () => {
  it('stays disabled until a date is chosen, then restores to the original location', async () => {
    const u = userEvent.setup();
    const onCreated = vi.fn();
    const { calls } = routes(true, [[/POST \/api\/backup\/jobs\/batch$/, () => ({ resultCode: 'SUCCESS', jobUids: ['j9'] })]]);
    renderApp(<RestoreDialog device={device} plan={plan()} entries={[entry()]} roots={false} flags={flags()} onClose={() => {}} onCreated={onCreated} />);
    const restore = screen.getByRole('button', { name: 'Restore' });
    expect(restore).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Original Location' })).toBeEnabled());
    await pickDate(u);
    await waitFor(() => expect(restore).toBeEnabled());
    await u.click(restore);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('j9'));
    expect(await screen.findByText('Restore job created successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ sourcePlanId: 'p1', sourcePaths: ['/data'], backupJobId: 3, originalLocation: true, destinationNodeId: 7 });
  });

  it('falls back to Other Location when several items include a root folder, and needs a destination folder', async () => {
    const u = userEvent.setup();
    routes(true);
    renderApp(
      <RestoreDialog device={device} plan={plan()} entries={[entry(), entry({ id: 11, name: 'b', path: '/b' })]} roots flags={flags()} onClose={() => {}} onCreated={() => {}} />,
    );
    await pickDate(u);
    expect(screen.getByRole('radio', { name: 'Original Location' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Other Location' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeDisabled();
    await u.click(screen.getByPlaceholderText('Search online devices'));
    await u.click(await screen.findByRole('option', { name: 'bravo', hidden: true }));
    // Windows devices start at C:/, listed live with Load More.
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Load More' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeDisabled();
    await u.click(screen.getByText('Recovered'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restore' })).toBeEnabled());
  });

  it('offers no Original Location without the flag, and hides NTFS permissions without theirs', async () => {
    routes(true);
    renderApp(<RestoreDialog device={device} plan={plan()} entries={[entry()]} roots={false} flags={flags({ restore_original_location: false, backup_ntfs_permissions: false })} onClose={() => {}} onCreated={() => {}} />);
    expect(screen.getByRole('radio', { name: 'Original Location' })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: 'Restore NTFS permissions' })).not.toBeInTheDocument();
  });

  it('shows "Error creating restore job" when resultCode is not SUCCESS', async () => {
    const u = userEvent.setup();
    routes(true, [[/POST \/api\/backup\/jobs\/batch$/, () => ({ resultCode: 'FAILURE', jobUids: [] })]]);
    renderApp(<RestoreDialog device={device} plan={plan()} entries={[entry()]} roots={false} flags={flags()} onClose={() => {}} onCreated={() => {}} />);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Original Location' })).toBeEnabled());
    await pickDate(u);
    await u.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Error creating restore job')).toBeInTheDocument();
  });

  it('validates a new folder name (Required, Invalid) and shows the server error under the field', async () => {
    const u = userEvent.setup();
    routes(false, [[/POST \/api\/backup\/nodes\/8\/folders$/, () => new Response(JSON.stringify({ resultCode: 'CONFLICT', message: 'A folder with this name exists' }), { status: 409 })]]);
    renderApp(<RestoreDialog device={device} plan={plan()} entries={[entry()]} roots={false} flags={flags()} onClose={() => {}} onCreated={() => {}} />);
    await u.click(screen.getByPlaceholderText('Search online devices'));
    await u.click(await screen.findByRole('option', { name: 'bravo', hidden: true }));
    await u.click(await screen.findByText('Recovered'));
    await u.click(screen.getByRole('button', { name: 'New Folder' }));
    await u.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /Folder name/ }), 'a:b');
    await u.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Invalid')).toBeInTheDocument();
    await u.clear(screen.getByRole('textbox', { name: /Folder name/ }));
    await u.type(screen.getByRole('textbox', { name: /Folder name/ }), 'Reports');
    await u.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A folder with this name exists')).toBeInTheDocument();
  });
});
