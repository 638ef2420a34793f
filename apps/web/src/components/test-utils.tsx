import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { componentsEn } from './i18n/en.ts';

/** Creates an isolated i18next instance with the components namespace loaded (English). */
export function createTestI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['components'],
    defaultNS: 'components',
    resources: { en: { components: componentsEn } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

const testI18n = createTestI18n();

/** Wraps children in the providers every shared component expects. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={testI18n}>
      <MantineProvider>{children}</MantineProvider>
    </I18nextProvider>
  );
}

/** Renders a component with MantineProvider and the components i18n namespace. */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { wrapper: Providers, ...options });
}
