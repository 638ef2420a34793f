export * from './core.ts';
export { sanitizeRichText, sanitizeRichTextWithoutMentions } from './sanitize.ts';
export { withoutRemoteImages } from './mail-images.ts';
