import { Modal } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { AppMantineProvider } from './AppMantineProvider.tsx';

describe('AppMantineProvider', () => {
  it('names the icon-only close button of every dialog', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <AppMantineProvider>
          <Modal opened onClose={() => {}} title="Any dialog" transitionProps={{ duration: 0 }}>
            Body
          </Modal>
        </AppMantineProvider>
      </I18nextProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Any dialog' });
    expect(dialog.querySelector('button')).toHaveAccessibleName('Dismiss');
  });

  it("keeps a dialog's form submit from reaching the page form behind it", async () => {
    const pageSubmit = vi.fn((e: FormEvent) => e.preventDefault());
    const dialogSubmit = vi.fn((e: FormEvent) => e.preventDefault());
    render(
      <I18nextProvider i18n={i18n}>
        <AppMantineProvider>
          <form onSubmit={pageSubmit}>
            <input aria-label="Page field" />
            {/* Opened from inside the page's form, as the ticket editor's type dialogs are. */}
            <Modal opened onClose={() => {}} title="Inner dialog" transitionProps={{ duration: 0 }}>
              <form onSubmit={dialogSubmit}>
                <input aria-label="Dialog field" />
                <button type="submit">Apply</button>
              </form>
            </Modal>
            <button type="submit">Save page</button>
          </form>
        </AppMantineProvider>
      </I18nextProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Inner dialog' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Dialog field' }), 'x{Enter}');
    expect(dialogSubmit).toHaveBeenCalledTimes(2);
    expect(pageSubmit).not.toHaveBeenCalled();
    // The page's own form still submits.
    await userEvent.click(screen.getByRole('button', { name: 'Save page', hidden: true }));
    expect(pageSubmit).toHaveBeenCalledTimes(1);
  });
});
