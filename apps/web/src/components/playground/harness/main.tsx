import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { componentsEn } from '../../i18n/en.ts';
import { ComponentsPlayground } from '../ComponentsPlayground.tsx';

// Standalone page: the playground without the app shell, server or login.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  ns: ['components'],
  defaultNS: 'components',
  resources: { en: { components: componentsEn } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <ComponentsPlayground />
        </MantineProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
