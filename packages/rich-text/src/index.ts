export * from './core.ts';
export { sanitizeRichText } from './sanitize.ts';
