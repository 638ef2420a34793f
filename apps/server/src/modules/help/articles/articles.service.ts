import type { z } from 'zod';
import type {
  HelpArticle,
  HelpArticleHit,
  HelpArticleRow,
  helpArticleInputSchema,
  helpArticleUpdateSchema,
  HelpSearchPage,
  ParsedTableQuery,
  SessionUser,
  TablePage,
} from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import { notFound, staleVersion } from '../../../lib/errors.ts';
import { tablePageOf } from '../../../lib/table-query.ts';
import { cleanHtml } from '../../tickets/html-text.ts';
import type { ArticleListRow, ArticleRow, ArticleValues, HelpArticlesRepository } from './articles.repository.ts';
import { anyWordQuery, articlePath, buildSearchQuery, plainText, searchConfigFor, snippetHtml, type SearchQuery } from './search-text.ts';

type ArticleInput = z.output<typeof helpArticleInputSchema>;
type ArticleUpdate = z.output<typeof helpArticleUpdateSchema>;

/** How many suggested articles the panel lists for one screen. */
export const SUGGESTED_LIMIT = 5;

const presentRow = (row: ArticleListRow): HelpArticleRow => ({
  id: row.id,
  name: row.title,
  title: row.title,
  section: row.section,
  label_names: row.labels,
  locale: row.locale,
  draft: row.draft,
  routes: row.routes,
  html_url: articlePath(row.id, row.title),
  author: row.authorName,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const presentArticle = (row: ArticleRow): HelpArticle => ({ ...presentRow(row), body: row.bodyHtml });

/** A suggested article as a hit: no match to mark, so the snippet is the section. */
export const hitOfRow = (row: ArticleListRow): HelpArticleHit => ({
  id: row.id,
  name: row.title,
  title: row.title,
  snippet: '',
  html_url: articlePath(row.id, row.title),
  section: row.section,
  result_type: 'article',
});

/** Paging of a search answer, in Zendesk's names. */
export function searchPageOf(results: HelpArticleHit[], count: number, page: number, perPage: number): HelpSearchPage {
  const pageCount = Math.ceil(count / perPage);
  return {
    results,
    count,
    page,
    per_page: perPage,
    page_count: pageCount,
    next_page: page < pageCount ? page + 1 : null,
    previous_page: page > 1 ? page - 1 : null,
  };
}

/** The help centre's home lists at most this many articles; past that, readers search. */
export const CONTENTS_LIMIT = 500;

/** At most this many results can be paged through, as on Zendesk. */
const MAX_RESULTS = 1000;

/**
 * The built-in help centre's articles: written by administrators (HTML sanitised here, whatever
 * the client sent), read by everyone once published, searched with PostgreSQL full-text search.
 */
export function createHelpArticlesService(deps: { articles: HelpArticlesRepository; clock: Clock }) {
  const { articles, clock } = deps;

  function valuesOf(input: ArticleInput): ArticleValues {
    const { html, text } = cleanHtml(input.body);
    return {
      title: input.title,
      bodyHtml: html,
      bodyText: plainText(text),
      section: input.section,
      labels: [...new Set(input.labels)],
      locale: input.locale,
      draft: input.draft,
      routes: [...new Set(input.routes)],
      searchConfig: searchConfigFor(input.locale),
    };
  }

  return {
    async create(user: Pick<SessionUser, 'id' | 'name'> | null, input: ArticleInput): Promise<HelpArticle> {
      const row = await articles.insert({ ...valuesOf(input), authorUserId: user?.id ?? null, authorName: user?.name ?? null, at: clock.now() });
      return presentArticle(row);
    },

    /** Saves an article edited from `version`; a save from an older one is refused (409) and changes nothing. */
    async update(id: number, update: ArticleUpdate): Promise<HelpArticle> {
      const { version, ...input } = update;
      const row = await articles.update(id, version, { ...valuesOf(input), at: clock.now() });
      if (row) return presentArticle(row);
      if (await articles.find(id)) throw staleVersion('article');
      throw notFound('Article');
    },

    async delete(id: number): Promise<void> {
      if (!(await articles.delete(id))) throw notFound('Article');
    },

    /** One article; drafts only for those who may edit them. */
    async get(id: number, options: { includeDrafts: boolean }): Promise<HelpArticle> {
      const row = await articles.find(id);
      if (!row || (row.draft && !options.includeDrafts)) throw notFound('Article');
      return presentArticle(row);
    },

    /** The published article for a topic label (what the app's "Learn more" links name). */
    async topic(label: string, locale: string): Promise<HelpArticle> {
      const row = await articles.findByLabel(label, locale);
      if (!row) throw notFound('Article');
      return presentArticle(row);
    },

    async page(query: ParsedTableQuery): Promise<TablePage<HelpArticleRow>> {
      const startedAt = Date.now();
      const { rows, total } = await articles.page(query);
      return tablePageOf(rows.map(presentRow), total, query, startedAt);
    },

    sections: () => articles.sections(),

    /** Ranked, stemmed search of published articles; any input answers a page, empty when nothing matches. */
    async search(params: { query: string; locale: string; page: number; perPage: number }): Promise<HelpSearchPage> {
      const { page, perPage, locale } = params;
      const query = buildSearchQuery(params.query);
      const offset = (page - 1) * perPage;
      if (query.kind === 'empty' || offset >= MAX_RESULTS) return searchPageOf([], 0, page, perPage);
      const run = (q: Exclude<SearchQuery, { kind: 'empty' }>) =>
        articles.search({ config: searchConfigFor(locale), locale, query: q, limit: Math.min(perPage, MAX_RESULTS - offset), offset });
      let { hits, total } = await run(query);
      const anyWord = total === 0 ? anyWordQuery(query) : null;
      if (anyWord && anyWord.kind !== 'empty') ({ hits, total } = await run(anyWord));
      const results = hits.map((hit): HelpArticleHit => ({
        id: hit.id,
        name: hit.title,
        title: hit.title,
        snippet: snippetHtml(hit.headline),
        html_url: articlePath(hit.id, hit.title),
        section: hit.section,
        result_type: 'article',
      }));
      return searchPageOf(results, Math.min(total, MAX_RESULTS), page, perPage);
    },

    /** The help centre's contents: published articles of a locale (at most CONTENTS_LIMIT). */
    async contents(locale: string): Promise<HelpArticleRow[]> {
      return (await articles.published(locale, CONTENTS_LIMIT)).map(presentRow);
    },

    async suggested(route: string, locale: string): Promise<HelpArticleHit[]> {
      return (await articles.forRoute(route, locale, SUGGESTED_LIMIT)).map(hitOfRow);
    },

    count: () => articles.count(),
  };
}
export type HelpArticlesService = ReturnType<typeof createHelpArticlesService>;
