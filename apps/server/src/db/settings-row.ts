import { eq, getTableName, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { cachedRow } from './cached-row.ts';
import { notifierOf, type Database } from './client.ts';

/** A settings table of one row (id 1) that also records the last connection test. */
type SettingsTable = PgTable & { id: PgColumn; lastTestAt: PgColumn; lastTestOk: PgColumn; lastTestMessage: PgColumn };

/** The settings an administrator saves: everything but the row's id and the test's outcome. */
export type SettingsValues<T extends SettingsTable> = Omit<InferInsertModel<T>, 'id' | 'lastTestAt' | 'lastTestOk' | 'lastTestMessage'>;

/**
 * Reads and writes a one-row settings table (mail, help provider): absent until first saved,
 * written by upsert so a test recorded before any save still has a row to land in. Secrets in
 * it arrive sealed by the service; this stores what it is given. Reads come from memory until
 * the row is written (db/cached-row.ts).
 */
export function settingsRow<T extends SettingsTable>(db: Database, table: T) {
  const row = cachedRow({
    table: getTableName(table),
    notifier: notifierOf(db),
    load: async () => {
      const [found] = await db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, 1));
      return found as InferSelectModel<T> | undefined;
    },
  });
  const upsert = async (set: Record<string, unknown>) => {
    await db
      .insert(table)
      .values({ id: 1, ...set } as InferInsertModel<T>)
      .onConflictDoUpdate({ target: table.id, set: set as PgUpdateSetSource<T> });
    row.changed();
  };
  return {
    get: (): Promise<InferSelectModel<T> | undefined> => row.get(),
    put: (values: SettingsValues<T>) => upsert(values),
    recordTest: (ok: boolean, message: string, at: Date) => upsert({ lastTestOk: ok, lastTestMessage: message, lastTestAt: at }),
  };
}
