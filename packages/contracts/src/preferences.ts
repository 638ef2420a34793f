import { z } from 'zod';
import { sortItemSchema } from './table.ts';

/**
 * A screen's table id ('devices', 'organizations', 'backup.jobs'): a short slug that starts with a
 * letter, so it is safe in a path and never mistaken for a record id.
 */
export const tableIdSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9._-]{0,63}$/, 'Invalid table id');

/** Most columns one table's settings may name; far above any table's, it bounds what is stored. */
export const TABLE_SETTINGS_MAX_COLUMNS = 100;
/** Narrowest and widest column width a user may choose, in CSS pixels. */
export const COLUMN_WIDTH_MIN = 40;
export const COLUMN_WIDTH_MAX = 2000;
/** Largest body PUT /api/me/table-settings/:tableId accepts: what the schema allows at its limits, rounded up. */
export const TABLE_SETTINGS_MAX_BODY_BYTES = 32 * 1024;

const columnIdSchema = z.string().min(1).max(64);
const columnIds = z.array(columnIdSchema).max(TABLE_SETTINGS_MAX_COLUMNS);

/**
 * One user's settings of one data table (spec 002 §2.4, §4.3): the visible columns, the order of
 * every column, chosen widths (absent: the column's own), sort and auto-refresh. Kept on the
 * server so that they follow the user to another browser.
 */
export const tableSettingsSchema = z.object({
  visibleColumnIds: columnIds.min(1, 'Show at least one column'),
  columnOrder: columnIds,
  columnWidths: z
    .record(columnIdSchema, z.number().int().min(COLUMN_WIDTH_MIN).max(COLUMN_WIDTH_MAX))
    .refine((widths) => Object.keys(widths).length <= TABLE_SETTINGS_MAX_COLUMNS, `At most ${TABLE_SETTINGS_MAX_COLUMNS} columns`),
  sort: z.array(sortItemSchema).max(5),
  autoRefresh: z.boolean(),
});
export type TableSettings = z.infer<typeof tableSettingsSchema>;

/** GET/PUT answer: `settings` null when the user has none saved for the table (the table's defaults apply). */
export const tableSettingsResponseSchema = z.object({
  tableId: z.string(),
  settings: tableSettingsSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type TableSettingsResponse = z.infer<typeof tableSettingsResponseSchema>;
