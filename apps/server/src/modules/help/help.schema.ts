import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { HELP_PROVIDERS } from '@outpost/contracts';
import { uploads, users } from '../../db/schema.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/** PostgreSQL's tsvector; written only through SQL (help-articles.repository.ts), never read back as a value. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Help-centre articles. `search_vector` holds the stemmed words of title (weight A), section and
 * labels (B) and body text (C) in the text-search configuration of the article's language
 * (`search_config`); the repository writes it with each save, so search never parses HTML.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    bodyHtml: text().notNull().default(''),
    bodyText: text().notNull().default(''),
    section: text().notNull().default(''),
    labels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locale: text().notNull().default('en-us'),
    draft: boolean().notNull().default(true),
    /** App route patterns ('/devices/$id') on which the panel suggests the article. */
    routes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchConfig: text().notNull().default('english'),
    searchVector: tsvector().notNull(),
    authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    authorName: text(),
    /** Raised by every save; an edit names the version it started from (stale → 409, decision 0032). */
    version: integer().notNull().default(1),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [
    index('help_articles_search_idx').using('gin', t.searchVector),
    index('help_articles_routes_idx').using('gin', t.routes),
    index('help_articles_locale_idx').on(t.locale, t.draft),
  ],
);

/** The one row of help settings (id is always 1): the provider and its connection; the token only sealed. */
export const helpSettings = pgTable(
  'help_settings',
  {
    id: integer().primaryKey().default(1),
    provider: text({ enum: HELP_PROVIDERS }).notNull().default('BUILT_IN'),
    locale: text().notNull().default('en-us'),
    academyUrl: text().notNull().default(''),
    zendeskBaseUrl: text().notNull().default(''),
    zendeskFederalBaseUrl: text().notNull().default(''),
    zendeskEmail: text().notNull().default(''),
    /** AES-256-GCM under the server's master key; null when no token is set. */
    zendeskTokenSealed: text(),
    lastTestAt: at(),
    lastTestOk: boolean(),
    lastTestMessage: text(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [check('help_settings_single_row', sql`${t.id} = 1`)],
);

/** Per-user help state: when the intro tooltip was hidden for good. */
export const helpUserState = pgTable('help_user_state', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tooltipHiddenAt: at(),
});

/**
 * Files uploaded for a support ticket not yet sent: our token (what the panel holds), the
 * provider's token, and the local copy in the uploads store that the preview shows. A local
 * copy no ticket keeps is swept with other unused uploads; the row goes with it.
 */
export const helpUploads = pgTable(
  'help_uploads',
  {
    token: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text({ enum: HELP_PROVIDERS }).notNull(),
    providerToken: text().notNull(),
    uploadId: integer()
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [index('help_uploads_user_idx').on(t.userId, t.createdAt), index('help_uploads_upload_idx').on(t.uploadId)],
);
