import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApprovalNode } from '@outpost/contracts';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApprovalsPage } from './ApprovalsPage.tsx';

const node = (id: number, displayName: string): ApprovalNode => ({
  id,
  displayName,
  systemName: displayName,
  nodeClass: 'LINUX_SERVER',
  clientId: 1,
  organizationName: 'Acme',
  nodeApprovalType: 'CANDIDATE_NODE',
  approvalStatus: 'PENDING',
  installationStatus: 'PENDING',
  approvalStatusByAppUserId: null,
  approvalStatusByAppUserName: null,
  approvalStatusAt: null,
  ipAddress: '10.0.0.1',
  createdAt: '2026-01-01T10:00:00Z',
});

/** Answers the page's calls and records every approval action posted. */
function mockApi() {
  const actions: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { nodeIds: number[] };
      actions.push({ path: url.pathname, body });
      return json({ affected: body.nodeIds.length });
    }
    if (url.pathname === '/api/node-approvals/mode') return json({ mode: 'MANUAL' });
    return json(url.searchParams.get('status') === 'PENDING' ? [node(1, 'alpha'), node(2, 'bravo')] : []);
  });
  return actions;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <ApprovalsPage />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('ApprovalsPage: rejecting locks devices out, so it is confirmed first', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before rejecting one device, saying it will be locked out until cleared; Cancel rejects nothing', async () => {
    const actions = mockApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await row('alpha')).getByRole('button', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 device?' });
    expect(dialog).toHaveTextContent('locked out');
    expect(dialog).toHaveTextContent('until it is cleared');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actions).toEqual([]);
  });

  it('rejects the selected devices only once the count is confirmed', async () => {
    const actions = mockApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await row('alpha')).getByRole('checkbox'));
    await user.click(within(await row('bravo')).getByRole('checkbox'));
    const bulkReject = screen.getAllByRole('button', { name: 'Reject' }).find((b) => !b.closest('tr'));
    await user.click(bulkReject!);

    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 devices?' });
    expect(dialog).toHaveTextContent('until they are cleared');
    expect(actions).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(actions).toEqual([{ path: '/api/node-approvals/reject', body: { nodeIds: [1, 2] } }]));
  });

  it('approves without asking', async () => {
    const actions = mockApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await row('bravo')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(actions).toEqual([{ path: '/api/node-approvals/approve', body: { nodeIds: [2] } }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
