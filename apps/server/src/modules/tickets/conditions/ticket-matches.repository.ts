import { and, count, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import { SOLVED_STATUS_KEYS } from '@outpost/contracts';
import type { BoardSort, Conditions, TimeAnchor } from '@outpost/rules';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { statusIdsInFamily } from '../../ticketing-config/ticketing-config.queries.ts';
import { ticketAdditionalTechnicians, ticketAttributeValues, tickets } from '../tickets.schema.ts';
import { orderByFor } from './ticket-sort.ts';
import { compileConditions, TIMESTAMPS, type CompileContext } from './condition-sql.ts';
import { storedAttributeValueJson } from '../change/attribute-values.ts';
import { referenceColumns, statusColumns, ticketSearch, withReferences } from '../ticket-references.sql.ts';

/** One page of a board: its conditions, the table's search and filters (as conditions too), the sort. */
export interface BoardPageQuery {
  conditions: Conditions;
  filters: Conditions;
  /** The user's ticket scope as conditions (ticket-scope.ts); absent when they work every organization. */
  scope?: Conditions | undefined;
  search: string | undefined;
  sort: readonly BoardSort[];
  compile: CompileContext;
  limit: number;
  offset: number;
}

const cellColumns = {
  ticket: tickets,
  status: statusColumns,
  ...referenceColumns,
};

/**
 * A ticket's qualifying period for a time rule, as text: each anchor's name and instant (epoch
 * seconds with the database's full precision). Computed by the database both when looking for
 * tickets and when remembering a firing, so the two always compare equal.
 */
export function periodKeySql(anchors: readonly TimeAnchor[]): SQL {
  if (anchors.length === 0) return sql`''`;
  const parts = anchors.map((a) => sql`${a}::text || '=' || coalesce(extract(epoch from ${TIMESTAMPS[a]})::text, '-')`);
  return sql`(${sql.join(parts, sql` || '|' || `)})`;
}

/** Tickets whose status is not (under) a solved one: what time-based rules look at. */
const openStatus = sql`(${tickets.statusId} in ${statusIdsInFamily(
  (family) =>
    sql`${family} not in (${sql.join(
      SOLVED_STATUS_KEYS.map((k) => sql`${k}`),
      sql`, `,
    )})`,
)})`;

/** What a time rule's sweep asks: open tickets matching its conditions, minus those it already fired on for their period. */
export interface DueTicketsQuery {
  conditions: Conditions;
  compile: CompileContext;
  /** The time-since timestamps the period key is made of. */
  anchors: readonly TimeAnchor[];
  /** True where the rule already fired on ticket `ticketId` for `periodKey` (the caller's own table). */
  fired: (ticketId: SQL, periodKey: SQL) => SQL;
  limit: number;
}

/** Tickets matching rule conditions: board runs (a page of ids, then the cells of those tickets) and time rules' sweeps. */
export function createTicketMatchesRepository(db: Database) {
  function where(query: BoardPageQuery): SQL | undefined {
    const scope = query.scope && compileConditions(query.scope, query.compile);
    return and(
      isNull(tickets.deletedAt),
      compileConditions(query.conditions, query.compile),
      compileConditions(query.filters, query.compile),
      scope,
      ticketSearch(query.search),
    );
  }

  return {
    /** The ids of one page, in order, and how many tickets the board holds in all. */
    async page(query: BoardPageQuery): Promise<{ ids: number[]; total: number }> {
      const condition = where(query);
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: tickets.id })
          .from(tickets)
          .where(condition)
          .orderBy(...orderByFor(query.sort))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(tickets).where(condition),
      ]);
      return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
    },

    /** Everything a board's columns may show of these tickets (attribute values for `attributeIds`). */
    async cells(ids: number[], attributeIds: number[]) {
      if (ids.length === 0) return [];
      const [rows, technicians, attributes] = await Promise.all([
        withReferences(db.select(cellColumns).from(tickets).$dynamic()).where(inArray(tickets.id, ids)),
        db
          .select({ ticketId: ticketAdditionalTechnicians.ticketId, id: users.id, name: users.name, disabled: users.disabled })
          .from(ticketAdditionalTechnicians)
          .innerJoin(users, eq(users.id, ticketAdditionalTechnicians.userId))
          .where(inArray(ticketAdditionalTechnicians.ticketId, ids))
          .orderBy(sql`lower(${users.name})`, users.id),
        attributeIds.length === 0
          ? Promise.resolve([])
          : db
              .select({ ticketId: ticketAttributeValues.ticketId, attributeId: ticketAttributeValues.attributeId, json: storedAttributeValueJson })
              .from(ticketAttributeValues)
              .where(and(inArray(ticketAttributeValues.ticketId, ids), inArray(ticketAttributeValues.attributeId, attributeIds))),
      ]);
      return rows.map((row) => ({
        ...row,
        technicians: technicians.filter((t) => t.ticketId === row.ticket.id),
        attributes: attributes.filter((a) => a.ticketId === row.ticket.id),
      }));
    },

    /**
     * Open, live tickets matching the conditions whose current period the rule has not fired
     * for, lowest id first, at most `limit` (the rest wait for the next sweep).
     */
    async due(query: DueTicketsQuery): Promise<{ ticketId: number; periodKey: string }[]> {
      const period = periodKeySql(query.anchors);
      return db
        .select({ ticketId: tickets.id, periodKey: sql<string>`${period}` })
        .from(tickets)
        .where(and(isNull(tickets.deletedAt), openStatus, compileConditions(query.conditions, query.compile), not(query.fired(sql`${tickets.id}`, period))))
        .orderBy(tickets.id)
        .limit(query.limit);
    },
  };
}
export type TicketMatchesRepository = ReturnType<typeof createTicketMatchesRepository>;
export type BoardCellRow = Awaited<ReturnType<TicketMatchesRepository['cells']>>[number];
