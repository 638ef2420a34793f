import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * The columns of a table used as a delivery queue (the mail outbox, notification deliveries):
 * a row is one message, claimed by one process at a time, retried until sent or given up, and
 * kept afterwards as the record of what was sent.
 */
export interface QueueColumns {
  id: PgColumn;
  /** One row per message: a repeated enqueue adds nothing. */
  dedupeKey: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  /** A SENDING row whose claim has expired (its process died) is claimed again. */
  lockedUntil: PgColumn;
  lastError: PgColumn;
  createdAt: PgColumn;
  sentAt: PgColumn;
}
export type QueueStatus = 'PENDING' | 'SENDING' | 'SENT' | 'FAILED';
type QueueTable = PgTable & QueueColumns;
/** What the queue itself writes; the rest of a row is the message. */
type QueueManaged = 'id' | 'status' | 'attempts' | 'nextAttemptAt' | 'lockedUntil' | 'createdAt' | 'sentAt';

/**
 * The claim-and-retry SQL of a delivery queue table, the same for every such table. Claims use
 * SKIP LOCKED, so several processes drain one queue without sending a message twice.
 */
export function createDeliveryQueue<T extends QueueTable>(db: Database, table: T) {
  type Row = T['$inferSelect'];
  type Extra = Partial<Omit<T['$inferInsert'], QueueManaged | 'lastError'>>;
  const set = (values: Record<string, unknown>) => values as PgUpdateSetSource<T>;
  return {
    /** Queues messages; one already queued under the same key is kept as it is. Answers how many were added. */
    async enqueue(rows: (Omit<T['$inferInsert'], QueueManaged> & { status?: 'PENDING' | 'FAILED' })[], at: Date): Promise<number> {
      if (rows.length === 0) return 0;
      const values = rows.map((r) => ({ ...r, status: r.status ?? 'PENDING', nextAttemptAt: at, createdAt: at })) as PgInsertValue<T>[];
      const added = await db.insert(table).values(values).onConflictDoNothing({ target: table.dedupeKey }).returning({ id: table.id });
      return added.length;
    },

    /** Claims up to `limit` messages that are due, or whose claim expired, for this process until `now + claimMs`. */
    async claim(now: Date, claimMs: number, limit: number): Promise<Row[]> {
      const due = db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(or(and(eq(table.status, 'PENDING'), lte(table.nextAttemptAt, now)), and(eq(table.status, 'SENDING'), lt(table.lockedUntil, now))))
        .orderBy(table.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(table)
        .set(set({ status: 'SENDING', lockedUntil: new Date(now.getTime() + claimMs), attempts: sql`${table.attempts} + 1` }))
        .where(inArray(table.id, due))
        .returning();
      return claimed as Row[];
    },

    /** Sent: kept as the record, with what the table notes besides (a webhook's answer status). */
    async markSent(id: number, at: Date, extra: Extra = {}) {
      await db
        .update(table)
        .set(set({ ...extra, status: 'SENT', sentAt: at, lockedUntil: null, lastError: null }))
        .where(eq(table.id, id));
    },

    /** A failed attempt: tried again at `retryAt`, or given up (FAILED) when that is null. */
    async markFailed(id: number, error: string, retryAt: Date | null, extra: Extra = {}) {
      await db
        .update(table)
        .set(
          set(
            retryAt
              ? { ...extra, status: 'PENDING', nextAttemptAt: retryAt, lockedUntil: null, lastError: error }
              : { ...extra, status: 'FAILED', lockedUntil: null, lastError: error },
          ),
        )
        .where(eq(table.id, id));
    },
  };
}
export type DeliveryQueue<T extends QueueTable> = ReturnType<typeof createDeliveryQueue<T>>;
