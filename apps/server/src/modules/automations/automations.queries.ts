import { inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { notificationChannels } from './automations.schema.ts';

/**
 * What other modules may ask of the automations' tables (docs/ARCHITECTURE.md, "Module
 * boundaries"): the rule store checks that the notification channels a rule names still exist.
 */

/** Of these channel ids, those of channels that exist. */
export async function existingChannelIds(ex: Database | Tx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await ex
    .select({ id: notificationChannels.id })
    .from(notificationChannels)
    .where(inArray(notificationChannels.id, [...ids]));
  return rows.map((r) => r.id);
}
