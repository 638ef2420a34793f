import { sanitizeRichText } from '@outpost/rich-text';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** A numeric entity's character; NUL, surrogates and values past Unicode (which PostgreSQL text cannot hold, or which do not exist) become U+FFFD. */
function codePoint(value: number): string {
  if (value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(value);
}

/**
 * The text of sanitised rich-text HTML: block ends and <br> become new lines, tags go, entities
 * are decoded. Good enough for search, conditions and mail previews; not a renderer.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote|pre|table)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]{1,8}|#\d{1,8}|[a-z]{2,8}|#39);/gi, (whole, name: string) => {
      if (name.startsWith('#') && name !== '#39')
        return codePoint(name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** True when sanitised HTML shows nothing (no text, image, rule or table). */
export function isBlankHtml(html: string): boolean {
  if (/<(img|hr|table)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') === '';
}

/** Client HTML made safe: sanitised, and empty when it shows nothing. */
export function cleanHtml(raw: string): { html: string; text: string } {
  const html = sanitizeRichText(raw).trim();
  if (isBlankHtml(html)) return { html: '', text: '' };
  return { html, text: htmlToText(html) };
}
