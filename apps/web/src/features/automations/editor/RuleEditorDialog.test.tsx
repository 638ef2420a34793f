import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trigger } from '@outpost/contracts';
import { findOption, mockRoute, refuseStale } from '../../../test/render.tsx';
import { optionsOf } from '../../../test/optionsOf.ts';
import { answer, button, open, rule, tab } from '../test/editorHarness.tsx';

const tabNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('tab')
    .map((t) => t.textContent);

describe('the automation editor (spec 002 §2.1, §4.1, §5, §8.1)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds an event rule: "Add event-based automation", Create and Cancel, three tabs, nothing marked before the first submit', async () => {
    answer();
    const { dialog } = await open({ action: 'add', kind: 'EVENT_BASED' });
    expect(dialog).toHaveAccessibleName('Add event-based automation');
    expect(button(dialog, 'Cancel')).toBeInTheDocument();
    await waitFor(() => expect(button(dialog, 'Create')).toBeEnabled());
    expect(tabNames(dialog)).toEqual(['General*', 'Conditions*', 'Actions*']);
    expect(within(dialog).getByRole('switch', { name: 'Enabled' })).toBeChecked();
    expect(within(dialog).queryByText('Required')).not.toBeInTheDocument();
  });

  it('on the first submit marks the tabs holding errors and saves nothing', async () => {
    const calls = answer();
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'add', kind: 'EVENT_BASED' });
    await waitFor(() => expect(button(dialog, 'Create')).toBeEnabled());
    await user.click(button(dialog, 'Create'));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(tab(dialog, /^General/)).toHaveAttribute('data-error', 'true');
    expect(tab(dialog, /^Conditions/)).toHaveAttribute('data-error', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'x'.repeat(51));
    expect(await within(dialog).findByText('Must be at most 50 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveAttribute('maxlength', '250');
  });

  it('a response template has no Conditions tab and offers no notification or e-mail action', async () => {
    answer();
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'add', kind: 'RESPONSE_TEMPLATE' });
    expect(dialog).toHaveAccessibleName('Add response template');
    await waitFor(() => expect(button(dialog, 'Create')).toBeEnabled());
    expect(tabNames(dialog)).toEqual(['General*', 'Actions*']);
    await user.click(tab(dialog, /^Actions/));
    await user.click(button(dialog, 'Add action'));
    const kinds = await optionsOf(user, within(dialog).getByRole('combobox', { name: 'Action' }));
    expect(kinds).toContain('Add comment');
    expect(kinds).not.toContain('Send notification');
    expect(kinds).not.toContain('Send email');
  });

  it("tag actions use the ticket's Tags field: the shared tag rule, and 'Create tag' for a tag that does not exist", async () => {
    const calls = answer([mockRoute('post', '/api/ticketing/tags', (_url, body) => ({ id: 2, name: (body as { name: string }).name }))]);
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'edit', kind: 'EVENT_BASED', ruleId: 4 });
    await user.click(tab(dialog, /^Actions/));
    const tags = await within(dialog).findByRole('combobox', { name: 'Tags' });
    // A name the tag rule refuses is not offered for creation.
    await user.type(tags, 'a,b');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Create tag/, hidden: true })).not.toBeInTheDocument());
    await user.clear(tags);
    await user.type(tags, 'After hours');
    await user.click(await findOption('Create tag “After hours”'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/ticketing/tags')).toBe(true));
    expect(calls.find((c) => c.url.pathname === '/api/ticketing/tags' && c.method === 'POST')?.body).toEqual({ name: 'After hours' });
    await user.click(button(dialog, 'Save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ actions: [{ field: 'add_tags', value: ['vip', 'After hours'] }] });
  });

  it('copies a rule: loads it, appends " (Copy)" and creates', async () => {
    const calls = answer();
    const user = userEvent.setup();
    const { dialog, onSaved } = await open({ action: 'copy', kind: 'EVENT_BASED', ruleId: 4 });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Escalate (Copy)'));
    await user.click(button(dialog, 'Create'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ type: 'EVENT_BASED', name: 'Escalate (Copy)', actions: [{ field: 'add_tags', value: ['vip'] }] });
    expect(await screen.findByText('Success')).toBeInTheDocument();
  });

  it('edits a rule: "Edit …", Save, no Cancel; a refused save shows the spec message for its result code', async () => {
    answer([
      mockRoute(
        'put',
        '/api/ticketing/trigger/{id}',
        () =>
          new Response(JSON.stringify({ resultCode: 'email_action_body_max_length', message: 'x', fields: { 'actions.0.value': ['Too long'] } }), {
            status: 400,
          }),
        { id: 4 },
      ),
    ]);
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'edit', kind: 'EVENT_BASED', ruleId: 4 });
    expect(dialog).toHaveAccessibleName('Edit event-based automation');
    await waitFor(() => expect(button(dialog, 'Save')).toBeEnabled());
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(button(dialog, 'Save'));
    expect(await within(dialog).findByText('Email action exceeds the maximum character length')).toBeInTheDocument();
    expect(tab(dialog, /^Actions/)).toHaveAttribute('data-error', 'true');
  });

  it('saves from the version it loaded; a stale save keeps the edit and "Reload and re-apply" saves it on the newer rule', async () => {
    let stored = rule();
    const calls = answer([
      mockRoute('get', '/api/ticketing/trigger/{id}', () => stored, { id: 4 }),
      mockRoute(
        'put',
        '/api/ticketing/trigger/{id}',
        (_url, body) => {
          const sent = body as Trigger;
          if (sent.version !== stored.version) return refuseStale('automation');
          stored = { ...stored, ...sent, version: stored.version + 1 };
          return stored;
        },
        { id: 4 },
      ),
    ]);
    const user = userEvent.setup();
    const { dialog, onSaved } = await open({ action: 'edit', kind: 'EVENT_BASED', ruleId: 4 });
    const name = await within(dialog).findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('Escalate'));
    // Someone else switches the rule off meanwhile.
    stored = { ...stored, enabled: false, version: stored.version + 1 };
    await user.type(name, ' VIPs');
    await user.click(button(dialog, 'Save'));

    const notice = await within(dialog).findByTestId('stale-version-notice');
    expect(notice).toHaveTextContent('This automation was changed by someone else since you opened it. Reload to see their changes.');
    expect(name).toHaveValue('Escalate VIPs');
    await user.click(within(notice).getByRole('button', { name: 'Reload and re-apply' }));
    await waitFor(() => expect(within(dialog).queryByTestId('stale-version-notice')).toBeNull());
    expect(within(dialog).getByRole('switch', { name: 'Disabled' })).not.toBeChecked();
    await user.click(button(dialog, 'Save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => (c.body as Trigger).version)).toEqual([3, 4]);
    expect(stored).toMatchObject({ name: 'Escalate VIPs', enabled: false, version: 5 });
  });

  it('wants a logged time (1 to 999999999): "Required" until one is typed', async () => {
    answer();
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'add', kind: 'TIME_BASED' });
    await waitFor(() => expect(button(dialog, 'Create')).toBeEnabled());
    await user.click(tab(dialog, /^Actions/));
    await user.click(button(dialog, 'Add action'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Action' }));
    await user.click(await findOption('Log time'));
    await user.click(button(dialog, 'Create'));
    await user.click(tab(dialog, /^Actions/));
    const time = await within(dialog).findByRole('textbox', { name: 'Time' });
    await waitFor(() => expect(time).toHaveAccessibleDescription('Required'));
    await user.type(time, '45');
    await waitFor(() => expect(time).not.toHaveAccessibleDescription('Required'));
  });

  it('explains the Enabled switch: automations and templates have their own tooltip words', async () => {
    answer();
    const user = userEvent.setup();
    const { dialog } = await open({ action: 'add', kind: 'RESPONSE_TEMPLATE' });
    await waitFor(() => expect(button(dialog, 'Create')).toBeEnabled());
    await user.hover(within(dialog).getByRole('switch', { name: 'Enabled' }));
    expect(await screen.findByText('Disabled templates will not be included in response template options.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Enabled' }));
    expect(within(dialog).getByRole('switch', { name: 'Disabled' })).not.toBeChecked();
  });

  it('asks before closing with unsaved changes: "You have unsaved changes" / Continue', async () => {
    answer();
    const user = userEvent.setup();
    const { dialog, onClose } = await open({ action: 'add', kind: 'TIME_BASED' });
    await waitFor(() => expect(button(dialog, 'Create')).toBeEnabled());
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Stale');
    await user.click(button(dialog, 'Cancel'));
    const confirm = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    expect(confirm).toHaveTextContent('Are you sure you wish to proceed?');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Continue' }));
    expect(onClose).toHaveBeenCalled();
  });
});
