import { REPLY_MARKER } from '../notifications/mail-templates.ts';

/**
 * Where quoted history starts in a reply's HTML, as the common mail clients write it: our own
 * reply marker first (it survives any client), then Gmail, Apple Mail and Thunderbird
 * blockquotes, Outlook's reply header, and the plain "Original Message" separator.
 */
const HTML_CUTS: readonly RegExp[] = [
  new RegExp(REPLY_MARKER.replace(/[-#]/g, (c) => `\\${c}`)),
  /<div[^>]*class="[^"]*gmail_quote/i,
  /<blockquote[^>]*type="cite"/i,
  /<div[^>]*class="[^"]*moz-cite-prefix/i,
  /<div[^>]*id="(divRplyFwdMsg|appendonsend)"/i,
  /<hr[^>]*id="stopSpelling"/i,
  /-{3,}\s*Original Message\s*-{3,}/i,
];

/** A "On <date>, <someone> wrote:" line, which clients put right above the quote. */
const WROTE_LINE = /(^|\n)[^\n]{0,200}\bwrote:\s*$/i;

/** The reply's own HTML, without the history it quotes. */
export function stripQuotedHtml(html: string): string {
  let end = html.length;
  for (const cut of HTML_CUTS) {
    const at = html.search(cut);
    if (at !== -1 && at < end) end = at;
  }
  // The marker sits inside an element (<p>…): drop that element's opening tag with what follows.
  let kept = html.slice(0, end).replace(/<[a-z][^>]*>\s*$/i, '');
  // "On … wrote:" in the last block before the quote.
  kept = kept.replace(/<(p|div)[^>]*>(?:(?!<\/?(?:p|div)\b)[\s\S]){0,300}?\bwrote:\s*(<br\s*\/?>\s*)*<\/\1>\s*$/i, '');
  return kept;
}

/** The reply's own text, without quoted lines and the history below the reply. */
export function stripQuotedText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  for (const line of lines) {
    if (line.includes(REPLY_MARKER)) break;
    if (/^-{3,}\s*Original Message\s*-{3,}/i.test(line.trim())) break;
    if (/^_{10,}$/.test(line.trim())) break; // Outlook's rule above "From: …"
    if (/^From:\s/i.test(line) && out.length > 0 && out[out.length - 1]!.trim() === '') break;
    out.push(line);
  }
  let kept = out.join('\n');
  // Trailing quoted lines ("> …") and the "On … wrote:" line above them.
  kept = kept.replace(/(\n>[^\n]*)+\s*$/, '').replace(/^>[^\n]*(\n>[^\n]*)*\s*$/, '');
  kept = kept.replace(WROTE_LINE, '');
  return kept.trim();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Plain text as paragraphs of HTML, for a message without an HTML part. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
