import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SystemStatus } from '@outpost/rules';
import type { Database, Tx } from '../../db/client.ts';
import { ticketingConfig, ticketingTags, ticketStatuses } from './ticketing-config.schema.ts';

/**
 * What other modules may ask of the service desk's configuration tables (docs/ARCHITECTURE.md,
 * "Module boundaries"): the automation engines read business hours, statuses and tag names
 * through these, in the caller's transaction.
 */

type Executor = Database | Tx;

const parentStatus = alias(ticketStatuses, 'parent_status');

/** The stored business hours, or undefined before an administrator saved the configuration. */
export async function storedBusinessHours(ex: Executor) {
  const [row] = await ex.select({ businessHours: ticketingConfig.businessHours }).from(ticketingConfig).where(eq(ticketingConfig.id, 1));
  return row?.businessHours;
}

/** Every status (a short list) with its system key and its parent's (a custom status's family). */
export function statusRows(ex: Executor) {
  return ex
    .select({
      id: ticketStatuses.id,
      systemKey: ticketStatuses.systemKey,
      name: ticketStatuses.name,
      active: ticketStatuses.active,
      parentKey: sql<SystemStatus>`coalesce(${ticketStatuses.systemKey}, ${parentStatus.systemKey})`,
    })
    .from(ticketStatuses)
    .leftJoin(parentStatus, eq(parentStatus.id, ticketStatuses.parentId));
}

/** The names of these tags (id, name), in one query; none asked, none read. */
export async function tagNames(ex: Executor, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return ex
    .select({ id: ticketingTags.id, name: ticketingTags.name })
    .from(ticketingTags)
    .where(inArray(ticketingTags.id, [...ids]));
}
