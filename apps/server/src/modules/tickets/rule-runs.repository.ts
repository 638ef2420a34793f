import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { RULE_RUNS_LIMIT, type RuleRun } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { ticketActivity, tickets } from './tickets.schema.ts';

/** Activity fields the automations engine writes (automations/engine/fire.ts). */
const RAN = 'automation';
const SKIPPED = 'automation_skipped';

/**
 * A rule's run history, read from the tickets' activity log (issue 23 item 2): each firing left
 * an entry naming the rule, and the entries saved with it say what the rule changed (credited to
 * it) and what it could not apply. Nothing is kept twice: the log is the record.
 */
export function createRuleRunsReader(db: Database) {
  return async function ruleRuns(triggerId: number): Promise<RuleRun[]> {
    const runs = await db
      .select({
        ticketId: ticketActivity.ticketId,
        changeSetId: ticketActivity.changeSetId,
        actorName: ticketActivity.actorName,
        at: ticketActivity.createdAt,
        summary: tickets.summary,
      })
      .from(ticketActivity)
      .innerJoin(tickets, eq(tickets.id, ticketActivity.ticketId))
      .where(and(eq(ticketActivity.field, RAN), sql`${ticketActivity.newValue}->>'triggerId' = ${String(triggerId)}`))
      .orderBy(desc(ticketActivity.createdAt), desc(ticketActivity.id))
      .limit(RULE_RUNS_LIMIT);
    if (runs.length === 0) return [];
    const entries = await db
      .select()
      .from(ticketActivity)
      .where(inArray(ticketActivity.changeSetId, [...new Set(runs.map((r) => r.changeSetId))]))
      .orderBy(ticketActivity.id);
    return runs.map((run) => {
      const together = entries.filter((e) => e.changeSetId === run.changeSetId && e.ticketId === run.ticketId);
      const did = together.filter((e) => e.actorName === run.actorName && e.field !== RAN && e.field !== SKIPPED).map((e) => describe(e));
      const couldNotApply = together
        .filter((e) => e.field === SKIPPED && ((e.newValue as { triggerIds?: number[] } | null)?.triggerIds ?? []).includes(triggerId))
        .flatMap((e) => (e.newValue as { dropped?: string[] }).dropped ?? []);
      return { ticketId: run.ticketId, ticketSummary: run.summary, at: run.at.toISOString(), did, couldNotApply };
    });
  };
}

function describe(entry: typeof ticketActivity.$inferSelect): string {
  switch (entry.type) {
    case 'COMMENT_ADDED':
      return 'Comment added';
    case 'TIME_ENTRY_ADDED':
      return 'Time logged';
    case 'FIELD_CHANGED':
      return `${entry.field ?? ''}: ${entry.oldLabel ?? '—'} → ${entry.newLabel ?? '—'}`;
    default:
      return entry.type;
  }
}
