import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption } from '../../tickets/test/render.tsx';
import { optionsOf } from '../../rules/test/optionsOf.ts';
import { answer, button, open, tab } from '../test/editorHarness.tsx';

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
      [
        /^PUT \/api\/ticketing\/trigger\/4$/,
        () =>
          new Response(JSON.stringify({ resultCode: 'email_action_body_max_length', message: 'x', fields: { 'actions.0.value': ['Too long'] } }), {
            status: 400,
          }),
      ],
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
