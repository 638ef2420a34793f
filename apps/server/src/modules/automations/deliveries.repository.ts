import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ticketActivity, ticketComments } from '../tickets/tickets.schema.ts';
import { channelDeliveries } from './automations.schema.ts';

export type DeliveryRow = typeof channelDeliveries.$inferSelect;
export type NewDelivery = Pick<
  typeof channelDeliveries.$inferInsert,
  'dedupeKey' | 'channelId' | 'channelName' | 'channelType' | 'triggerId' | 'triggerName' | 'ticketId' | 'payload'
> & { status?: 'PENDING' | 'FAILED'; lastError?: string | null };

/** The notification delivery queue and its log: the only SQL of channel deliveries. */
export function createDeliveriesRepository(db: Database) {
  return {
    /** Queues deliveries; one already queued under the same key is kept. Answers how many were added. */
    async enqueue(rows: NewDelivery[], at: Date): Promise<number> {
      if (rows.length === 0) return 0;
      const added = await db
        .insert(channelDeliveries)
        .values(rows.map((r) => ({ ...r, status: r.status ?? 'PENDING', nextAttemptAt: at, createdAt: at })))
        .onConflictDoNothing({ target: channelDeliveries.dedupeKey })
        .returning({ id: channelDeliveries.id });
      return added.length;
    },

    /**
     * Claims due deliveries (or ones whose claim expired: their process died mid-send) for this
     * process. SKIP LOCKED lets several processes drain one queue without sending twice.
     */
    async claim(now: Date, claimMs: number, limit: number): Promise<DeliveryRow[]> {
      const due = db
        .select({ id: channelDeliveries.id })
        .from(channelDeliveries)
        .where(
          or(
            and(eq(channelDeliveries.status, 'PENDING'), lte(channelDeliveries.nextAttemptAt, now)),
            and(eq(channelDeliveries.status, 'SENDING'), lt(channelDeliveries.lockedUntil, now)),
          ),
        )
        .orderBy(channelDeliveries.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(channelDeliveries)
        .set({ status: 'SENDING', lockedUntil: new Date(now.getTime() + claimMs), attempts: sql`${channelDeliveries.attempts} + 1` })
        .where(inArray(channelDeliveries.id, due))
        .returning();
    },

    async markSent(id: number, at: Date, responseStatus: number | null) {
      await db.update(channelDeliveries).set({ status: 'SENT', sentAt: at, lockedUntil: null, lastError: null, responseStatus }).where(eq(channelDeliveries.id, id));
    },

    /** A failed attempt: tried again at `retryAt`, or given up (FAILED) when that is null. */
    async markFailed(id: number, error: string, responseStatus: number | null, retryAt: Date | null) {
      await db
        .update(channelDeliveries)
        .set(
          retryAt
            ? { status: 'PENDING', nextAttemptAt: retryAt, lockedUntil: null, lastError: error, responseStatus }
            : { status: 'FAILED', lockedUntil: null, lastError: error, responseStatus },
        )
        .where(eq(channelDeliveries.id, id));
    },

    /** The log, newest first: of one channel, one ticket, or all. */
    async list(where: { channelId?: number; ticketId?: number }, limit: number): Promise<DeliveryRow[]> {
      return db
        .select()
        .from(channelDeliveries)
        .where(
          and(
            where.channelId === undefined ? undefined : eq(channelDeliveries.channelId, where.channelId),
            where.ticketId === undefined ? undefined : eq(channelDeliveries.ticketId, where.ticketId),
          ),
        )
        .orderBy(desc(channelDeliveries.id))
        .limit(limit);
    },

    /** A ticket's saved comments, oldest first, as the comment.* placeholders of rule e-mails show them. */
    async comments(ticketId: number) {
      const rows = await db
        .select({ htmlBody: ticketComments.htmlBody, isPublic: ticketComments.isPublic, authorName: ticketComments.authorName, createdAt: ticketComments.createdAt })
        .from(ticketComments)
        .where(eq(ticketComments.ticketId, ticketId))
        .orderBy(ticketComments.createdAt, ticketComments.id);
      return rows.map((r) => ({ htmlBody: r.htmlBody, isPublic: r.isPublic, createdAt: r.createdAt.toISOString(), author: { name: r.authorName } }));
    },

    /**
     * Writes on the ticket's log that an automation's notification was given up, outside any
     * ticket change: the failure must not run rules or send mail of its own (a loop).
     */
    async logOnTicket(ticketId: number, entry: { actorName: string; label: string; value: unknown; at: Date }) {
      await db.insert(ticketActivity).values({
        ticketId,
        changeSetId: randomUUID(),
        type: 'FIELD_CHANGED',
        actorType: 'SYSTEM',
        actorName: entry.actorName,
        source: 'AUTOMATION',
        field: 'automation.delivery',
        newValue: entry.value,
        newLabel: entry.label,
        createdAt: entry.at,
      });
    },
  };
}
export type DeliveriesRepository = ReturnType<typeof createDeliveriesRepository>;
