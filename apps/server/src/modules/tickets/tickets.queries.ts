import { randomUUID } from 'node:crypto';
import { and, count, eq, notExists, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TicketFacts } from '@outpost/rules';
import type { Database, Tx } from '../../db/client.ts';
import { createTicketFactsRepository } from './conditions/ticket-facts.repository.ts';
import { createTicketMatchesRepository } from './conditions/ticket-matches.repository.ts';
import type { Executor, TicketState } from './change/ticket-state.ts';
import { lookups } from './change/lookups.repository.ts';
import { ticketWrites } from './tickets.repository.ts';
import { ticketActivity, ticketAttachments, ticketAttributeValues, ticketComments, tickets } from './tickets.schema.ts';

/**
 * What other modules may ask of the tickets' tables (docs/ARCHITECTURE.md, "Module boundaries"):
 * the automation engine, the help desk, mail in and response templates read a ticket's state and
 * resolve the names a change refers to through these, and uploads ask which tickets hold a file;
 * never through the tickets' repositories or schema. Each takes the executor, so a caller inside
 * a ticket change reads in its transaction.
 *
 * Rule conditions over tickets (packages/rules) are compiled to SQL here, in `conditions/`: boards
 * run them through `ticketMatches` (a page of matching ids, then their cells) and the time
 * automations through `ticketMatches(db).due`; `ticketFacts` reads what the in-memory evaluator
 * knows of stored tickets.
 */

/** The references a ticket change names (users, contacts, statuses, tags, forms, …), looked up in bulk. */
export const ticketLookups = lookups;

/** A live ticket's state (its row and its sets), or undefined. */
export function loadTicketState(ex: Executor, id: number): Promise<TicketState | undefined> {
  return ticketWrites.load(ex, id);
}

/** True where no ticket holds the upload `uploadId` (a comment's or description's file is kept as long as its ticket). */
export function noTicketHoldsUpload(db: Database | Tx, uploadId: AnyColumn): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.uploadId, uploadId)),
  );
}

/** The tickets that hold an upload, each with its organization. */
export function ticketsHoldingUpload(db: Database | Tx, uploadId: number): Promise<{ ticketId: number; organizationId: number | null }[]> {
  return db
    .selectDistinct({ ticketId: tickets.id, organizationId: tickets.organizationId })
    .from(ticketAttachments)
    .innerJoin(tickets, eq(tickets.id, ticketAttachments.ticketId))
    .where(eq(ticketAttachments.uploadId, uploadId));
}

/** When a ticket was created and last updated, or undefined for none. */
export async function ticketTimes(ex: Executor, id: number): Promise<{ createdAt: Date; updatedAt: Date } | undefined> {
  const [row] = await ex.select({ createdAt: tickets.createdAt, updatedAt: tickets.updatedAt }).from(tickets).where(eq(tickets.id, id));
  return row;
}

/** Tickets matching rule conditions (board pages and cells, time rules' due tickets): conditions/ticket-matches.repository.ts. */
export const ticketMatches = createTicketMatchesRepository;
export type { BoardCellRow, BoardPageQuery, DueTicketsQuery, TicketMatchesRepository } from './conditions/ticket-matches.repository.ts';
export type { CompileContext } from './conditions/condition-sql.ts';
export { isSortable as isSortableTicketColumn } from './conditions/ticket-sort.ts';

/** packages/rules' facts of these live tickets, by id (what `evaluate` sees; the compiled SQL agrees with it). */
export function ticketFacts(db: Database, ids: readonly number[]): Promise<Map<number, TicketFacts>> {
  return createTicketFactsRepository(db).load(ids);
}

/** How many tickets (deleted ones included: they keep their status) have this status. */
export async function ticketsWithStatus(ex: Database | Tx, statusId: number): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(tickets).where(eq(tickets.statusId, statusId));
  return row?.n ?? 0;
}

/** How many tickets were made with this form. */
export async function ticketsWithForm(ex: Database | Tx, formId: number): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(tickets).where(eq(tickets.formId, formId));
  return row?.n ?? 0;
}

/** `(select count(*) …)`: how many tickets hold a value of the attribute `attributeId` names. */
export function attributeValueCount(attributeId: AnyColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${ticketAttributeValues} v where v.attribute_id = ${attributeId})`;
}

/** Whether any ticket holds one of these choice ids of an attribute (a DROPDOWN value or in a MULTI_SELECT list). */
export async function attributeChoicesInUse(ex: Database | Tx, attributeId: number, choiceIds: readonly string[]): Promise<boolean> {
  if (choiceIds.length === 0) return false;
  const [row] = await ex
    .select({ one: sql`1` })
    .from(ticketAttributeValues)
    .where(
      and(
        eq(ticketAttributeValues.attributeId, attributeId),
        sql`${ticketAttributeValues.value} ?| array[${sql.join(
          choiceIds.map((c) => sql`${c}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A ticket's saved comments, oldest first (what rule e-mails' comment placeholders show). */
export function ticketCommentsOldestFirst(ex: Database | Tx, ticketId: number) {
  return ex
    .select({
      htmlBody: ticketComments.htmlBody,
      isPublic: ticketComments.isPublic,
      authorName: ticketComments.authorName,
      createdAt: ticketComments.createdAt,
    })
    .from(ticketComments)
    .where(eq(ticketComments.ticketId, ticketId))
    .orderBy(ticketComments.createdAt, ticketComments.id);
}

/**
 * Writes one system entry on a ticket's log outside any ticket change (no rules run, no mail is
 * sent): e.g. that an automation's notification was given up.
 */
export async function logSystemEntryOnTicket(
  ex: Database | Tx,
  ticketId: number,
  entry: { actorName: string; source: typeof ticketActivity.$inferInsert.source; field: string; label: string; value: unknown; at: Date },
): Promise<void> {
  await ex.insert(ticketActivity).values({
    ticketId,
    changeSetId: randomUUID(),
    type: 'FIELD_CHANGED',
    actorType: 'SYSTEM',
    actorName: entry.actorName,
    source: entry.source,
    field: entry.field,
    newValue: entry.value,
    newLabel: entry.label,
    createdAt: entry.at,
  });
}
