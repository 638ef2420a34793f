import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderTickets } from '../../../test/render.tsx';
import { AddHelpTopicModal } from './AddHelpTopicModal.tsx';

describe('add help topic modal', () => {
  it('adds a topic with a label and a web address, refusing other schemes', async () => {
    const onAdd = vi.fn();
    const u = userEvent.setup();
    await renderTickets(<AddHelpTopicModal opened onClose={() => {}} onAdd={onAdd} />);
    await u.type(await screen.findByRole('textbox', { name: 'Label', hidden: true }), 'Status page');
    const address = screen.getByRole('textbox', { name: 'Address', hidden: true });
    await u.clear(address);
    await u.type(address, 'javascript:alert(1)');
    await u.click(screen.getByRole('button', { name: 'Add', hidden: true }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(await screen.findByText(/Invalid URL|Only http and https/)).toBeInTheDocument();
    await u.clear(address);
    await u.type(address, 'https://status.example.test');
    await u.click(screen.getByRole('button', { name: 'Add', hidden: true }));
    expect(onAdd).toHaveBeenCalledWith({ label: 'Status page', url: 'https://status.example.test' });
  });
});
