import { and, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { SOLVED_STATUS_KEYS } from '@outpost/contracts';
import type { TimeAnchor } from '@outpost/rules';
import type { Database } from '../../../db/client.ts';
import { TIMESTAMPS } from '../../boards/condition-sql.ts';
import { ticketStatuses } from '../../ticketing-config/ticketing-config.schema.ts';
import type { Executor } from '../../tickets/change/ticket-state.ts';
import { tickets } from '../../tickets/tickets.schema.ts';
import { automationLeases, automationTimeFirings } from '../automations.schema.ts';

/**
 * A ticket's qualifying period for a rule, as text: each anchor's name and instant (epoch seconds
 * with the database's full precision). Computed by the database both when looking for tickets
 * and when remembering a firing, so the two always compare equal.
 */
export function periodKeySql(anchors: readonly TimeAnchor[]): SQL {
  if (anchors.length === 0) return sql`''`;
  const parts = anchors.map((a) => sql`${a}::text || '=' || coalesce(extract(epoch from ${TIMESTAMPS[a]})::text, '-')`);
  return sql`(${sql.join(parts, sql` || '|' || `)})`;
}

/** Tickets whose status is not (under) a solved one: what time-based rules look at. */
const openStatus = sql`(${tickets.statusId} in (select s.id from ${ticketStatuses} s left join ${ticketStatuses} p on p.id = s.parent_id
  where coalesce(p.system_key, s.system_key) not in (${sql.join(
    SOLVED_STATUS_KEYS.map((k) => sql`${k}`),
    sql`, `,
  )})))`;

/** The time engine's SQL: which tickets a rule is due on, what it fired, and the sweep's lease. */
export function createTimeEngineRepository(db: Database) {
  return {
    /**
     * Open, live tickets matching the compiled conditions whose current period the rule has not
     * fired for, lowest id first, at most `limit` (the rest wait for the next sweep).
     */
    async due(triggerId: number, conditions: SQL, anchors: readonly TimeAnchor[], limit: number): Promise<{ ticketId: number; periodKey: string }[]> {
      const period = periodKeySql(anchors);
      const fired = sql`exists (select 1 from ${automationTimeFirings} f where f.trigger_id = ${triggerId} and f.ticket_id = ${tickets.id} and f.period_key = ${period})`;
      return db
        .select({ ticketId: tickets.id, periodKey: sql<string>`${period}` })
        .from(tickets)
        .where(and(isNull(tickets.deletedAt), openStatus, conditions, sql`not ${fired}`))
        .orderBy(tickets.id)
        .limit(limit);
    },

    /** Remembers that a rule fired on a ticket for a period (in the change's transaction when given). */
    async recordFiring(ex: Executor, values: { triggerId: number; ticketId: number; periodKey: string; at: Date; error: string | null }) {
      await ex
        .insert(automationTimeFirings)
        .values({ triggerId: values.triggerId, ticketId: values.ticketId, periodKey: values.periodKey, firedAt: values.at, lastError: values.error })
        .onConflictDoUpdate({
          target: [automationTimeFirings.triggerId, automationTimeFirings.ticketId],
          set: { periodKey: values.periodKey, firedAt: values.at, lastError: values.error },
        });
    },

    async firings(triggerId: number, ticketIds: number[]) {
      if (ticketIds.length === 0) return [];
      return db
        .select()
        .from(automationTimeFirings)
        .where(and(eq(automationTimeFirings.triggerId, triggerId), inArray(automationTimeFirings.ticketId, ticketIds)));
    },

    /**
     * Takes the lease `name` for `holder` until `until`: granted when nobody holds it, the
     * holder's lease expired, or the holder already has it. One statement, so two processes
     * asking at once cannot both be granted it.
     */
    async acquire(name: string, holder: string, now: Date, until: Date): Promise<boolean> {
      const rows = await db
        .insert(automationLeases)
        .values({ name, holder, expiresAt: until, lastStartedAt: now })
        .onConflictDoUpdate({
          target: automationLeases.name,
          set: { holder, expiresAt: until, lastStartedAt: now },
          setWhere: or(lte(automationLeases.expiresAt, now), eq(automationLeases.holder, holder)),
        })
        .returning({ name: automationLeases.name });
      return rows.length > 0;
    },

    /** Extends a lease its holder still has; false when another process has taken it since. */
    async renew(name: string, holder: string, until: Date): Promise<boolean> {
      const rows = await db
        .update(automationLeases)
        .set({ expiresAt: until })
        .where(and(eq(automationLeases.name, name), eq(automationLeases.holder, holder)))
        .returning({ name: automationLeases.name });
      return rows.length > 0;
    },

    /** Gives the lease up, noting how the run went. */
    async release(name: string, holder: string, now: Date, result: unknown) {
      await db
        .update(automationLeases)
        .set({ expiresAt: now, lastFinishedAt: now, lastResult: result })
        .where(and(eq(automationLeases.name, name), eq(automationLeases.holder, holder)));
    },

    async lease(name: string) {
      const [row] = await db.select().from(automationLeases).where(eq(automationLeases.name, name));
      return row;
    },
  };
}
export type TimeEngineRepository = ReturnType<typeof createTimeEngineRepository>;
