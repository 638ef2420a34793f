import { tableSettingsSchema, type TableSettings, type TableSettingsResponse } from '@outpost/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { PreferencesRepository } from './preferences.repository.ts';

/** Tables whose settings one user keeps; the least recently saved go first beyond it. */
export const MAX_SAVED_TABLES_PER_USER = 200;

type SettingsRow = NonNullable<Awaited<ReturnType<PreferencesRepository['findTableSettings']>>>;

/**
 * Stored settings as the API answers them. A row written under an older shape of the settings
 * reads as none saved (the table's defaults), never as an answer the schema would refuse.
 */
function presentTableSettings(tableId: string, row: SettingsRow | undefined): TableSettingsResponse {
  const parsed = row ? tableSettingsSchema.safeParse(row.settings) : undefined;
  if (!row || !parsed?.success) return { tableId, settings: null, updatedAt: null };
  return { tableId, settings: parsed.data, updatedAt: row.updatedAt.toISOString() };
}

/** The signed-in user's own preferences. */
export function createPreferencesService(deps: { preferences: PreferencesRepository; clock: Clock }) {
  const { preferences, clock } = deps;
  return {
    async getTableSettings(userId: number, tableId: string): Promise<TableSettingsResponse> {
      return presentTableSettings(tableId, await preferences.findTableSettings(userId, tableId));
    },
    async saveTableSettings(userId: number, tableId: string, settings: TableSettings): Promise<TableSettingsResponse> {
      const row = await preferences.saveTableSettings(userId, tableId, settings, clock.now(), MAX_SAVED_TABLES_PER_USER);
      return presentTableSettings(tableId, row);
    },
    /** Back to the table's defaults. */
    async clearTableSettings(userId: number, tableId: string): Promise<void> {
      await preferences.deleteTableSettings(userId, tableId);
    },
  };
}
export type PreferencesService = ReturnType<typeof createPreferencesService>;
