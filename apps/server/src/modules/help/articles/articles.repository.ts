import { and, arrayContains, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { ParsedTableQuery } from '@outpost/contracts';
import type { Database } from '../../../db/client.ts';
import { selectJson } from '../../../db/json-result.ts';
import { filterValue, likeContains, orderByFor } from '../../../lib/table-query.ts';
import { helpArticles } from '../help.schema.ts';
import { HEADLINE_OPTIONS, type SearchQuery } from './search-text.ts';

/** What an article save writes (the search vector follows from it). */
export interface ArticleValues {
  title: string;
  bodyHtml: string;
  bodyText: string;
  section: string;
  labels: string[];
  locale: string;
  draft: boolean;
  routes: string[];
  searchConfig: string;
}

/** One search hit as the database answers it. */
export interface ArticleHitRow {
  id: number;
  title: string;
  section: string;
  headline: string;
}

// tsvector holds at most 1 MB; the stemmed words of the first half-million characters are plenty.
const VECTOR_TEXT_LIMIT = 500_000;

/** Title words weigh most, then section and labels, then the body; all stemmed in the article's language. */
function searchVectorOf(values: ArticleValues): SQL {
  const config = values.searchConfig;
  const tags = [values.section, ...values.labels].join(' ');
  return sql`setweight(to_tsvector(${config}::regconfig, ${values.title}), 'A')
    || setweight(to_tsvector(${config}::regconfig, ${tags}), 'B')
    || setweight(to_tsvector(${config}::regconfig, ${values.bodyText.slice(0, VECTOR_TEXT_LIMIT)}), 'C')`;
}

/** The tsquery of a search, built in SQL from parameters only. */
function tsqueryOf(config: string, query: Exclude<SearchQuery, { kind: 'empty' }>): SQL {
  return query.kind === 'websearch' ? sql`websearch_to_tsquery(${config}::regconfig, ${query.text})` : sql`to_tsquery(${config}::regconfig, ${query.text})`;
}

const listColumns = {
  id: helpArticles.id,
  title: helpArticles.title,
  section: helpArticles.section,
  labels: helpArticles.labels,
  locale: helpArticles.locale,
  draft: helpArticles.draft,
  routes: helpArticles.routes,
  authorName: helpArticles.authorName,
  version: helpArticles.version,
  createdAt: helpArticles.createdAt,
  updatedAt: helpArticles.updatedAt,
};
export type ArticleListRow = { [K in keyof typeof listColumns]: (typeof helpArticles.$inferSelect)[K] };
export type ArticleRow = ArticleListRow & { bodyHtml: string };

/** Help articles: the only SQL of the help centre's articles and their search. */
export function createHelpArticlesRepository(db: Database) {
  const full = { ...listColumns, bodyHtml: helpArticles.bodyHtml };

  function adminWhere(query: ParsedTableQuery): SQL | undefined {
    const section = filterValue(query, 'section');
    const draft = filterValue(query, 'draft');
    const locale = filterValue(query, 'locale');
    return and(
      query.globalFilter ? ilike(helpArticles.title, likeContains(query.globalFilter)) : undefined,
      typeof section === 'string' ? eq(helpArticles.section, section) : undefined,
      typeof draft === 'boolean' ? eq(helpArticles.draft, draft) : undefined,
      typeof locale === 'string' ? eq(helpArticles.locale, locale) : undefined,
    );
  }

  return {
    async insert(values: ArticleValues & { authorUserId: number | null; authorName: string | null; at: Date }): Promise<ArticleRow> {
      const { at, ...rest } = values;
      const [row] = await db
        .insert(helpArticles)
        .values({ ...rest, searchVector: searchVectorOf(values), createdAt: at, updatedAt: at })
        .returning(full);
      return row!;
    },

    /** Saves when `version` is still the stored one; undefined when it is not (or the article is gone). */
    async update(id: number, version: number, values: ArticleValues & { at: Date }): Promise<ArticleRow | undefined> {
      const { at, ...rest } = values;
      const [row] = await db
        .update(helpArticles)
        .set({ ...rest, searchVector: searchVectorOf(values), updatedAt: at, version: sql`${helpArticles.version} + 1` })
        .where(and(eq(helpArticles.id, id), eq(helpArticles.version, version)))
        .returning(full);
      return row;
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(helpArticles).where(eq(helpArticles.id, id)).returning({ id: helpArticles.id });
      return rows.length > 0;
    },

    async find(id: number): Promise<ArticleRow | undefined> {
      const [row] = await db.select(full).from(helpArticles).where(eq(helpArticles.id, id));
      return row;
    },

    async page(query: ParsedTableQuery): Promise<{ rows: ArticleListRow[]; total: number }> {
      const sortable = {
        title: sql`lower(${helpArticles.title})`,
        section: sql`lower(${helpArticles.section})`,
        locale: helpArticles.locale,
        draft: helpArticles.draft,
        updated_at: helpArticles.updatedAt,
      };
      const where = adminWhere(query);
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(helpArticles)
          .where(where)
          .orderBy(...orderByFor(query, sortable, 'title', helpArticles.id))
          .limit(query.pageSize)
          .offset(query.pageIndex * query.pageSize),
        db.select({ n: count() }).from(helpArticles).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async sections(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ section: helpArticles.section })
        .from(helpArticles)
        .where(sql`${helpArticles.section} <> ''`)
        .orderBy(helpArticles.section);
      return rows.map((r) => r.section);
    },

    /**
     * Published articles of one locale matching the query, best first (ts_rank_cd, cover density
     * normalised by length), with a headline of the body for the page's rows only: ts_headline
     * re-parses the text, so it runs on at most one page, never on every match.
     */
    async search(params: {
      config: string;
      locale: string;
      query: Exclude<SearchQuery, { kind: 'empty' }>;
      limit: number;
      offset: number;
    }): Promise<{ hits: ArticleHitRow[]; total: number }> {
      const { config, locale, limit, offset } = params;
      const tsquery = tsqueryOf(config, params.query);
      const answer = await selectJson<{ total: number; hits: ArticleHitRow[] | null }>(
        db,
        // Matches carry only id and rank (not their text): a common word matches most articles, and
        // the page's few rows are joined back for their title and headline.
        sql`with q as (select ${tsquery} as query),
          matches as (
            select a.id, ts_rank_cd(a.search_vector, q.query, 32) as rank
            from help_articles a, q
            where a.draft = false and a.locale = ${locale} and a.search_vector @@ q.query
          ),
          page as (select id, rank from matches order by rank desc, id limit ${limit} offset ${offset})
          select json_build_object(
            'total', (select count(*) from matches),
            'hits', (select json_agg(json_build_object(
                'id', a.id, 'title', a.title, 'section', a.section,
                'headline', ts_headline(${config}::regconfig, a.body_text, q.query, ${HEADLINE_OPTIONS})
              ) order by p.rank desc, p.id)
              from page p join help_articles a on a.id = p.id, q)
          )`,
      );
      return { total: Number(answer.total), hits: answer.hits ?? [] };
    },

    /** Published articles of one locale, by section then title: the help centre's contents. */
    async published(locale: string, limit: number): Promise<ArticleListRow[]> {
      return db
        .select(listColumns)
        .from(helpArticles)
        .where(and(eq(helpArticles.draft, false), eq(helpArticles.locale, locale)))
        .orderBy(sql`lower(${helpArticles.section})`, sql`lower(${helpArticles.title})`, helpArticles.id)
        .limit(limit);
    },

    /** Published articles of one locale linked to an app route, in title order. */
    async forRoute(route: string, locale: string, limit: number): Promise<ArticleListRow[]> {
      return db
        .select(listColumns)
        .from(helpArticles)
        .where(and(eq(helpArticles.draft, false), eq(helpArticles.locale, locale), arrayContains(helpArticles.routes, [route])))
        .orderBy(helpArticles.title, helpArticles.id)
        .limit(limit);
    },

    /** The published article carrying a label (a stable topic name), preferring the locale's. */
    async findByLabel(label: string, locale: string): Promise<ArticleRow | undefined> {
      const [row] = await db
        .select(full)
        .from(helpArticles)
        .where(and(eq(helpArticles.draft, false), arrayContains(helpArticles.labels, [label])))
        .orderBy(sql`${helpArticles.locale} = ${locale} desc`, helpArticles.id)
        .limit(1);
      return row;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(helpArticles);
      return row?.n ?? 0;
    },
  };
}
export type HelpArticlesRepository = ReturnType<typeof createHelpArticlesRepository>;
