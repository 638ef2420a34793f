import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { componentsEn } from '../components/i18n/en.ts';
import { en } from './en.ts';

/** The app's i18next instance: app strings in `translation`, shared components in `components`. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['translation', 'components'],
  defaultNS: 'translation',
  resources: { en: { translation: en, components: componentsEn } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
