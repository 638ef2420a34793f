import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Channel } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, refuse, renderTickets } from '../../../test/render.tsx';
import { ChannelsPanel } from './ChannelsPanel.tsx';
import '../serviceDeskAdmin.strings.ts';

const slack: Channel = {
  id: 4,
  name: 'Ops Slack',
  type: 'SLACK',
  enabled: true,
  url: 'https://hooks.slack.test/services/T1/B1',
  secretSet: true,
  recipients: [],
  createdAt: '2026-03-01T09:00:00Z',
  updatedAt: '2026-03-01T09:00:00Z',
};
const again = 'Enter it again (or leave it empty to remove it): a stored secret is only sent to the address it was entered for';

describe('Notification channels (issue 22: a stored secret follows no changed address)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the secret again on its field when the server refuses a changed address without it, keeping what was typed', async () => {
    let current = [slack];
    const calls = mockApi([
      mockRoute('get', '/api/channel', () => current),
      mockRoute(
        'put',
        '/api/channel/{id}',
        (_url, body) => {
          // The server's rule (lib/endpoint-secret.ts): a new address without the secret is refused on the secret's field.
          if (body.url !== slack.url && body.secret === undefined) return refuse(400, 'Some fields are invalid', { secret: [again] });
          const saved = { ...slack, url: body.url ?? slack.url };
          current = [saved];
          return saved;
        },
        { id: 4 },
      ),
    ]);
    const user = userEvent.setup();
    await renderTickets(<ChannelsPanel />);
    await user.click(within((await screen.findByText('Ops Slack')).closest('tr')!).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit notification channel' });
    const url = within(dialog).getByRole('textbox', { name: /^Webhook address/ });
    await user.clear(url);
    await user.type(url, 'https://hooks.example.test/new');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const secret = within(dialog).getByLabelText('Signing secret');
    await vi.waitFor(() => expect(secret).toHaveAccessibleDescription(expect.stringContaining(again)));
    expect(url).toHaveValue('https://hooks.example.test/new');
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Ops Slack');
    expect(calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('secret');

    await user.type(secret, 'n3w-signing-secret');
    expect(secret).not.toHaveAccessibleDescription(expect.stringContaining(again));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ url: 'https://hooks.example.test/new', secret: 'n3w-signing-secret' });
    expect(await screen.findByText('https://hooks.example.test/new')).toBeInTheDocument();
  });

  it('creates an e-mail channel with one recipient per line and no webhook fields', async () => {
    const calls = mockApi([
      mockRoute('get', '/api/channel', () => []),
      mockRoute('post', '/api/channel', (_url, body) => ({ ...slack, ...(body as object), id: 5, secretSet: false })),
    ]);
    const user = userEvent.setup();
    await renderTickets(<ChannelsPanel />);
    expect(await screen.findByText('No notification channels yet. Create one with New channel.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'New notification channel' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'On call');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await findOption('E-mail'));
    expect(within(dialog).queryByLabelText('Signing secret')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Recipients/ }), 'ops@example.com{enter}  lead@example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'On call',
      type: 'EMAIL',
      enabled: true,
      url: '',
      recipients: ['ops@example.com', 'lead@example.com'],
    });
  });
});
