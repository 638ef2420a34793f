import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findOption, mockApi, mockRoute, pickerPage, renderTickets } from '../../../test/render.tsx';
import { AssignIncidentDialog } from './AssignIncidentDialog.tsx';

const problems = [
  { id: 7, name: 'Print server down', label: '#7 Print server down' },
  { id: 9, name: 'Toner supply', label: '#9 Toner supply' },
  { id: 12, name: 'This very ticket', label: '#12 This very ticket' },
];

function answerProblems() {
  return mockApi([
    mockRoute('get', '/api/ticketing/ticket/problem', (url) => {
      const search = url.searchParams.get('searchCriteria') ?? '';
      return pickerPage(problems.filter((p) => p.label.toLowerCase().includes(search.toLowerCase())));
    }),
  ]);
}

async function open(props: Partial<Parameters<typeof AssignIncidentDialog>[0]> = {}) {
  const onApply = vi.fn();
  const onCancel = vi.fn();
  await renderTickets(<AssignIncidentDialog opened mode="assign" currentProblem={null} ticketId={12} onApply={onApply} onCancel={onCancel} {...props} />);
  return { onApply, onCancel };
}

describe('Assign and Reassign Incident (spec 002 §2.2, §5.1)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the problem the incident belongs to and lists problems as "#id name", 50 a page, searched on the server', async () => {
    const calls = answerProblems();
    const user = userEvent.setup();
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'Assign Incident' });
    expect(dialog).toHaveTextContent('Select the problem this incident belongs to');

    await user.type(within(dialog).getByRole('combobox', { name: 'Problem' }), 'toner');
    expect(await findOption('#9 Toner supply')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('searchCriteria') === 'toner' && c.url.searchParams.get('page') === '0')).toBe(true));
  });

  it('does not offer the ticket itself as its own problem', async () => {
    answerProblems();
    const user = userEvent.setup();
    await open();
    await user.click(within(await screen.findByRole('dialog')).getByRole('combobox', { name: 'Problem' }));
    expect(await findOption('#7 Print server down')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '#12 This very ticket', hidden: true })).not.toBeInTheDocument();
  });

  it('requires a problem before it applies', async () => {
    answerProblems();
    const user = userEvent.setup();
    const { onApply } = await open();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('applies the chosen problem', async () => {
    answerProblems();
    const user = userEvent.setup();
    const { onApply } = await open();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Problem' }));
    await user.click(await findOption('#7 Print server down'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ id: 7, name: 'Print server down' });
  });

  it('refuses reassigning to the problem it already belongs to', async () => {
    answerProblems();
    const user = userEvent.setup();
    const { onApply } = await open({ mode: 'reassign', currentProblem: { id: 7, name: 'Print server down' } });
    const dialog = await screen.findByRole('dialog', { name: 'Reassign Incident' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Problem' }));
    await user.click(await findOption('#7 Print server down'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Cannot assign ticket to the same problem')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Problem' }));
    await user.click(await findOption('#9 Toner supply'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ id: 9, name: 'Toner supply' });
  });

  it('cancels on Cancel and on Escape', async () => {
    answerProblems();
    const user = userEvent.setup();
    const { onCancel } = await open();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
