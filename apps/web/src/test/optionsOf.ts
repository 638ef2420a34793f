import { waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Opens a select and answers the names of its options. Each select has its own list, found
 * through the input's aria-controls: jsdom runs no transitions, so closed lists stay in the page.
 */
export async function optionsOf(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement): Promise<string[]> {
  await user.click(combobox);
  await waitFor(() => expect(combobox).toHaveAttribute('aria-controls'));
  const list = document.getElementById(combobox.getAttribute('aria-controls')!)!;
  const names = within(list)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}
