import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { InstallCommands } from './EnrollmentTokensPanel.tsx';

const SHA = 'ab'.repeat(32);
const TOKEN = "tok_it's-secret";
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's answer to GET /api/agent/download/info. */
function mockApi(download: Response) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    return pathname === '/api/agent/download/info' ? download.clone() : json({ resultCode: 'NOT_FOUND', message: 'no such call' }, 404);
  });
}

function renderCommands() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <InstallCommands token={TOKEN} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the install commands shown with a new enrollment token', { timeout: 60_000 }, () => {
  it('offers a Linux and a Windows line that fetch from this server, check the served SHA-256 and enrol with the token', async () => {
    mockApi(json({ fileName: 'outpost-agent.mjs', sha256: SHA, size: 1000, nodeVersion: '22.15 or later (24 recommended)' }));
    renderCommands();
    const origin = window.location.origin;
    const linux = await screen.findByTestId('install-command-linux');
    expect(linux.textContent).toBe(
      `curl -fsSL '${origin}/api/agent/install/linux' | sh -s -- --server '${origin}' --token 'tok_it'\\''s-secret' --sha256 ${SHA}`,
    );
    expect(screen.getByText(/needs Node.js 22.15 or later \(24 recommended\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Windows' }));
    const windows = await screen.findByTestId('install-command-windows');
    expect(windows.textContent).toBe(
      `& ([scriptblock]::Create((Invoke-RestMethod '${origin}/api/agent/install/windows'))) -Server '${origin}' -Token 'tok_it''s-secret' -Sha256 ${SHA}`,
    );
  });

  it('says in words why there is no command when the server has no agent build', async () => {
    mockApi(json({ resultCode: 'NOT_FOUND', message: 'The agent is not built on this server: run npm run build (npm start does) and try again' }, 404));
    renderCommands();
    expect(await screen.findByRole('alert')).toHaveTextContent('The install commands are not available: The agent is not built on this server');
    expect(screen.queryByTestId('install-command-linux')).toBeNull();
  });
});
