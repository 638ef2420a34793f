import { sql, type SQL } from 'drizzle-orm';
import { nodes } from '../../db/schema.ts';

/**
 * Whether a device is up, as SQL: a heartbeat newer than `upSince`, and its agent's long poll not
 * dropped since (a stopped agent hangs up its poll; that shows it down at once rather than after
 * the heartbeat window). Every list, filter and lookup of up/down uses this one rule.
 */
export const nodeIsUp = (upSince: Date): SQL<boolean> => sql<boolean>`coalesce(${nodes.lastSeenAt} > ${upSince} and ${nodes.agentGoneAt} is null, false)`;

/** The negation of `nodeIsUp`, for the "down" filter. */
export const nodeIsDown = (upSince: Date): SQL<boolean> => sql<boolean>`not ${nodeIsUp(upSince)}`;
