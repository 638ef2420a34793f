import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Trigger } from '@outpost/contracts';
import { DEFAULT_BOARD_COLUMNS } from '@outpost/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, refuse, refuseStale, renderTickets } from '../../../test/render.tsx';
import { attributes, board, statuses } from '../../../test/boardFixtures.ts';
import { BoardEditorDialog, type BoardEditorMode } from './BoardEditorDialog.tsx';
import { optionsOf } from '../../../test/optionsOf.ts';

type Responder = Parameters<typeof mockApi>[0][number];

function answer(extra: Responder[] = [], stored: Trigger = board()) {
  return mockApi([
    ...extra,
    mockRoute('get', '/api/ticketing/attributes', () => attributes),
    mockRoute('get', '/api/ticketing/statuses', () => statuses),
    mockRoute('get', '/api/ticketing/trigger/{id}', () => stored),
    mockRoute('post', '/api/ticketing/trigger/', (_url, body) => ({ ...board(), ...(body as object), id: 9 })),
    mockRoute('put', '/api/ticketing/trigger/{id}', (_url, body) => ({ ...stored, ...(body as object) })),
  ]);
}

async function open(mode: BoardEditorMode, canShare = true) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  await renderTickets(<BoardEditorDialog mode={mode} canShare={canShare} onClose={onClose} onSaved={onSaved} />);
  const dialog = await screen.findByRole('dialog');
  return { dialog, onClose, onSaved };
}

const tab = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('tab', { name });
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

describe('the ticket board editor (spec 002 §2.1, §4.1, §5.1)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds a board: "Add ticket board", Create and Cancel, the default columns, nothing marked before the first submit', async () => {
    answer();
    const { dialog } = await open({ action: 'add' });
    expect(dialog).toHaveAccessibleName('Add ticket board');
    expect(button(dialog, 'Cancel')).toBeInTheDocument();
    await waitFor(() => expect(button(dialog, 'Create')).toBeEnabled());
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['General*', 'Conditions*', 'Columns and sorting*']);
    expect(within(dialog).queryByText('Required')).not.toBeInTheDocument();
    expect(tab(dialog, /^Conditions/)).not.toHaveAttribute('data-error');
  });

  it('on the first submit marks the tabs with errors and says "Required" and "Add at least 1 condition", without saving', async () => {
    const calls = answer();
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'add' });
    await waitFor(() => expect(button(dialog, 'Create')).toBeEnabled());
    await user.click(button(dialog, 'Create'));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(tab(dialog, /^General/)).toHaveAttribute('data-error', 'true');
    expect(tab(dialog, /^Conditions/)).toHaveAttribute('data-error', 'true');
    expect(tab(dialog, /^Columns and sorting/)).not.toHaveAttribute('data-error');

    await user.click(tab(dialog, /^Conditions/));
    expect(await within(dialog).findByText('Add at least 1 condition')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // Once submitted, every change is checked again: a name clears the General mark.
    await user.click(tab(dialog, /^General/));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Printers');
    await waitFor(() => expect(tab(dialog, /^General/)).not.toHaveAttribute('data-error'));
  });

  it('limits the name to 50 characters and the description to 250', async () => {
    answer();
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'add' });
    await waitFor(() => expect(button(dialog, 'Create')).toBeEnabled());
    await user.click(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.paste('x'.repeat(51));
    await user.click(button(dialog, 'Create'));
    expect(await within(dialog).findByText('Must be at most 50 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveAttribute('maxlength', '250');
  });

  it('offers the board fields and operators of §5.2: time since in the all group only, no business hours, no action', async () => {
    answer();
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'add' });
    await waitFor(() => expect(button(dialog, 'Create')).toBeEnabled());
    await user.click(tab(dialog, /^Conditions/));
    const [allGroup, anyGroup] = within(dialog)
      .getAllByRole('region')
      .filter((r) => r.hasAttribute('data-group'));
    await user.click(within(allGroup!).getByRole('button', { name: 'Add condition' }));
    const row = within(allGroup!).getByRole('group', { name: 'Condition 1' });
    // A new row starts on status with its first operator.
    expect(within(row).getByRole('combobox', { name: 'Field' })).toHaveValue('Status');
    const operators = await optionsOf(user, within(row).getByRole('combobox', { name: 'Operator' }));
    expect(operators).toEqual(['Is', 'Is not', 'Is under', 'Is not under']);

    const allFields = await optionsOf(user, within(row).getByRole('combobox', { name: 'Field' }));
    expect(allFields).toEqual(expect.arrayContaining(['Priority', 'Requester', 'Form', 'Time since ticket created', 'Time since status Resolved', 'Impact']));
    for (const absent of ['Business hours', 'Action', 'Comment type', 'Updated by']) expect(allFields).not.toContain(absent);

    await user.click(within(anyGroup!).getByRole('button', { name: 'Add condition' }));
    const anyFields = await optionsOf(user, within(within(anyGroup!).getByRole('group', { name: 'Condition 1' })).getByRole('combobox', { name: 'Field' }));
    expect(anyFields).toContain('Priority');
    expect(anyFields.filter((f) => f.startsWith('Time since'))).toEqual([]);
  });

  it('checks a time-since value: whole hours 0 to 99999, "Required" when blank', async () => {
    answer();
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'add' });
    await waitFor(() => expect(button(dialog, 'Create')).toBeEnabled());
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Old tickets');
    await user.click(tab(dialog, /^Conditions/));
    const allGroup = within(dialog)
      .getAllByRole('region')
      .find((r) => r.getAttribute('data-group') === 'all')!;
    await user.click(within(allGroup).getByRole('button', { name: 'Add condition' }));
    const row = within(allGroup).getByRole('group', { name: 'Condition 1' });
    await user.click(within(row).getByRole('combobox', { name: 'Field' }));
    await user.click(await findOption('Time since ticket created'));
    const hours = within(row).getByRole('textbox', { name: 'Hours' });
    expect(hours).toHaveValue('1');
    expect(within(row).getByRole('combobox', { name: 'Minutes' })).toHaveValue('0');
    await user.clear(hours);
    await user.type(hours, '100000');
    await user.click(button(dialog, 'Create'));
    expect(await within(row).findByText('Value must be an integer between 0 and 99999')).toBeInTheDocument();
    await user.clear(hours);
    expect(await within(row).findByText('Required')).toBeInTheDocument();
  });

  it('counts the columns, lists them in order with a remove button each, and wants at least one', async () => {
    answer();
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'add' });
    await waitFor(() => expect(button(dialog, 'Create')).toBeEnabled());
    await user.click(tab(dialog, /^Columns and sorting/));
    // 23 system columns (no agreement without the professional-services module) and one custom field.
    expect(within(dialog).getAllByText('10 columns selected out of 24').length).toBeGreaterThan(0);
    const order = within(dialog).getByTestId('board-column-order');
    // The spec's default columns (§3.1), in its order.
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-column')),
    ).toEqual([...DEFAULT_BOARD_COLUMNS]);
    expect(within(dialog).getByRole('combobox', { name: 'Sort by' })).toHaveValue('ID');
    expect(within(dialog).getByRole('combobox', { name: 'Sort direction' })).toHaveValue('Descending');
    for (const name of ['Status', 'ID', 'Summary', 'Organization', 'Requester', 'Assignee', 'Type', 'Source', 'Created', 'Time tracked']) {
      await user.click(within(order).getByRole('button', { name: `Remove ${name}` }));
    }
    expect(within(dialog).getAllByText('0 columns selected out of 24').length).toBeGreaterThan(0);
    await user.click(button(dialog, 'Create'));
    expect(await within(dialog).findByText('Please add at least one column')).toBeInTheDocument();
    expect(tab(dialog, /^Columns and sorting/)).toHaveAttribute('data-error', 'true');
  });

  it('edits a board: loads it first with Save disabled, "Edit ticket board", no Cancel, and saves with PUT', async () => {
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const calls = answer([
      mockRoute('get', '/api/ticketing/trigger/{id}', async () => {
        await loaded;
        return board();
      }),
    ]);
    const user = userEvent.setup();
    const { dialog, onSaved } = await open({ action: 'edit', boardId: 5 });
    expect(dialog).toHaveAccessibleName('Edit ticket board');
    expect(button(dialog, 'Save')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    release();
    const name = await within(dialog).findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Printers');
    await user.type(name, ' (floor 2)');
    await user.click(button(dialog, 'Save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/ticketing/trigger/5');
    expect(put?.body).toMatchObject({
      type: 'BOARD',
      name: 'Printers (floor 2)',
      conditions: board().conditions,
      sortBy: [{ field: 'id', direction: 'DESC' }],
      version: board().version,
    });
    expect(await screen.findByText('Success')).toBeInTheDocument();
  });

  it('a save refused for its outdated version keeps the edit; "Reload and re-apply" saves it on the newer board', async () => {
    // Someone else changed the description after this editor loaded version 3.
    let stored = board();
    const calls = answer([
      mockRoute('get', '/api/ticketing/trigger/{id}', () => stored),
      mockRoute('put', '/api/ticketing/trigger/{id}', (_url, body) => {
        const sent = body as Trigger;
        if (sent.version !== stored.version) return refuseStale('board');
        stored = { ...stored, ...sent, version: stored.version + 1 };
        return stored;
      }),
    ]);
    const user = userEvent.setup();
    const { dialog, onSaved } = await open({ action: 'edit', boardId: 5 });
    const name = await within(dialog).findByRole('textbox', { name: /^Name/ });
    stored = { ...stored, description: 'Printers and scanners', version: 4 };
    await user.type(name, ' (floor 2)');
    await user.click(button(dialog, 'Save'));

    const notice = await within(dialog).findByTestId('stale-version-notice');
    expect(notice).toHaveTextContent('This board was changed by someone else since you opened it. Reload to see their changes.');
    expect(name).toHaveValue('Printers (floor 2)');
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(within(notice).getByRole('button', { name: 'Reload and re-apply' }));
    await waitFor(() => expect(within(dialog).queryByTestId('stale-version-notice')).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Printers (floor 2)');
    await user.click(button(dialog, 'Save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const puts = calls.filter((c) => c.method === 'PUT').map((c) => c.body as Trigger);
    expect(puts.map((p) => p.version)).toEqual([3, 4]);
    expect(stored).toMatchObject({ name: 'Printers (floor 2)', description: 'Printers and scanners', version: 5 });
  });

  it('a system board: general fields disabled, conditions hidden, and only columns and sort are sent', async () => {
    const stored = board({ id: 1, system: true, systemKey: 'ALL_OPEN', name: 'All open tickets' });
    const calls = answer([], stored);
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'edit', boardId: 1 });
    expect(await within(dialog).findByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toBeDisabled();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent?.replace('*', '')),
    ).toEqual(['General', 'Columns and sorting']);
    expect(dialog).toHaveTextContent('Copy the board to change its name, description or conditions.');
    await user.click(button(dialog, 'Save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('conditions');
    expect(body).toMatchObject({ name: 'All open tickets', columns: stored.columns });
  });

  it('copies a board: " (Copy)" after the name, everything editable, Create, and a new record', async () => {
    const stored = board({ id: 1, system: true, systemKey: 'ALL_OPEN', name: 'All open tickets' });
    const calls = answer([], stored);
    const user = userEvent.setup();
    const { dialog, onSaved } = await open({ action: 'copy', boardId: 1 });
    expect(dialog).toHaveAccessibleName('Add ticket board');
    const name = await within(dialog).findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('All open tickets (Copy)');
    expect(name).toBeEnabled();
    expect(tab(dialog, /^Conditions/)).toBeInTheDocument();
    await user.click(button(dialog, 'Create'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/ticketing/trigger/');
    expect(post?.body).toMatchObject({ name: 'All open tickets (Copy)', conditions: stored.conditions });
  });

  it("a technician's copy of a shared board is their own personal board", async () => {
    const calls = answer([], board({ id: 4, name: 'Printers', visibility: 'SHARED' }));
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'copy', boardId: 4 }, false);
    expect(await within(dialog).findByRole('textbox', { name: /^Name/ })).toHaveValue('Printers (Copy)');
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(button(dialog, 'Create'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'Printers (Copy)', visibility: 'PERSONAL' }));
  });

  it('asks before closing with unsaved changes: "You have unsaved changes", Continue closes, Cancel stays', async () => {
    answer();
    const user = userEvent.setup();
    const { dialog, onClose } = await open({ action: 'add' });
    await waitFor(() => expect(button(dialog, 'Create')).toBeEnabled());
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Half done');
    await user.click(button(dialog, 'Cancel'));
    const confirm = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    expect(confirm).toHaveTextContent('Are you sure you wish to proceed?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'You have unsaved changes' })).getByRole('button', { name: 'Continue' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes at once when nothing changed', async () => {
    answer();
    const user = userEvent.setup();
    const { dialog, onClose } = await open({ action: 'add' });
    await waitFor(() => expect(button(dialog, 'Create')).toBeEnabled());
    await user.click(button(dialog, 'Cancel'));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'You have unsaved changes' })).not.toBeInTheDocument();
  });

  it('shows the §8.1 message of a refused save, or "Error saving ticket board" for any other failure', async () => {
    let answerWith = refuse(400, 'Ticket actions cannot contain deleted users');
    answer([mockRoute('post', '/api/ticketing/trigger/', () => answerWith)]);
    const user = userEvent.setup();
    const { dialog, onSaved } = await open({ action: 'copy', boardId: 5 });
    await user.click(await within(dialog).findByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error saving ticket board');
    answerWith = new Response(
      JSON.stringify({
        resultCode: 'automation_ticket_assignee_do_not_exists',
        message: 'x',
        fields: { 'conditions.all.0.value': ['Must not contain deleted users'] },
      }),
      {
        status: 400,
      },
    );
    await user.click(button(dialog, 'Create'));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Ticket actions cannot contain deleted users'));
    expect(tab(dialog, /^Conditions/)).toHaveAttribute('data-error', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says "Failed" when the board cannot be loaded', async () => {
    answer([mockRoute('get', '/api/ticketing/trigger/{id}', () => refuse(404, 'Ticket board not found'))]);
    const { dialog } = await open({ action: 'edit', boardId: 5 });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed');
    expect(button(dialog, 'Try again')).toBeInTheDocument();
  });
});
