import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TableSettings } from '@outpost/contracts';
import { users } from '../../db/schema.ts';

/**
 * Each user's data-table settings, one row per table id. Kept on the server, not in the browser,
 * so that they follow the user to another browser; they go with the user.
 */
export const userTableSettings = pgTable(
  'user_table_settings',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tableId: text().notNull(),
    settings: jsonb().$type<TableSettings>().notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tableId] })],
);
