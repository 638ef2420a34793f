import { eq, notExists, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import type { Executor, TicketState } from './change/ticket-state.ts';
import { lookups } from './change/lookups.repository.ts';
import { ticketWrites } from './tickets.repository.ts';
import { ticketAttachments, tickets } from './tickets.schema.ts';

/**
 * What other modules may ask of the tickets' tables (docs/ARCHITECTURE.md, "Module boundaries"):
 * the automation engine, the help desk, mail in and response templates read a ticket's state and
 * resolve the names a change refers to through these, and uploads ask which tickets hold a file;
 * never through the tickets' repositories or schema. Each takes the executor, so a caller inside
 * a ticket change reads in its transaction.
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
