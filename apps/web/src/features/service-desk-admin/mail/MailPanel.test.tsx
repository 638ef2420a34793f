import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TICKETING_CONFIG, type MailSettings, type SmtpHealth } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, refuse, renderTickets } from '../../../test/render.tsx';
import { MailPanel } from './MailPanel.tsx';

const settings: MailSettings = {
  enabled: true,
  host: 'smtp.example.com',
  port: 587,
  tlsMode: 'STARTTLS',
  username: 'desk',
  fromAddress: 'support@example.com',
  fromName: 'Support',
  newContactOrganizationId: null,
  passwordSet: true,
  replyDomain: 'example.com',
  health: { ok: true, message: 'Connected to smtp.example.com:587', testedAt: '2026-03-01T10:00:00Z' },
  updatedAt: '2026-03-01T09:00:00Z',
};

function answerMail(extra: Parameters<typeof mockApi>[0] = []) {
  return mockApi([
    ...extra,
    mockRoute('get', '/api/ticketing/mail/settings', () => settings),
    mockRoute('put', '/api/ticketing/mail/settings', (_url, body) => ({
      ...settings,
      ...(body as object),
      passwordSet: (body as { password?: string }).password !== '',
    })),
    mockRoute('get', '/api/ticketing/config', () => ({ ...DEFAULT_TICKETING_CONFIG, updatedAt: null })),
    mockRoute('put', '/api/ticketing/config', (_url, body) => ({ ...DEFAULT_TICKETING_CONFIG, ...body, updatedAt: '2026-03-02T00:00:00Z' })),
  ]);
}

const putBody = (calls: ReturnType<typeof mockApi>, path: string) =>
  calls.find((c) => c.method === 'PUT' && c.url.pathname === path)?.body as Record<string, unknown> | undefined;

describe('Mail settings and SMTP health (spec 002 §2.5, §3.7, §8.3)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never shows the stored password and keeps it unless a new one is typed or removal is asked', async () => {
    const calls = answerMail();
    const user = userEvent.setup();
    await renderTickets(<MailPanel />);
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveValue('');
    expect(screen.getByText('A password is stored. Leave this empty to keep it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(putBody(calls, '/api/ticketing/mail/settings')).toBeDefined());
    expect(putBody(calls, '/api/ticketing/mail/settings')).not.toHaveProperty('password');

    await user.click(screen.getByRole('checkbox', { name: 'Remove the stored password' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ password: '' }));
  });

  it('sends a newly typed password once and empties the field after saving', async () => {
    const calls = answerMail();
    const user = userEvent.setup();
    await renderTickets(<MailPanel />);
    await user.type(await screen.findByLabelText('Password'), 's3cret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mail settings saved')).toBeInTheDocument();
    expect(putBody(calls, '/api/ticketing/mail/settings')).toMatchObject({ password: 's3cret', host: 'smtp.example.com' });
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('asks for the password again on its field when the server refuses a changed host without it, keeping what was typed', async () => {
    const again = 'Enter it again (or leave it empty to remove it): a stored secret is only sent to the address it was entered for';
    const calls = answerMail([
      mockRoute('put', '/api/ticketing/mail/settings', (_url, body) =>
        (body as { password?: string }).password === undefined
          ? refuse(400, 'Some fields are invalid', { password: [again] })
          : { ...settings, ...(body as object), passwordSet: true },
      ),
    ]);
    const user = userEvent.setup();
    await renderTickets(<MailPanel />);
    const host = await screen.findByRole('textbox', { name: 'SMTP host' });
    await user.clear(host);
    await user.type(host, 'smtp.new-provider.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The server's words on the password field itself; the new host stays as typed.
    const password = screen.getByLabelText('Password');
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining(again)));
    expect(host).toHaveValue('smtp.new-provider.example');
    expect(putBody(calls, '/api/ticketing/mail/settings')).toMatchObject({ host: 'smtp.new-provider.example' });

    // Typing the password answers it: the words go, and the save sends both.
    await user.type(password, 'n3w-secret');
    expect(password).not.toHaveAccessibleDescription(expect.stringContaining(again));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mail settings saved')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ host: 'smtp.new-provider.example', password: 'n3w-secret' });
  });

  it('checks the form before saving and shows the server field errors', async () => {
    const calls = answerMail([
      mockRoute('put', '/api/ticketing/mail/settings', () => refuse(400, 'Some fields are invalid', { host: ['Required to send mail'] })),
    ]);
    const user = userEvent.setup();
    await renderTickets(<MailPanel />);
    const from = await screen.findByRole('textbox', { name: /^From address/ });
    await user.clear(from);
    await user.type(from, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the address notifications are sent from')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(from);
    await user.clear(screen.getByRole('textbox', { name: 'SMTP host' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required to send mail')).toBeInTheDocument();
    expect(screen.getByText('Some fields are invalid')).toBeInTheDocument();
  });

  it('shows the stored SMTP health and a failed connection test in words', async () => {
    const failed: SmtpHealth = { ok: false, message: 'The server refused the user name or password', testedAt: '2026-03-02T10:00:00Z' };
    answerMail([mockRoute('post', '/api/ticketing/mail/test', () => failed)]);
    const user = userEvent.setup();
    await renderTickets(<MailPanel />);
    expect(await screen.findByText('OK')).toBeInTheDocument();
    expect(screen.getByText(/Connected to smtp\.example\.com:587/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The server refused the user name or password');
  });

  it('tests only saved settings: unsaved changes disable the test', async () => {
    answerMail();
    const user = userEvent.setup();
    await renderTickets(<MailPanel />);
    const test = await screen.findByRole('button', { name: 'Test connection' });
    expect(test).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'SMTP host' }), 'x');
    expect(test).toBeDisabled();
    expect(screen.getByText('Save your changes first: the test uses the saved settings.')).toBeInTheDocument();
  });

  it('saves the from-email domain and per-event notification settings', async () => {
    const calls = answerMail();
    const user = userEvent.setup();
    await renderTickets(<MailPanel />);
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    const technicians = await screen.findByRole('checkbox', { name: 'Technicians: Ticket created' });
    // The defaults of spec 002 §9: technicians on, end users on for created, updated and CC.
    expect(technicians).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'End users: Ticket assigned' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'End users: Added to CC' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Contacts: Public comment added' }));
    await user.type(screen.getByRole('textbox', { name: /^From-email domain/ }), 'bad domain');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a domain such as example.com')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^From-email domain/ }));
    await user.type(screen.getByRole('textbox', { name: /^From-email domain/ }), 'help.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(putBody(calls, '/api/ticketing/config')).toBeDefined());
    const body = putBody(calls, '/api/ticketing/config') as { fromEmailDomain: string; notifications: Record<string, Record<string, boolean>> };
    expect(body.fromEmailDomain).toBe('help.example.com');
    expect(body.notifications.PUBLIC_COMMENT_ADDED).toEqual({ technicians: true, endUsers: false, contacts: true });
    expect(within(document.body).getByText('Notification settings saved')).toBeInTheDocument();
  });

  it('says what each event sends to whom, and that a public reply always reaches a contact requester', async () => {
    answerMail();
    const user = userEvent.setup();
    await renderTickets(<MailPanel />);
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    const row = (await screen.findByRole('cell', { name: 'Public comment added' })).closest('tr')!;
    expect(within(row).getByText(/The reply and the conversation before it/)).toBeInTheDocument();
    const created = screen.getByRole('cell', { name: 'Ticket created' }).closest('tr')!;
    expect(created).toHaveTextContent('"We received your request", also when they wrote in by e-mail');
    expect(screen.getByRole('columnheader', { name: 'What it sends' })).toBeInTheDocument();
    expect(screen.getByText(/A public reply always reaches a requester who is a contact/)).toBeInTheDocument();
  });
});
