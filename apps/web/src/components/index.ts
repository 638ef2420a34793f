/** Shared, domain-free UI: the data table, form widgets, their i18n bundle and the reload bus. */
export * from './data-table/index.ts';
export * from './widgets/index.ts';
export * from './schedule/index.ts';
export * from './stale-version/index.ts';
export { componentsEn, type ComponentsResources } from './i18n/en.ts';
