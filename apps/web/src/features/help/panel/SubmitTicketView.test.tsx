import '../help.strings.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HELP_MESSAGES } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, refuse, renderTickets } from '../../../test/render.tsx';
import { context } from '../test/fixtures.ts';
import { SubmitTicketView } from './SubmitTicketView.tsx';

const file = (name: string, type = 'text/plain', size?: number) => {
  const f = new File(['content'], name, { type });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

let uploads = 0;
function api(extra: Parameters<typeof mockApi>[0] = []) {
  uploads = 0;
  return mockApi([
    ...extra,
    mockRoute('get', '/api/help/cc-candidates', () => [{ id: 7, name: 'Terry Technician', email: 'tech@outpost.local' }]),
    mockRoute('get', '/api/help/articles/search', () => ({ results: [], count: 0, page: 1, per_page: 3, page_count: 0, next_page: null, previous_page: null })),
    mockRoute('post', '/api/help/uploads', () => ({ token: `token-${++uploads}-abcdefghijklmnop`, fileName: 'x', contentType: 'text/plain', size: 7 })),
    mockRoute('delete', '/api/help/uploads/{token}', () => new Response(null, { status: 204 })),
    mockRoute('post', '/api/help/tickets', () => ({ resultCode: 'SUCCESS' as const, ticketId: '12', url: '/tickets/12' })),
  ]);
}

async function fill(u: ReturnType<typeof userEvent.setup>, options: { category?: boolean } = {}) {
  await u.type(screen.getByRole('textbox', { name: 'Subject' }), 'Backups fail');
  await u.type(screen.getByRole('textbox', { name: 'Description' }), 'Since Monday.');
  await u.click(screen.getByRole('combobox', { name: 'Priority' }));
  await u.click(await findOption('High'));
  if (options.category !== false) {
    await u.click(screen.getByRole('combobox', { name: 'Category' }));
    await u.click(await findOption('Backup'));
  }
}

const attachInput = () => screen.getByTestId('help-attachment-input');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Submit Help ticket', () => {
  it('requires subject, description, priority and category, and limits the description to 500 characters', async () => {
    const calls = api();
    const u = userEvent.setup();
    await renderTickets(<SubmitTicketView context={context()} onSent={() => {}} />);
    await u.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(screen.getAllByText('Required')).toHaveLength(4);
    expect(calls.some((c) => c.url.pathname === '/api/help/tickets')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('maxLength', '500');
  });

  it('sends the ticket with an international phone number, CC and upload tokens, and says “Ticket sent”', async () => {
    const calls = api();
    const onSent = vi.fn();
    const u = userEvent.setup({ applyAccept: false });
    await renderTickets(<SubmitTicketView context={context()} onSent={onSent} />);
    await fill(u);
    await u.type(screen.getByRole('textbox', { name: 'Phone number' }), '(415) 555-2671');
    await u.click(screen.getByRole('checkbox', { name: 'Request a call from Support Team' }));
    await u.click(screen.getByRole('combobox', { name: 'CC technicians' }));
    await u.click(await findOption(/Terry Technician/));
    await u.upload(attachInput(), [file('log.txt'), file('screen.png', 'image/png')]);
    await waitFor(() => expect(uploads).toBe(2));
    await u.click(screen.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(await screen.findByText(HELP_MESSAGES.ticketSent)).toBeInTheDocument();
    const sent = calls.find((c) => c.url.pathname === '/api/help/tickets')!.body;
    expect(sent).toEqual({
      ticketSubject: 'Backups fail',
      ticketBody: 'Since Monday.',
      ticketPriority: 'HIGH',
      ticketCategory: 'category_backup',
      ticketPhoneNumber: '+14155552671',
      ticketCallback: true,
      ticketCc: [{ user_email: 'tech@outpost.local' }],
      imageTokens: ['token-1-abcdefghijklmnop', 'token-2-abcdefghijklmnop'],
    });
  });

  it('says “Invalid phone number” for a number not valid in its country', async () => {
    api();
    const u = userEvent.setup();
    await renderTickets(<SubmitTicketView context={context()} onSent={() => {}} />);
    await fill(u);
    await u.type(screen.getByRole('textbox', { name: 'Phone number' }), '555 12');
    await u.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect((await screen.findAllByText(HELP_MESSAGES.invalidPhone)).length).toBeGreaterThan(0);
  });

  it('hides the call-back for billing and API, and in federal environments, where the category is optional', async () => {
    api();
    const u = userEvent.setup();
    const { unmount } = await renderTickets(<SubmitTicketView context={context()} onSent={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Request a call from Support Team' })).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Category' }));
    await u.click(await findOption('Billing'));
    expect(screen.queryByRole('checkbox', { name: 'Request a call from Support Team' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Category' }));
    await u.click(await findOption('API'));
    expect(screen.queryByRole('checkbox', { name: 'Request a call from Support Team' })).not.toBeInTheDocument();
    unmount();

    const calls = api();
    await renderTickets(<SubmitTicketView context={context({ federal: true, environment: 'fed' })} onSent={() => {}} />);
    expect(screen.queryByRole('checkbox', { name: 'Request a call from Support Team' })).not.toBeInTheDocument();
    await fill(u, { category: false });
    await u.click(screen.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/help/tickets')).toBe(true));
    expect(calls.find((c) => c.url.pathname === '/api/help/tickets')!.body).toMatchObject({ ticketCategory: null, ticketCallback: false });
  });

  it('refuses a sixth file, a second file of the same name, other types and files over 50 MB with the spec’s messages', async () => {
    api();
    const u = userEvent.setup({ applyAccept: false });
    await renderTickets(<SubmitTicketView context={context()} onSent={() => {}} />);
    await u.upload(attachInput(), [file('a.txt'), file('b.txt'), file('c.txt')]);
    await u.upload(attachInput(), [file('a.txt')]);
    expect(await screen.findByText(HELP_MESSAGES.duplicateFile('a.txt'))).toBeInTheDocument();
    await u.upload(attachInput(), [file('report.pdf', 'application/pdf'), file('huge.mov', 'video/quicktime', 50 * 1024 * 1024 + 1)]);
    expect(await screen.findByText(HELP_MESSAGES.unsupported('.jpg, .jpeg, .png, .mov, .txt'))).toBeInTheDocument();
    expect(screen.getByText(HELP_MESSAGES.tooLarge(['huge.mov']))).toBeInTheDocument();
    await u.upload(attachInput(), [file('d.txt'), file('e.txt'), file('f.txt')]);
    expect(await screen.findByText(HELP_MESSAGES.tooMany(5))).toBeInTheDocument();
    await waitFor(() => expect(uploads).toBe(3));
  });

  it('removes the uploads when sending fails and says so; shows the registration warning for an unknown user', async () => {
    const calls = api([
      mockRoute('post', '/api/help/tickets', () => new Response(JSON.stringify({ resultCode: 'HELP_PROVIDER_FAILED', message: 'down' }), { status: 502 })),
    ]);
    const u = userEvent.setup({ applyAccept: false });
    const { unmount } = await renderTickets(<SubmitTicketView context={context()} onSent={() => {}} />);
    await fill(u);
    await u.upload(attachInput(), [file('log.txt')]);
    await waitFor(() => expect(uploads).toBe(1));
    await u.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText(/The ticket was not sent/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/help/uploads/token-1-abcdefghijklmnop')).toBe(true);
    expect(screen.queryByText('log.txt')).not.toBeInTheDocument();
    unmount();

    api([
      mockRoute(
        'post',
        '/api/help/tickets',
        () => new Response(JSON.stringify({ resultCode: 'HELP_NOT_REGISTERED', message: HELP_MESSAGES.notRegistered }), { status: 403 }),
      ),
    ]);
    await renderTickets(
      <SubmitTicketView context={context({ provider: 'ZENDESK', helpCentreUrl: 'https://support.example.test/hc/en-us' })} onSent={() => {}} />,
    );
    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Send ticket' }));
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByRole('link', { name: 'Register in the support community' })).toHaveAttribute('href', 'https://support.example.test/hc/en-us');
  });

  it('keeps the form and its files when the server refuses a field', async () => {
    api([mockRoute('post', '/api/help/tickets', () => refuse(400, 'Some fields are invalid', { ticketPhoneNumber: [HELP_MESSAGES.invalidPhone] }))]);
    const u = userEvent.setup({ applyAccept: false });
    await renderTickets(<SubmitTicketView context={context()} onSent={() => {}} />);
    await fill(u);
    await u.upload(attachInput(), [file('log.txt')]);
    await waitFor(() => expect(uploads).toBe(1));
    await u.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText(HELP_MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(screen.getByText('log.txt')).toBeInTheDocument();
  });

  it('keeps the ticket and its files when the desk is busy, and says when to try again', async () => {
    const calls = api([
      mockRoute(
        'post',
        '/api/help/tickets',
        () => new Response(JSON.stringify({ resultCode: 'RATE_LIMITED', message: HELP_MESSAGES.busy(120) }), { status: 429 }),
      ),
    ]);
    const u = userEvent.setup({ applyAccept: false });
    await renderTickets(<SubmitTicketView context={context({ provider: 'ZENDESK' })} onSent={() => {}} />);
    await fill(u);
    await u.upload(attachInput(), [file('log.txt')]);
    await waitFor(() => expect(uploads).toBe(1));
    await u.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(HELP_MESSAGES.busy(120));
    expect(screen.getByText('log.txt')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('shows the desk’s field errors under the fields and its other words above them', async () => {
    api([
      mockRoute('post', '/api/help/tickets', () =>
        refuse(400, `${HELP_MESSAGES.ticketRefused} Requester is suspended`, { ticketSubject: ['Subject: is too long for the desk'] }),
      ),
    ]);
    const u = userEvent.setup({ applyAccept: false });
    await renderTickets(<SubmitTicketView context={context({ provider: 'ZENDESK' })} onSent={() => {}} />);
    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('Subject: is too long for the desk')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Requester is suspended');
  });
});
