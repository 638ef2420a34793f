import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { TICKET_SEVERITIES } from '@outpost/contracts';
import { ATTRIBUTE_PREFIX, type BoardSort } from '@outpost/rules';
import { users } from '../../../db/schema.ts';
import { contactSortNameOf } from '../../contacts/contacts.queries.ts';
import { formSortNameOf, statusOrderOf } from '../../ticketing-config/ticketing-config.queries.ts';
import { priorityRank, ticketAttributeValues, tickets } from '../tickets.schema.ts';
import { asInteger } from '../../../lib/rule-sql.ts';

interface SortKey {
  expression: SQL | AnyColumn;
  /** Nullable keys put empty cells last in both directions; the others keep index-friendly order. */
  nullable: boolean;
}

const rank = (column: AnyColumn, values: readonly string[]) =>
  sql`(case ${column} ${sql.join(
    values.map((v, i) => sql`when ${v} then ${i}`),
    sql` `,
  )} end)`;
const key = (expression: SQL | AnyColumn, nullable = false): SortKey => ({ expression, nullable });

/** How each sortable column of a board (or any ticket table sorted the board's way) orders tickets; names sort without case. */
const SORT_KEYS: Readonly<Record<string, SortKey>> = {
  id: key(tickets.id),
  // The expression of the live tickets' priority rank index, so a board sorted by priority reads it in order.
  priority: key(priorityRank(tickets.priority)),
  severity: key(rank(tickets.severity, TICKET_SEVERITIES)),
  // Workflow order: the system status a status is or belongs under, then its own position.
  status: key(statusOrderOf(tickets.statusId)),
  summary: key(sql`lower(${tickets.summary})`),
  description: key(sql`lower(left(${tickets.descriptionText}, 200))`),
  organization: key(sql`lower(${tickets.organizationName})`, true),
  location: key(sql`lower(${tickets.locationName})`, true),
  device: key(sql`lower(${tickets.nodeName})`, true),
  type: key(tickets.type, true),
  source: key(tickets.source),
  createTime: key(tickets.createdAt),
  lastUpdated: key(tickets.updatedAt),
  solvedTime: key(tickets.solvedAt, true),
  lastUpdatedTimeByAssignee: key(tickets.lastUpdatedByAssigneeAt, true),
  lastUpdatedTimeByRequester: key(tickets.lastUpdatedByRequesterAt, true),
  totalTimeTracked: key(tickets.totalTimeTrackedSeconds),
  totalTimeTrackedDecimal: key(tickets.totalTimeTrackedSeconds),
  lastUpdatedBy: key(sql`lower(${tickets.lastUpdatedByName})`, true),
  assignee: key(sql`(select lower(${users.name}) from ${users} where ${users.id} = ${tickets.assignedAppUserId})`, true),
  requester: key(
    sql`coalesce(${contactSortNameOf(tickets.requesterContactId)}, (select lower(${users.name}) from ${users} where ${users.id} = ${tickets.requesterUserId}))`,
    true,
  ),
  ticketForm: key(formSortNameOf(tickets.formId), true),
};

function sortKey(column: string): SortKey | null {
  if (Object.hasOwn(SORT_KEYS, column)) return SORT_KEYS[column]!;
  if (!column.startsWith(ATTRIBUTE_PREFIX)) return null;
  const id = asInteger(column.slice(ATTRIBUTE_PREFIX.length));
  if (id === null || id < 1) return null;
  // jsonb orders values of one type naturally (numbers, dates as text, booleans).
  return key(
    sql`(select ${ticketAttributeValues.value} from ${ticketAttributeValues} where ${ticketAttributeValues.ticketId} = ${tickets.id} and ${ticketAttributeValues.attributeId} = ${id})`,
    true,
  );
}

/** True for a column a board can sort by (additional technicians and agreement cannot). */
export function isSortable(column: string): boolean {
  return sortKey(column) !== null;
}

/**
 * ORDER BY for a board's sort, then the id (descending) so pages are stable; keys after the id
 * could never matter. Unknown or unsortable columns are skipped.
 */
export function orderByFor(sorts: readonly BoardSort[]): SQL[] {
  const order: SQL[] = [];
  for (const sort of sorts) {
    const found = sortKey(sort.field);
    if (!found) continue;
    const direction = sort.direction === 'ASC' ? sql`asc` : sql`desc`;
    order.push(found.nullable ? sql`${found.expression} ${direction} nulls last` : sql`${found.expression} ${direction}`);
    if (sort.field === 'id') return order;
  }
  return [...order, sql`${tickets.id} desc`];
}
