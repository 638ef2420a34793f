import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { tickets, ticketTimeEntries } from '../tickets.schema.ts';

/**
 * Time entries as the billing module reads them (its statements and agreement pages): what the
 * tickets module exports instead of its tables.
 */
export function createBillableTimeReader(db: Database) {
  return {
    /** Entries billed to `agreementIds` that started in [from, to), except non-billable ones. */
    entries: (agreementIds: readonly number[], from: Date, to: Date) =>
      agreementIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: ticketTimeEntries.id,
              ticketId: ticketTimeEntries.ticketId,
              userId: ticketTimeEntries.userId,
              userName: ticketTimeEntries.userName,
              remote: ticketTimeEntries.remote,
              startDate: ticketTimeEntries.startDate,
              durationSeconds: ticketTimeEntries.durationSeconds,
              billingType: ticketTimeEntries.billingType,
              agreementId: ticketTimeEntries.agreementId,
            })
            .from(ticketTimeEntries)
            .where(
              and(
                inArray(ticketTimeEntries.agreementId, [...agreementIds]),
                gte(ticketTimeEntries.startDate, from),
                lt(ticketTimeEntries.startDate, to),
                ne(ticketTimeEntries.billingType, 'NON_BILLABLE'),
              ),
            )
            .orderBy(asc(ticketTimeEntries.startDate), asc(ticketTimeEntries.id)),

    /** For each ticket, the agreement its latest time entry with an agreement bills to (the board's Agreement column). */
    async latestAgreementOf(ticketIds: readonly number[]): Promise<Map<number, number>> {
      if (ticketIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([ticketTimeEntries.ticketId], { ticketId: ticketTimeEntries.ticketId, agreementId: ticketTimeEntries.agreementId })
        .from(ticketTimeEntries)
        .where(and(inArray(ticketTimeEntries.ticketId, [...ticketIds]), isNotNull(ticketTimeEntries.agreementId)))
        .orderBy(ticketTimeEntries.ticketId, desc(ticketTimeEntries.startDate), desc(ticketTimeEntries.id));
      return new Map(rows.map((r) => [r.ticketId, r.agreementId!]));
    },

    /**
     * The months (UTC, YYYY-MM) before `to` in which billable time was billed to each agreement:
     * where the unbilled-time dashboard looks (decision 0046).
     */
    async billableMonths(to: Date): Promise<{ agreementId: number; month: string }[]> {
      const month = sql<string>`to_char(${ticketTimeEntries.startDate} at time zone 'UTC', 'YYYY-MM')`;
      const rows = await db
        .selectDistinct({ agreementId: ticketTimeEntries.agreementId, month })
        .from(ticketTimeEntries)
        .where(and(isNotNull(ticketTimeEntries.agreementId), eq(ticketTimeEntries.billingType, 'BILLABLE'), lt(ticketTimeEntries.startDate, to)))
        .orderBy(month);
      return rows.map((r) => ({ agreementId: r.agreementId!, month: r.month }));
    },

    /** Tickets' summaries (the dashboard links its tickets by id and summary). */
    async ticketSummaries(ticketIds: readonly number[]): Promise<Map<number, string>> {
      if (ticketIds.length === 0) return new Map();
      const rows = await db
        .select({ id: tickets.id, summary: tickets.summary })
        .from(tickets)
        .where(inArray(tickets.id, [...ticketIds]));
      return new Map(rows.map((r) => [r.id, r.summary]));
    },

    /** How many entries name an agreement (one in use is not deleted). */
    async countFor(agreementId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(ticketTimeEntries).where(eq(ticketTimeEntries.agreementId, agreementId));
      return row?.n ?? 0;
    },
  };
}
export type BillableTimeReader = ReturnType<typeof createBillableTimeReader>;
export type BillableTimeEntry = Awaited<ReturnType<BillableTimeReader['entries']>>[number];
