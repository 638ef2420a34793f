import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Conditions, TimeAnchor } from '@outpost/rules';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../tickets/change/ticket-state.ts';
import { ticketMatches, type CompileContext } from '../../tickets/tickets.queries.ts';
import { automationLeases, automationTimeFirings } from '../automations.schema.ts';

/** The time engine's SQL: which tickets a rule is due on, what it fired, and the sweep's lease. */
export function createTimeEngineRepository(db: Database) {
  const matches = ticketMatches(db);
  return {
    /**
     * Open, live tickets matching the conditions whose current period the rule has not fired
     * for, lowest id first, at most `limit` (the rest wait for the next sweep). The tickets
     * module compiles the conditions and reads its tables; the firings are this module's.
     */
    due(triggerId: number, conditions: Conditions, compile: CompileContext, anchors: readonly TimeAnchor[], limit: number) {
      return matches.due({
        conditions,
        compile,
        anchors,
        limit,
        fired: (ticketId, periodKey) =>
          sql`exists (select 1 from ${automationTimeFirings} f where f.trigger_id = ${triggerId} and f.ticket_id = ${ticketId} and f.period_key = ${periodKey})`,
      });
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
