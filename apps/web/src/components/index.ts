/** Shared, domain-free UI: the data table, form widgets, their i18n bundle and the reload bus. */
export * from './data-table/index.ts';
export * from './widgets/index.ts';
export { componentsEn, type ComponentsResources } from './i18n/en.ts';
