/**
 * Text-search helpers for help articles: which PostgreSQL configuration stems a language, how a
 * user's search text becomes a query that cannot fail to parse, and how a headline becomes a safe
 * snippet. Pure: no database.
 */

// Configurations present in PostgreSQL 15 and later and in PGlite; other languages are searched unstemmed.
const CONFIG_BY_LANGUAGE: Record<string, string> = {
  ar: 'arabic',
  da: 'danish',
  de: 'german',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  ga: 'irish',
  hu: 'hungarian',
  id: 'indonesian',
  it: 'italian',
  lt: 'lithuanian',
  nb: 'norwegian',
  ne: 'nepali',
  nl: 'dutch',
  nn: 'norwegian',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sv: 'swedish',
  ta: 'tamil',
  tr: 'turkish',
};

/** The text-search configuration for an article locale ('en-us' → 'english'; unknown → 'simple'). */
export function searchConfigFor(locale: string): string {
  return CONFIG_BY_LANGUAGE[locale.split('-')[0]!.toLowerCase()] ?? 'simple';
}

/** More words than anyone types into a help search; the rest of a pasted page is ignored. */
const MAX_WORDS = 32;
const MAX_WORD_LENGTH = 100;
/** Most words a search falls back to matching any of (see anyWordQuery). */
const MAX_ANY_WORDS = 10;
/** Shorter words are matched whole: a one- or two-letter prefix would match most of the index. */
const MIN_PREFIX_LENGTH = 3;

/** The words of a search: runs of letters, marks and digits of any script. */
export function searchWords(text: string): string[] {
  // Each word once: a pasted page repeats its words, and the query needs each only once.
  const words = (text.normalize('NFC').match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** How a search is run: PostgreSQL's web-search syntax, or every word as a prefix. */
export type SearchQuery = { kind: 'websearch'; text: string } | { kind: 'prefix'; text: string } | { kind: 'empty' };

/**
 * Plain words search as prefixes joined by AND ("back" finds "backups"), so a half-typed word
 * still finds something. Text that uses web-search syntax (a quoted phrase, `or`, a `-word`)
 * goes to websearch_to_tsquery, which accepts any input without a syntax error. The prefix
 * query is built only from letters and digits, so it holds no operator a user could inject.
 */
export function buildSearchQuery(text: string): SearchQuery {
  const words = searchWords(text);
  if (words.length === 0) return { kind: 'empty' };
  const usesSyntax = /"/.test(text) || /(^|\s)-[\p{L}\p{N}]/u.test(text) || /(^|\s)or(\s|$)/i.test(text);
  if (usesSyntax) return { kind: 'websearch', text: text.slice(0, 2000) };
  return { kind: 'prefix', text: words.map((w) => (w.length >= MIN_PREFIX_LENGTH ? `${w}:*` : w)).join(' & ') };
}

/**
 * The same words with OR instead of AND: what a search falls back to when no article holds every
 * word, so a subject such as "restore of the file server fails" still finds the restore article.
 */
export function anyWordQuery(query: SearchQuery): SearchQuery | null {
  if (query.kind !== 'prefix' || !query.text.includes(' & ')) return null;
  const words = query.text.split(' & ');
  // A pasted paragraph is not a question: any of its words matches nearly every article.
  if (words.length > MAX_ANY_WORDS) return null;
  return { kind: 'prefix', text: words.join(' | ') };
}

/** Markers ts_headline puts around matches: private-use characters no article text keeps (see plainText). */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';
export const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A headline as HTML: its text escaped, its matches in `<em>`. */
export function snippetHtml(headline: string): string {
  return escapeHtml(headline).replaceAll(MATCH_START, '<em>').replaceAll(MATCH_END, '</em>');
}

/** Article text as stored for search: without the headline markers, so they always mean a match. */
export function plainText(text: string): string {
  return text.replace(/[\uE000\uE001]/g, '');
}

/**
 * A snippet from another help desk made safe to show: every tag but `<em>`/`</em>` dropped, every
 * other `<`, `>` and bare `&` escaped; entities the desk already wrote are kept.
 */
export function safeForeignSnippet(snippet: string): string {
  const parts = snippet.replace(/<(?!\/?em>)[^>]*>?/gi, '').split(/(<\/?em>)/i);
  let open = false;
  const out = parts.map((part) => {
    if (/^<em>$/i.test(part)) {
      if (open) return '';
      open = true;
      return '<em>';
    }
    if (/^<\/em>$/i.test(part)) {
      if (!open) return '';
      open = false;
      return '</em>';
    }
    return part
      .replace(/[<>"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
      .replace(/&(?!(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;');
  });
  return out.join('') + (open ? '</em>' : '');
}

/** The readable tail of an article's address: '/help/articles/12-enrolling-a-device'. */
export function articlePath(id: number, title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `/help/articles/${id}${slug ? `-${encodeURIComponent(slug).replace(/%2D/gi, '-')}` : ''}`;
}
