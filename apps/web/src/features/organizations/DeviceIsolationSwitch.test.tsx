import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Organization } from '@outpost/contracts';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { DeviceIsolationSwitch } from './DeviceIsolationSwitch.tsx';

const org: Organization = {
  id: 7,
  name: 'Acme',
  description: 'Anvils',
  isolateDevices: false,
  deviceCount: 2,
  locationCount: 1,
  createdAt: '2026-01-01T10:00:00Z',
};

/** Records every organization update the switch sends. */
function mockApi() {
  const puts: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const body: unknown = JSON.parse(String(init?.body ?? '{}'));
    puts.push({ path: url.pathname, body });
    return new Response(JSON.stringify({ ...org, ...(body as object) }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return puts;
}

function renderSwitch(canManage: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <DeviceIsolationSwitch organization={org} canManage={canManage} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('DeviceIsolationSwitch', () => {
  it('turns isolation on only after the change is confirmed, keeping the name and description', async () => {
    const puts = mockApi();
    renderSwitch(true);
    await userEvent.click(screen.getByRole('switch', { name: /^Isolate devices/ }));
    expect(puts).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toEqual([{ path: '/api/organizations/7', body: { name: 'Acme', description: 'Anvils', isolateDevices: true } }]));
  });

  it('is read-only without the right to manage organizations', () => {
    mockApi();
    renderSwitch(false);
    expect(screen.getByRole('switch', { name: /^Isolate devices/ })).toBeDisabled();
  });
});
