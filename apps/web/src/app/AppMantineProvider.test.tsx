import { Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
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
});
