import type { z } from 'zod';
import type {
  BoardBulkResult,
  BoardTicketRow,
  boardBulkActionSchema,
  ParsedTableQuery,
  SessionUser,
  TablePage,
  TicketDetail,
  ticketUpdateSchema,
} from '@outpost/contracts';
import { ATTRIBUTE_PREFIX, conditionValueSchema, DEFAULT_BOARD_SORT, type BoardSort, type Condition, type Conditions } from '@outpost/rules';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { tablePageOf } from '../../lib/table-query.ts';
import { scopeConditions, scopeOf } from '../tickets/scope/ticket-scope.ts';
import { isSortableTicketColumn, type TicketMatchesRepository } from '../tickets/tickets.queries.ts';
import type { TriggersService } from '../triggers/triggers.service.ts';
import { presentBoardRow } from './boards.presenter.ts';
import { asInteger } from '../../lib/rule-sql.ts';

type BulkAction = z.output<typeof boardBulkActionSchema>;
type TicketUpdate = z.output<typeof ticketUpdateSchema>;

/** What bulk actions need of the tickets module: its service, which routes every change through the change pipeline. */
export interface TicketChanges {
  /** The ticket as the user may see it (403 outside the organizations their role works). */
  view(user: SessionUser, id: number): Promise<TicketDetail>;
  /** A save from the version the caller read (tags: added to the set it read). */
  update(user: SessionUser, id: number, input: TicketUpdate): Promise<TicketDetail>;
  /** A one-field change applied to the ticket as it is now (assign, status, priority). */
  changeLatest(user: SessionUser, id: number, change: Omit<TicketUpdate, 'version'>): Promise<TicketDetail>;
  delete(user: SessionUser, id: number): Promise<void>;
}

/** Table filters a board run takes, each read as a `contains_any` condition on that field (so one model filters). */
export const BOARD_FILTER_FIELDS = [
  'status',
  'type',
  'source',
  'priority',
  'severity',
  'organization',
  'location',
  'requester',
  'assignee',
  'tags',
  'form',
] as const;

function filterConditions(query: ParsedTableQuery): Conditions {
  const all: Condition[] = [];
  for (const field of BOARD_FILTER_FIELDS) {
    const raw = query.filters?.[field];
    if (raw === undefined || raw === null) continue;
    const value = conditionValueSchema.safeParse(Array.isArray(raw) ? raw : [raw]);
    if (!value.success || !Array.isArray(value.data))
      throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { [`filters.${field}`]: ['Invalid value'] });
    if (value.data.length > 0) all.push({ id: `filter-${field}`, field, operator: 'contains_any', value: value.data });
  }
  return { all, any: [] };
}

/** The table's sort when it names sortable columns, otherwise the board's (default id descending). */
function sortOf(query: ParsedTableQuery, boardSort: readonly BoardSort[] | null): BoardSort[] {
  const requested = (query.sort ?? [])
    .filter((s) => isSortableTicketColumn(s.id))
    .map((s): BoardSort => ({ field: s.id as BoardSort['field'], direction: s.desc ? 'DESC' : 'ASC' }));
  if (requested.length > 0) return requested;
  return boardSort && boardSort.length > 0 ? [...boardSort] : DEFAULT_BOARD_SORT.map((s) => ({ ...s }));
}

/**
 * Board runs (spec 002 §3.1): a board's conditions, compiled to SQL with the signed-in user as
 * CURRENT_USER, through the server-driven table query, answering the board's columns; and bulk
 * actions on selected tickets.
 */
/** The billing module's answer for the Agreement column: each ticket's agreement the user may see. */
export type TicketAgreements = (user: SessionUser, ticketIds: readonly number[]) => Promise<Map<number, { id: number; name: string }>>;

export function createBoardsService(deps: {
  /** The tickets module's read model of tickets matching rule conditions. */
  matches: Pick<TicketMatchesRepository, 'page' | 'cells'>;
  triggers: Pick<TriggersService, 'board'>;
  tickets: TicketChanges;
  clock: Clock;
  agreements?: TicketAgreements | undefined;
}) {
  const { matches, triggers, tickets, clock } = deps;

  return {
    async tickets(user: SessionUser, boardId: number, query: ParsedTableQuery): Promise<TablePage<BoardTicketRow>> {
      const startedAt = Date.now();
      const board = await triggers.board(user, boardId);
      const columns = board.columns ?? [];
      const { ids, total } = await matches.page({
        conditions: board.conditions,
        filters: filterConditions(query),
        // Only tickets of the organizations the user's role works, as one more condition of the same model.
        scope: scopeConditions(scopeOf(user)),
        search: query.globalFilter,
        sort: sortOf(query, board.sortBy),
        compile: { now: clock.now(), currentUserId: user.id },
        limit: query.pageSize,
        offset: query.pageIndex * query.pageSize,
      });
      const attributeIds = columns.filter((c) => c.startsWith(ATTRIBUTE_PREFIX)).flatMap((c) => asInteger(c.slice(ATTRIBUTE_PREFIX.length)) ?? []);
      const cells = new Map((await matches.cells(ids, attributeIds)).map((row) => [row.ticket.id, row]));
      const agreementOf = columns.includes('agreement') && deps.agreements ? await deps.agreements(user, ids) : new Map<number, { id: number; name: string }>();
      const rows = ids.flatMap((id) => {
        const row = cells.get(id);
        if (!row) return [];
        const presented = presentBoardRow(row, columns);
        if (columns.includes('agreement')) presented.agreement = agreementOf.get(id) ?? null;
        return [presented];
      });
      return tablePageOf(rows, total, query, startedAt);
    },

    /** Applies one action to each selected ticket on its own: one refusal does not stop the rest. */
    async bulk(user: SessionUser, input: BulkAction): Promise<BoardBulkResult> {
      const result: BoardBulkResult = { updated: [], failed: [] };
      const { action } = input;
      for (const id of new Set(input.ticketIds)) {
        try {
          if (action.type === 'DELETE') await tickets.delete(user, id);
          else if (action.type === 'ASSIGN') await tickets.changeLatest(user, id, { assignedAppUserId: action.assignedAppUserId });
          else if (action.type === 'SET_STATUS') await tickets.changeLatest(user, id, { status: action.status });
          else if (action.type === 'SET_PRIORITY') await tickets.changeLatest(user, id, { priority: action.priority });
          else {
            // Tags are a set on the ticket: add the new names to the ones it has (names compare without case).
            const current = await tickets.view(user, id);
            const have = new Set(current.tags.map((t) => t.toLowerCase()));
            const added = action.tags.filter((t) => !have.has(t.toLowerCase()));
            if (added.length > 0) await tickets.update(user, id, { tags: [...current.tags, ...added], version: current.version });
          }
          result.updated.push(id);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          result.failed.push({ id, resultCode: error.code, message: error.message });
        }
      }
      return result;
    },
  };
}
export type BoardsService = ReturnType<typeof createBoardsService>;
