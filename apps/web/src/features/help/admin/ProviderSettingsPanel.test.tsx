import '../help.strings.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HelpSettings } from '@outpost/contracts';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { ProviderSettingsPanel } from './ProviderSettingsPanel.tsx';

const SETTINGS: HelpSettings = {
  provider: 'ZENDESK',
  locale: 'en-us',
  academyUrl: '',
  zendesk: { baseUrl: 'https://acme.zendesk.com', federalBaseUrl: '', email: 'agent@acme.test', apiTokenSet: true },
  environment: null,
  federal: false,
  lastTest: null,
};

afterEach(() => vi.restoreAllMocks());

describe('help provider settings', () => {
  it('refuses a plain http Zendesk address and one with a path in words, before saving', async () => {
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`);
      return new Response(JSON.stringify(SETTINGS), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const u = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <ProviderSettingsPanel />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
    const address = await screen.findByRole('textbox', { name: 'Zendesk address' });
    await u.clear(address);
    await u.type(address, 'http://acme.zendesk.com');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Use an https:\/\/ address: over plain http the API token would travel in clear/)).toBeInTheDocument();
    await u.clear(address);
    await u.type(address, 'https://acme.zendesk.com/hc/en-us');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Leave the path \(\/hc\/en-us\) out/)).toBeInTheDocument();
    expect(calls).toEqual(['GET /api/help/settings']);
  });

  it('asks for the API token again on its field when the server refuses a changed address without it, keeping what was typed', async () => {
    const again = 'Enter it again (or leave it empty to remove it): a stored secret is only sent to the address it was entered for';
    const puts: Record<string, unknown>[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if ((init?.method ?? 'GET') !== 'PUT') return json(200, SETTINGS);
      const body = JSON.parse(String(init?.body)) as { zendesk: Record<string, unknown> };
      puts.push(body);
      // The server's rule (lib/endpoint-secret.ts): a new address without the token is refused on the token's field.
      if (body.zendesk.apiToken === undefined)
        return json(400, { resultCode: 'VALIDATION_FAILED', message: 'Some fields are invalid', fields: { 'zendesk.apiToken': [again] } });
      return json(200, { ...SETTINGS, zendesk: { ...SETTINGS.zendesk, baseUrl: body.zendesk.baseUrl } });
    });
    const u = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <ProviderSettingsPanel />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
    const address = await screen.findByRole('textbox', { name: 'Zendesk address' });
    await u.clear(address);
    await u.type(address, 'https://globex.zendesk.com');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    const token = screen.getByLabelText('API token');
    await vi.waitFor(() => expect(token).toHaveAccessibleDescription(expect.stringContaining(again)));
    expect(address).toHaveValue('https://globex.zendesk.com');
    expect(screen.getByRole('textbox', { name: 'Agent e-mail' })).toHaveValue('agent@acme.test');

    await u.type(token, 'new-token');
    expect(token).not.toHaveAccessibleDescription(expect.stringContaining(again));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ zendesk: { baseUrl: 'https://globex.zendesk.com', apiToken: 'new-token' } });
  });
});
