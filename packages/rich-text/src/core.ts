// Everything browser-safe: the editor imports this entry so sanitize-html (and postcss) stay server-side.
export * from './constants.ts';
export * from './schema.ts';
export * from './links.ts';
export * from './image-src.ts';
export * from './mentions.ts';
export * from './files.ts';
export * from './document.ts';
export * from './unsupported.ts';
export * from './table-header.ts';
export { htmlToDocument } from './html-to-document.ts';
export { documentToHtml, escapeAttr, escapeText } from './document-to-html.ts';
