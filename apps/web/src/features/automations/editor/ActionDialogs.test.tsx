import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact, TablePage, TechnicianPickItem } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionsOf } from '../../../test/optionsOf.ts';
import { findOption, mockRoute, pickerPage } from '../../../test/render.tsx';
import { psaProviderData } from '../../../test/fixtures.ts';
import { answer, button, open, rule, tab, type Responder } from '../test/editorHarness.tsx';

type User = ReturnType<typeof userEvent.setup>;

const technicians: TechnicianPickItem[] = [
  { id: 7, name: 'Terry Technician', email: 'terry@example.com', deleted: false },
  { id: 8, name: 'Olga Oldhand', email: 'olga@example.com', deleted: true },
];
const contact = (uid: string, name: string): Contact => ({
  id: 1,
  uid,
  organizationId: 2,
  organizationName: 'Acme',
  name,
  email: `${uid}@example.com`,
  phone: '',
  canReplyByEmail: true,
  deleted: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const people: Responder[] = [
  mockRoute('get', '/api/ticketing/technicians', () => pickerPage(technicians)),
  mockRoute('get', '/api/ticketing/contacts', (): TablePage<Contact> => ({
    data: [contact('carla', 'Carla Contact')],
    pageCount: 1,
    totalCount: 1,
    requestTime: 0,
  })),
];

/** Adds an action of a kind on the Actions tab; the new action is the last row. */
async function addAction(user: User, dialog: HTMLElement, kind: string) {
  await waitFor(() => expect(within(dialog).getByRole('button', { name: /^(Create|Save)$/ })).toBeEnabled());
  await user.click(tab(dialog, /^Actions/));
  await user.click(button(dialog, 'Add action'));
  const rows = within(dialog).getAllByTestId('action-row');
  const row = rows[rows.length - 1]!;
  await user.click(within(row).getByRole('combobox', { name: 'Action' }));
  await user.click(await findOption(kind));
  return row;
}

/** Picks a placeholder from a dialog's 'Insert placeholder' list. */
async function pickPlaceholder(user: User, where: HTMLElement, token: string, index = 0) {
  await user.click(within(where).getAllByRole('combobox', { name: 'Insert placeholder' })[index]!);
  await user.click(await findOption(token));
}

/** Types an address into a recipient picker and chooses to add it. */
async function typeAddress(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
  await user.click(await findOption(`Add ${text}`));
}

/** Gives a new rule a name and a condition (status is Open) and creates it. */
async function nameAndCreate(user: User, dialog: HTMLElement, name: string) {
  await user.click(tab(dialog, /^General/));
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), name);
  await user.click(tab(dialog, /^Conditions/));
  await user.click(within(dialog).getAllByRole('button', { name: 'Add condition' })[0]!);
  await user.click(within(dialog).getByRole('combobox', { name: 'Value' }));
  await user.click(await findOption('Open'));
  await user.click(button(dialog, 'Create'));
}

const lastBody = (calls: ReturnType<typeof answer>, method: string) => calls.filter((c) => c.method === method).at(-1)?.body as { actions: unknown[] };

describe('the edit-field dialogs of actions (spec 002 §2.1, §5.1)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('Summary: opens when chosen, Apply refuses an empty summary with "Required", a placeholder goes in at the caret, Apply hands it to the action', async () => {
    const calls = answer();
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'add', kind: 'EVENT_BASED' });
    const row = await addAction(user, dialog, 'Update ticket');
    await user.click(within(row).getByRole('combobox', { name: 'Field' }));
    await user.click(await findOption('Summary'));

    const summary = await screen.findByRole('dialog', { name: 'Summary' });
    const input = within(summary).getByRole('textbox', { name: /^Summary/ });
    expect(input).toHaveAttribute('maxlength', '200');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Required'));
    expect(screen.getByRole('dialog', { name: 'Summary' })).toBeInTheDocument();

    await user.type(input, 'Printer down');
    (input as HTMLInputElement).setSelectionRange(8, 8);
    await pickPlaceholder(user, summary, '{{ticket.id}}');
    await waitFor(() => expect(input).toHaveValue('Printer {{ticket.id}}down'));
    expect((input as HTMLInputElement).selectionStart).toBe('Printer {{ticket.id}}'.length);
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Summary' })).not.toBeInTheDocument());
    expect(within(row).getByText('Printer {{ticket.id}}down')).toBeInTheDocument();

    await nameAndCreate(user, dialog, 'Rename');
    await waitFor(() =>
      expect(lastBody(calls, 'POST')?.actions).toEqual([expect.objectContaining({ field: 'ticket', operator: 'summary', value: 'Printer {{ticket.id}}down' })]),
    );
  });

  it('Cancel leaves the action as it was; Escape closes only the field dialog, not the editor', async () => {
    answer([], rule({ actions: [{ uid: 's', field: 'ticket', operator: 'summary', value: 'Kept' }] }));
    const user = userEvent.setup();
    const { dialog, onClose } = await open({ action: 'edit', kind: 'EVENT_BASED', ruleId: 4 });
    await waitFor(() => expect(button(dialog, 'Save')).toBeEnabled());
    await user.click(tab(dialog, /^Actions/));
    const row = within(dialog).getByTestId('action-row');
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const summary = await screen.findByRole('dialog', { name: 'Summary' });
    await user.clear(within(summary).getByRole('textbox', { name: /^Summary/ }));
    await user.click(within(summary).getByRole('button', { name: 'Cancel' }));
    expect(within(row).getByText('Kept')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Summary' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Summary' })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit event-based automation' })).toBeInTheDocument();
  });

  it('Comment: "Required" for an empty body; a placeholder goes in at the rich-text caret; Public/Private; the row and the save show it', async () => {
    const calls = answer([], rule({ actions: [{ uid: 'c', field: 'ADD_TICKET_COMMENT', value: { body: '<p>Dear customer</p>', public: false } }] }));
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'edit', kind: 'EVENT_BASED', ruleId: 4 });
    await waitFor(() => expect(button(dialog, 'Save')).toBeEnabled());
    await user.click(tab(dialog, /^Actions/));
    const row = within(dialog).getByTestId('action-row');
    expect(row).toHaveTextContent('Private · Dear customer');
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const comment = await screen.findByRole('dialog', { name: 'Comment' });
    const body = await within(comment).findByRole('textbox', { name: 'Body text' });
    await waitFor(() => expect(within(comment).getByRole('combobox', { name: 'Insert placeholder' })).toBeEnabled());
    const text = [...body.querySelectorAll('span')].map((s) => s.firstChild).find((n) => n?.textContent === 'Dear customer')!;
    await act(async () => {
      document.getSelection()!.setBaseAndExtent(text, 5, text, 5);
      document.dispatchEvent(new Event('selectionchange'));
    });
    await pickPlaceholder(user, comment, '{{requester.firstName}}');
    await waitFor(() => expect(body).toHaveTextContent('Dear {{requester.firstName}}customer'));
    await user.click(within(comment).getByRole('radio', { name: 'Public' }));
    // The editor reports its text a moment after the last change.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await user.click(within(comment).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(row).toHaveTextContent('Public · Dear {{requester.firstName}}customer'));
    await user.click(button(dialog, 'Save'));
    await waitFor(() =>
      expect(lastBody(calls, 'PUT')?.actions).toEqual([
        { uid: 'c', field: 'ADD_TICKET_COMMENT', value: { body: '<p>Dear {{requester.firstName}}customer</p>', public: true } },
      ]),
    );

    // A comment is a one-time action (§5.2): a second row does not offer it.
    await user.click(button(dialog, 'Add action'));
    const second = within(dialog).getAllByTestId('action-row')[1]!;
    expect(await optionsOf(user, within(second).getByRole('combobox', { name: 'Action' }))).not.toContain('Add comment');
  });

  it('Comment: Apply with an empty body says "Required" and keeps the dialog open', async () => {
    answer();
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'add', kind: 'RESPONSE_TEMPLATE' });
    await addAction(user, dialog, 'Add comment');
    const comment = await screen.findByRole('dialog', { name: 'Comment' });
    await within(comment).findByRole('textbox', { name: 'Body text' });
    await user.click(within(comment).getByRole('button', { name: 'Apply' }));
    expect(await within(comment).findByText('Required')).toBeInTheDocument();
    expect(within(comment).getByRole('radio', { name: 'Private' })).toBeChecked();
  });
});

describe('e-mail recipients and CC lists (spec 002 §3.1, §5.1, §7)', () => {
  afterEach(() => vi.restoreAllMocks());

  const emailRule = rule({ actions: [{ uid: 'e', field: 'SEND_EMAIL', value: { body: '<p>Hello</p>', subject: '' } }] });

  async function openEmail(user: User, kind: 'EVENT_BASED' | 'TIME_BASED' = 'EVENT_BASED') {
    const calls = answer(people, { ...emailRule, type: kind });
    const { dialog } = await open({ action: 'edit', kind, ruleId: 4 });
    await waitFor(() => expect(button(dialog, 'Save')).toBeEnabled());
    await user.click(tab(dialog, /^Actions/));
    const row = within(dialog).getByTestId('action-row');
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const email = await screen.findByRole('dialog', { name: 'Email' });
    return { calls, dialog, row, email, recipient: within(email).getByRole('combobox', { name: /^Recipient/ }) };
  }

  it('names the special recipients, lists technicians then contacts 50 a page with their marks', async () => {
    const user = userEvent.setup();
    const { calls, recipient } = await openEmail(user);
    await user.click(recipient);
    await findOption('Terry Technician');
    const names = await optionsOf(user, recipient);
    expect(names).toEqual([
      'Requester',
      'Requester’s CC list',
      'Assignee',
      'Current user',
      'Terry Technician',
      'Olga Oldhand (Deleted)',
      'Carla Contact · contact',
    ]);
    const contacts = calls.find((c) => c.url.pathname === '/api/ticketing/contacts')!;
    expect(contacts.url.searchParams.get('pageSize')).toBe('50');
    expect(calls.find((c) => c.url.pathname === '/api/ticketing/technicians')!.url.searchParams.get('page')).toBe('0');
  });

  it('marks its required fields with the asterisk, as the shared field widgets do: recipients, subject, body (issue 23 item 15)', async () => {
    const user = userEvent.setup();
    const { email } = await openEmail(user);
    const marked = [...email.querySelectorAll('.mantine-InputWrapper-required')].map((star) => star.closest('label, div')?.textContent?.replace(/\s*\*$/, ''));
    expect(marked).toEqual(['Recipient', 'Subject', 'Body text']);
  });

  it('leaves out "Current user" in a time-based rule', async () => {
    const user = userEvent.setup();
    const { recipient } = await openEmail(user, 'TIME_BASED');
    await user.click(recipient);
    await findOption('Terry Technician');
    expect(await optionsOf(user, recipient)).not.toContain('Current user');
  });

  it('refuses a typed address that is not one, takes a valid one, wants a subject, refuses a deleted user, and saves emails, uids and keys', async () => {
    const user = userEvent.setup();
    const { calls, dialog, row, email, recipient } = await openEmail(user);
    await typeAddress(user, recipient, 'not-an-address');
    expect(await within(email).findByText('Invalid email address')).toBeInTheDocument();
    await typeAddress(user, recipient, 'boss@example.com');
    await user.click(recipient);
    await user.click(await findOption('Requester'));
    await user.click(recipient);
    await user.click(await findOption(/^Olga Oldhand/));
    await user.keyboard('{Escape}');

    await user.click(within(email).getByRole('button', { name: 'Apply' }));
    expect(await within(email).findByText('Must not contain deleted users')).toBeInTheDocument();
    expect(within(email).getByRole('textbox', { name: /^Subject/ })).toHaveAccessibleDescription('Required');
    await user.click(within(email).getByLabelText('Remove Olga Oldhand'));
    await user.type(within(email).getByRole('textbox', { name: /^Subject/ }), 'Your ticket');
    await user.click(within(email).getByRole('checkbox', { name: 'Allow email response by recipient' }));
    await user.click(within(email).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email' })).not.toBeInTheDocument());
    expect(row).toHaveTextContent('To: Requester, boss@example.com');

    await user.click(button(dialog, 'Save'));
    await waitFor(() =>
      expect(lastBody(calls, 'PUT')?.actions).toEqual([
        {
          uid: 'e',
          field: 'SEND_EMAIL',
          value: expect.objectContaining({ keys: ['REQUESTER'], emails: ['boss@example.com'], uids: [], subject: 'Your ticket', allowResponse: true }),
        },
      ]),
    );
  });

  it('offers "Add to CC list" and "Set CC list": users, contacts and checked addresses, no special recipients; saved as emails and uids', async () => {
    const calls = answer(people);
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'add', kind: 'EVENT_BASED' });
    const row = await addAction(user, dialog, 'Add to CC list');
    expect(await optionsOf(user, within(row).getByRole('combobox', { name: 'Action' }))).toEqual(expect.arrayContaining(['Add to CC list', 'Set CC list']));
    const cc = within(row).getByRole('combobox', { name: /^CC list/ });
    await user.click(cc);
    await findOption('Carla Contact · contact');
    expect(await optionsOf(user, cc)).not.toContain('Requester');
    await user.click(cc);
    await user.click(await findOption('Carla Contact · contact'));
    await typeAddress(user, cc, 'x@y');
    expect(await within(row).findByText('Invalid email address')).toBeInTheDocument();
    await typeAddress(user, cc, 'cc@example.com');

    await nameAndCreate(user, dialog, 'CC the boss');
    await waitFor(() =>
      expect(lastBody(calls, 'POST')?.actions).toEqual([
        expect.objectContaining({ field: 'add_cc_list', value: { emails: ['cc@example.com'], uids: ['carla'] } }),
      ]),
    );
  });
});

describe('Send to ConnectWise (issue 26 §8)', () => {
  const boards: Responder[] = [
    mockRoute('get', '/api/psacw/provider-data', () =>
      psaProviderData({
        boards: [
          { id: 1, name: 'Service Desk' },
          { id: 2, name: 'Escalations' },
        ],
      }),
    ),
  ];

  it('picks a board by name from the refreshed provider data ("Default board" first); the action is offered once', async () => {
    const calls = answer(boards);
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'add', kind: 'EVENT_BASED' });
    const row = await addAction(user, dialog, 'Send to ConnectWise');
    const board = within(row).getByRole('combobox', { name: 'ConnectWise board' });
    expect(board).toHaveAccessibleDescription(/Default board: the board ConnectWise uses by default/);
    expect(board).toHaveValue('Default board');
    await waitFor(async () => expect(await optionsOf(user, board)).toEqual(['Default board', 'Service Desk', 'Escalations']));
    await user.click(board);
    await user.click(await findOption('Escalations'));
    await user.click(button(dialog, 'Add action'));
    const rows = within(dialog).getAllByTestId('action-row');
    await user.click(within(rows.at(-1)!).getByRole('combobox', { name: 'Action' }));
    // One-time action: a rule sends a ticket to ConnectWise once.
    expect(screen.queryByRole('option', { name: 'Send to ConnectWise' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(rows.at(-1)!).getByRole('button', { name: /Remove|Delete/ }));
    await nameAndCreate(user, dialog, 'Escalate');
    await waitFor(() => expect(lastBody(calls, 'POST')?.actions).toEqual([expect.objectContaining({ field: 'SEND_TO_PSA', value: { boardId: 2 } })]));
  });

  it('a board no longer in the list stays shown until changed; "Default board" is saved as none', async () => {
    const calls = answer(boards, rule({ actions: [{ uid: 'p', field: 'SEND_TO_PSA', value: { boardId: 3 } }] }));
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'edit', kind: 'EVENT_BASED', ruleId: 4 });
    await waitFor(() => expect(button(dialog, 'Save')).toBeEnabled());
    await user.click(tab(dialog, /^Actions/));
    const board = within(within(dialog).getByTestId('action-row')).getByRole('combobox', { name: 'ConnectWise board' });
    await waitFor(() => expect(board).toHaveValue('Board #3 (not in the refreshed list)'));
    await user.click(board);
    await user.click(await findOption('Default board'));
    await user.click(button(dialog, 'Save'));
    await waitFor(() => expect(lastBody(calls, 'PUT')?.actions).toEqual([expect.objectContaining({ field: 'SEND_TO_PSA', value: { boardId: null } })]));
  });
});
