import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

/** Key/value settings stored as JSON. */
export function createSettingsRepository(db: Database) {
  return {
    async get(key: string): Promise<unknown> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return row?.value;
    },
    async set(key: string, value: unknown) {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
