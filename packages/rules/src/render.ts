import { findPlaceholders, placeholderDefinition } from './placeholders.ts';

/** A placeholder's value: plain text (escaped into HTML) or trusted, already sanitised HTML. */
export type PlaceholderValue = string | number | boolean | null | undefined | { html: string };
/** Values by placeholder key (`ticket.summary`, `comment.latest`, `changes`, …). */
export type PlaceholderValues = Readonly<Record<string, PlaceholderValue>>;

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The visible text of an HTML fragment: tags dropped, line breaks kept, common entities decoded.
 * Good enough to tell an empty rich-text body from a written one and to put HTML values into
 * plain-text fields; it is not a sanitiser.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h[1-6]|tr|blockquote)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (m, name: string) => {
      const lower = name.toLowerCase();
      if (!lower.startsWith('#')) return ENTITIES[lower] ?? m;
      const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : m;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function renderValue(value: PlaceholderValue, escape: boolean): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return escape ? value.html : htmlToText(value.html);
  const text = String(value);
  // Plain-text values keep their line breaks inside HTML.
  return escape ? escapeHtml(text).replace(/\r?\n/g, '<br>') : text;
}

/**
 * Replaces the placeholders in a text with their values in one pass (a value that itself looks
 * like a placeholder is not expanded again). With `escapeHtml` the text is HTML: plain values
 * are escaped and HTML values inserted as they are; without it the text is plain and HTML values
 * are reduced to their text. A key given in `values` is always replaced; a catalogue key without
 * a value renders empty; any other `{{…}}` stays as written.
 */
export function renderPlaceholders(template: string, values: PlaceholderValues, options: { escapeHtml: boolean }): string {
  let out = '';
  let last = 0;
  for (const match of findPlaceholders(template)) {
    const known = Object.hasOwn(values, match.key) || placeholderDefinition(match.key) !== undefined;
    if (!known) continue;
    out += template.slice(last, match.index) + renderValue(values[match.key], options.escapeHtml);
    last = match.index + match.raw.length;
  }
  return out + template.slice(last);
}
