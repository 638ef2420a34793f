import { describe, expect, it } from 'vitest';
import {
  anyWordQuery,
  articlePath,
  buildSearchQuery,
  MATCH_END,
  MATCH_START,
  safeForeignSnippet,
  searchConfigFor,
  searchWords,
  snippetHtml,
} from './search-text.ts';

describe('search text', () => {
  it('stems each supported language with its configuration and the rest with simple', () => {
    expect(searchConfigFor('en-us')).toBe('english');
    expect(searchConfigFor('de')).toBe('german');
    expect(searchConfigFor('pt-br')).toBe('portuguese');
    expect(searchConfigFor('ja')).toBe('simple');
  });

  it('takes words of any script and nothing that could be an operator', () => {
    expect(searchWords('backup & restore | "x" !(y) 復元 восстановление')).toEqual(['backup', 'restore', 'x', 'y', '復元', 'восстановление']);
    const query = buildSearchQuery("restore' & !backup:* | (x)");
    expect(query).toEqual({ kind: 'prefix', text: 'restore:* & backup:* & x' });
  });

  it('sends web-search syntax to websearch_to_tsquery and nothing at all for no words', () => {
    expect(buildSearchQuery('"scheduled deletion"').kind).toBe('websearch');
    expect(buildSearchQuery('backup -image').kind).toBe('websearch');
    expect(buildSearchQuery('image or volume').kind).toBe('websearch');
    expect(buildSearchQuery('  !!! ')).toEqual({ kind: 'empty' });
  });

  it('turns an all-words query into an any-word one, and nothing else', () => {
    expect(anyWordQuery(buildSearchQuery('restore server'))).toEqual({ kind: 'prefix', text: 'restore:* | server:*' });
    expect(anyWordQuery(buildSearchQuery('restore'))).toBeNull();
    expect(anyWordQuery(buildSearchQuery('"a b"'))).toBeNull();
  });

  it('escapes a headline and marks its matches with <em>', () => {
    expect(snippetHtml(`a < b & ${MATCH_START}restore${MATCH_END} "now"`)).toBe('a &lt; b &amp; <em>restore</em> &quot;now&quot;');
  });

  it('keeps only <em> of a foreign snippet and balances it', () => {
    expect(safeForeignSnippet('<b>x</b> <em>ok</em> <img src=x onerror=alert(1)> &amp; & <em>open')).toBe('x <em>ok</em>  &amp; &amp; <em>open</em>');
    expect(safeForeignSnippet('</em>stray<script>alert(1)</script>')).toBe('strayalert(1)');
  });

  it('gives articles a readable stable path', () => {
    expect(articlePath(12, 'Enrolling a device!')).toBe('/help/articles/12-enrolling-a-device');
    expect(articlePath(3, 'Résumé café')).toBe('/help/articles/3-resume-cafe');
    expect(articlePath(4, '!!!')).toBe('/help/articles/4');
  });
});
