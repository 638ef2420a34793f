import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackupNode } from '@outpost/contracts';
import { entry, flags, mockFetch, mockRoute, paged, plan, renderApp } from '../test/render.tsx';
import { RestoreDialog } from './RestoreDialog.tsx';

afterEach(() => vi.restoreAllMocks());
const device = { id: 7, name: 'alpha', isUp: true, nodeClass: 'LINUX_SERVER', clientId: 1 };
const jobs = paged([
  {
    id: 3,
    jobGuid: 'g3',
    created: '2024-05-01T10:00:00Z',
    completed: '2024-05-01T10:05:00Z',
    bldType: 'FULL' as const,
    onS3: true,
    onNas: false,
    size: 1,
    backupSize: 1,
    fileCount: 2,
  },
]);
const when = new Date('2024-05-01T10:05:00Z').toLocaleString();

function pickerDevice(over: Partial<BackupNode>): BackupNode {
  return {
    id: 8,
    name: 'bravo',
    friendlyName: null,
    systemName: 'bravo',
    displayName: 'bravo',
    nodeClass: 'LINUX_SERVER',
    nodeRole: null,
    clientId: 1,
    isUp: true,
    organizationName: 'Acme',
    locationName: null,
    lastSeen: new Date().toISOString(),
    ...over,
  };
}

/** Device 8's (bravo's) folders: C:/ holds Recovered. */
const bravoFolders = (url: URL) =>
  url.searchParams.get('path') === 'C:/'
    ? { entries: [{ name: 'Recovered', path: 'C:/Recovered', type: 'FOLDER' as const }], hasMore: true, nextOffset: 1000 }
    : { entries: [], hasMore: false, nextOffset: 0 };

function routes(original: boolean, extra: Parameters<typeof mockFetch>[0] = []) {
  return mockFetch([
    ...extra,
    mockRoute('get', '/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/jobs', () => jobs),
    mockRoute('get', '/api/backup/nodes/{nodeId}/original-location', () => ({ available: original, reason: null })),
    mockRoute('get', '/api/organizations/{id}/backup-settings', () => ({
      mode: 'ALL' as const,
      nodeIds: [],
      excludedNodeIds: [],
      bandwidthThrottle: false,
      bandwidthThrottleKb: 1024,
      networkLocation: null,
      deployTo: 'ALL' as const,
    })),
    mockRoute('get', '/api/query/devices', () => ({
      results: [pickerDevice({ id: 8, displayName: 'bravo', nodeClass: 'WINDOWS_SERVER' })],
      totalElements: 1,
      totalPages: 1,
    })),
    mockRoute('get', '/api/backup/nodes/{nodeId}/fs', bravoFolders),
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
    const { calls } = routes(true, [mockRoute('post', '/api/backup/jobs/batch', () => ({ resultCode: 'SUCCESS', jobUids: ['j9'] }))]);
    renderApp(<RestoreDialog device={device} plan={plan()} entries={[entry()]} roots={false} flags={flags()} onClose={() => {}} onCreated={onCreated} />);
    const restore = screen.getByRole('button', { name: 'Restore' });
    expect(restore).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Original Location' })).toBeEnabled());
    await pickDate(u);
    await waitFor(() => expect(restore).toBeEnabled());
    await u.click(restore);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('j9'));
    expect(await screen.findByText('Restore job created successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      sourcePlanId: 'p1',
      sourcePaths: ['/data'],
      backupJobId: 3,
      originalLocation: true,
      destinationNodeId: 7,
    });
  });

  it('falls back to Other Location when several items include a root folder, and needs a destination folder', async () => {
    const u = userEvent.setup();
    routes(true);
    renderApp(
      <RestoreDialog
        device={device}
        plan={plan()}
        entries={[entry(), entry({ id: 11, name: 'b', path: '/b' })]}
        roots
        flags={flags()}
        onClose={() => {}}
        onCreated={() => {}}
      />,
    );
    await pickDate(u);
    expect(screen.getByRole('radio', { name: 'Original Location' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Other Location' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeDisabled();
    await u.click(screen.getByPlaceholderText('Search online devices'));
    await u.click(await screen.findByRole('option', { name: /^bravo/, hidden: true }));
    // Windows devices start at C:/, listed live with Load More.
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Load More' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeDisabled();
    await u.click(screen.getByText('Recovered'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restore' })).toBeEnabled());
  });

  it('offers no Original Location without the flag, and hides NTFS permissions without theirs', async () => {
    routes(true);
    renderApp(
      <RestoreDialog
        device={device}
        plan={plan()}
        entries={[entry()]}
        roots={false}
        flags={flags({ restore_original_location: false, backup_ntfs_permissions: false })}
        onClose={() => {}}
        onCreated={() => {}}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Original Location' })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: 'Restore NTFS permissions' })).not.toBeInTheDocument();
  });

  it('shows "Error creating restore job" when resultCode is not SUCCESS', async () => {
    const u = userEvent.setup();
    routes(true, [mockRoute('post', '/api/backup/jobs/batch', () => ({ resultCode: 'FAILURE', jobUids: [] }))]);
    renderApp(<RestoreDialog device={device} plan={plan()} entries={[entry()]} roots={false} flags={flags()} onClose={() => {}} onCreated={() => {}} />);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Original Location' })).toBeEnabled());
    await pickDate(u);
    await u.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Error creating restore job')).toBeInTheDocument();
  });

  it('validates a new folder name (Required, Invalid) and shows the server error under the field', async () => {
    const u = userEvent.setup();
    const { calls } = routes(false, [
      mockRoute(
        'post',
        '/api/backup/nodes/{nodeId}/folders',
        () => new Response(JSON.stringify({ resultCode: 'CONFLICT', message: 'A folder with this name exists' }), { status: 409 }),
      ),
    ]);
    renderApp(<RestoreDialog device={device} plan={plan()} entries={[entry()]} roots={false} flags={flags()} onClose={() => {}} onCreated={() => {}} />);
    await u.click(screen.getByPlaceholderText('Search online devices'));
    await u.click(await screen.findByRole('option', { name: /^bravo/, hidden: true }));
    await u.click(await screen.findByText('Recovered'));
    await u.click(screen.getByRole('button', { name: 'New Folder' }));
    await u.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /Folder name/ }), 'a:b');
    await u.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Invalid')).toBeInTheDocument();
    // A reserved device name on Windows: the same rules as the server's (contracts), which refuse COM0.
    await u.clear(screen.getByRole('textbox', { name: /Folder name/ }));
    await u.type(screen.getByRole('textbox', { name: /Folder name/ }), 'COM0');
    await u.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Invalid')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.endsWith('/folders'))).toHaveLength(0);
    await u.clear(screen.getByRole('textbox', { name: /Folder name/ }));
    await u.type(screen.getByRole('textbox', { name: /Folder name/ }), 'Reports');
    await u.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A folder with this name exists')).toBeInTheDocument();
  });

  it('offers only the source organization’s devices (org=) and tells devices of one name apart', async () => {
    const u = userEvent.setup();
    const twins = [
      pickerDevice({ id: 8, displayName: 'twin', locationName: 'Head office', lastSeen: '2024-05-01T10:00:00Z' }),
      pickerDevice({ id: 9, displayName: 'twin', locationName: null, lastSeen: '2024-05-01T11:00:00Z' }),
      pickerDevice({ id: 10, displayName: 'solo' }),
    ];
    const { calls } = routes(false, [mockRoute('get', '/api/query/devices', () => ({ results: twins, totalElements: 3, totalPages: 1 }))]);
    renderApp(<RestoreDialog device={device} plan={plan()} entries={[entry()]} roots={false} flags={flags()} onClose={() => {}} onCreated={() => {}} />);
    await u.click(screen.getByPlaceholderText('Search online devices'));
    const first = await screen.findByRole('option', { name: /twin · Head office/, hidden: true });
    const second = await screen.findByRole('option', { name: /twin · Acme · last seen/, hidden: true });
    expect(first).toHaveTextContent('ID 8');
    expect(second).toHaveTextContent(new Date('2024-05-01T11:00:00Z').toLocaleString());
    expect(await screen.findByRole('option', { name: /^solo/, hidden: true })).toBeInTheDocument();
    const picker = calls.find((c) => c.url.pathname === '/api/query/devices')!;
    expect(picker.url.searchParams.get('org')).toBe('1');
    expect(picker.url.searchParams.get('online')).toBe('true');
    expect(picker.url.searchParams.get('lockhartEnabled')).toBe('true');
    await u.click(second);
    const chosen = `twin · Acme · last seen ${new Date('2024-05-01T11:00:00Z').toLocaleString()} · ID 9`;
    expect(screen.getByPlaceholderText('Search online devices')).toHaveValue(chosen);
    // The chosen label is not searched for (the list would shrink to it and the label lose its details).
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.getByPlaceholderText('Search online devices')).toHaveValue(chosen);
    expect(calls.filter((c) => c.url.pathname === '/api/query/devices').map((c) => c.url.searchParams.get('name'))).toEqual([null]);
  });

  it('tells apart devices that share name, place and last contact (two agents on one machine) by their id', async () => {
    const u = userEvent.setup();
    const seen = '2024-05-01T10:00:00Z';
    routes(false, [
      mockRoute('get', '/api/query/devices', () => ({
        results: [pickerDevice({ id: 8, displayName: 'vm', lastSeen: seen }), pickerDevice({ id: 9, displayName: 'vm', lastSeen: seen })],
        totalElements: 2,
        totalPages: 1,
      })),
    ]);
    renderApp(<RestoreDialog device={device} plan={plan()} entries={[entry()]} roots={false} flags={flags()} onClose={() => {}} onCreated={() => {}} />);
    await u.click(screen.getByPlaceholderText('Search online devices'));
    const labels = (await screen.findAllByRole('option', { name: /^vm/, hidden: true })).map((o) => o.textContent);
    expect(new Set(labels).size).toBe(2);
    expect(labels[0]).toContain('ID 8');
    expect(labels[1]).toContain('ID 9');
  });

  it('offers NTFS permissions only for a Windows destination, and shows the chosen destination folder', async () => {
    const u = userEvent.setup();
    const devices = [pickerDevice({ id: 8, displayName: 'bravo', nodeClass: 'WINDOWS_SERVER' }), pickerDevice({ id: 9, displayName: 'mac', nodeClass: 'MAC' })];
    routes(true, [
      mockRoute('get', '/api/query/devices', () => ({ results: devices, totalElements: 2, totalPages: 1 })),
      // Device 9 (mac) holds /Users; device 8 answers as in every test.
      mockRoute('get', '/api/backup/nodes/{nodeId}/fs', (url) =>
        url.pathname.startsWith('/api/backup/nodes/9/')
          ? { entries: [{ name: 'Users', path: '/Users', type: 'FOLDER' as const }], hasMore: false, nextOffset: 1 }
          : bravoFolders(url),
      ),
    ]);
    const ntfs = () => screen.queryByRole('checkbox', { name: 'Restore NTFS permissions' });
    renderApp(<RestoreDialog device={device} plan={plan()} entries={[entry()]} roots={false} flags={flags()} onClose={() => {}} onCreated={() => {}} />);
    // Original location on this Linux device: no NTFS.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Original Location' })).toBeChecked());
    expect(ntfs()).not.toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: 'Other Location' }));
    expect(ntfs()).not.toBeInTheDocument();
    await u.click(screen.getByPlaceholderText('Search online devices'));
    await u.click(await screen.findByRole('option', { name: /^mac/, hidden: true }));
    await u.click(await screen.findByText('Users'));
    expect(screen.getByTestId('destination-folder')).toHaveTextContent('/Users');
    expect(ntfs()).not.toBeInTheDocument();
    // Another device: the picker's search is cleared first, so its options are not being re-listed for "mac".
    await u.clear(screen.getByPlaceholderText('Search online devices'));
    await u.click(screen.getByPlaceholderText('Search online devices'));
    await u.click(await screen.findByRole('option', { name: /^bravo/, hidden: true }));
    expect(await screen.findByRole('checkbox', { name: 'Restore NTFS permissions' })).toBeInTheDocument();
    expect(screen.queryByTestId('destination-folder')).not.toBeInTheDocument();
    await u.click(await screen.findByText('Recovered'));
    expect(screen.getByTestId('destination-folder')).toHaveTextContent('C:/Recovered');
  });
});
