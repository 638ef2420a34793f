import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { BoardSort, Conditions } from '@outpost/rules';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ticketStatuses } from '../ticketing-config/ticketing-config.schema.ts';
import { ticketAdditionalTechnicians, ticketAttributeValues, tickets } from '../tickets/tickets.schema.ts';
import { orderByFor } from './board-sort.ts';
import { compileConditions, type CompileContext } from './condition-sql.ts';
import { storedAttributeValueJson } from '../tickets/change/attribute-values.ts';
import { parentStatus, referenceColumns, ticketSearch, withReferences } from '../tickets/ticket-references.sql.ts';

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
  status: { id: ticketStatuses.id, key: ticketStatuses.systemKey, name: ticketStatuses.name, parentKey: parentStatus.systemKey },
  ...referenceColumns,
};

/** Board runs: the page of ticket ids (conditions compiled to SQL), then the cells of those tickets. */
export function createBoardsRepository(db: Database) {
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
  };
}
export type BoardsRepository = ReturnType<typeof createBoardsRepository>;
export type BoardCellRow = Awaited<ReturnType<BoardsRepository['cells']>>[number];
