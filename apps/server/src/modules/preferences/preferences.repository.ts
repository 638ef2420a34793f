import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { TableSettings } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { userTableSettings } from './preferences.schema.ts';

/** Per-user preferences: the data tables' settings. */
export function createPreferencesRepository(db: Database) {
  return {
    async findTableSettings(userId: number, tableId: string) {
      const [row] = await db
        .select({ tableId: userTableSettings.tableId, settings: userTableSettings.settings, updatedAt: userTableSettings.updatedAt })
        .from(userTableSettings)
        .where(and(eq(userTableSettings.userId, userId), eq(userTableSettings.tableId, tableId)));
      return row;
    },

    /**
     * Saves one table's settings and keeps only the user's `keep` most recently saved tables, so
     * a client inventing table ids cannot grow the table without bound.
     */
    async saveTableSettings(userId: number, tableId: string, settings: TableSettings, now: Date, keep: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(userTableSettings)
          .values({ userId, tableId, settings, updatedAt: now })
          .onConflictDoUpdate({ target: [userTableSettings.userId, userTableSettings.tableId], set: { settings, updatedAt: now } })
          .returning({ tableId: userTableSettings.tableId, settings: userTableSettings.settings, updatedAt: userTableSettings.updatedAt });
        // The table just saved stays even when the clock gives several rows the same time.
        const newest = tx
          .select({ tableId: userTableSettings.tableId })
          .from(userTableSettings)
          .where(eq(userTableSettings.userId, userId))
          .orderBy(desc(sql`${userTableSettings.tableId} = ${tableId}`), desc(userTableSettings.updatedAt), userTableSettings.tableId)
          .limit(keep);
        await tx.delete(userTableSettings).where(and(eq(userTableSettings.userId, userId), notInArray(userTableSettings.tableId, newest)));
        return row!;
      });
    },

    async deleteTableSettings(userId: number, tableId: string) {
      await db.delete(userTableSettings).where(and(eq(userTableSettings.userId, userId), eq(userTableSettings.tableId, tableId)));
    },
  };
}
export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
