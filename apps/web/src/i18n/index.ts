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

/**
 * Adds a feature's strings to `translation` when its screens load. Strings of screens outside
 * the first page live in their feature's `*.strings.ts`, imported by the screens that show them,
 * so the sign-in page and the dashboard do not download every screen's text.
 */
export function addStrings(strings: Record<string, unknown>): void {
  i18n.addResourceBundle('en', 'translation', strings, true, true);
}
