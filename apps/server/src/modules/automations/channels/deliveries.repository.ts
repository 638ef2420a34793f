import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { createDeliveryQueue } from '../../../db/delivery-queue.ts';
import { noteUploads, uploads } from '../../../db/schema.ts';
import type { OutboxAttachment } from '../../mail/mail-queue.ts';
import { logSystemEntryOnTicket, noTicketHoldsUpload, ticketCommentsOldestFirst } from '../../tickets/tickets.queries.ts';
import { channelDeliveries } from '../automations.schema.ts';

export type DeliveryRow = typeof channelDeliveries.$inferSelect;
export type NewDelivery = Pick<
  typeof channelDeliveries.$inferInsert,
  'dedupeKey' | 'channelId' | 'channelName' | 'channelType' | 'triggerId' | 'triggerName' | 'ticketId' | 'payload'
> & { status?: 'PENDING' | 'FAILED'; lastError?: string | null };

/** The notification delivery queue (claims and retries as the mail outbox's) and its log: the only SQL of channel deliveries. */
export function createDeliveriesRepository(db: Database) {
  const queue = createDeliveryQueue(db, channelDeliveries);
  return {
    enqueue: queue.enqueue,
    claim: queue.claim,
    markSent: (id: number, at: Date, responseStatus: number | null) => queue.markSent(id, at, { responseStatus }),
    /** A failed attempt: tried again at `retryAt`, or given up (FAILED) when that is null. */
    markFailed: (id: number, error: string, responseStatus: number | null, retryAt: Date | null) => queue.markFailed(id, error, retryAt, { responseStatus }),

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

    /**
     * The files a rule e-mail attaches, by content id (as the editor names uploads), in the order
     * named. Only files that nothing else holds: a rule can name any content id, so a note's or
     * a ticket's file (which has its own readers) is never sent out by one.
     */
    async emailAttachments(contentIds: string[]): Promise<OutboxAttachment[]> {
      if (contentIds.length === 0) return [];
      const rows = await db
        .select({ contentId: uploads.contentId, fileName: uploads.fileName, contentType: uploads.contentType })
        .from(uploads)
        .where(
          and(
            inArray(uploads.contentId, contentIds),
            // A file whose content is not what it claims (SUSPICIOUS), or not checked, is never mailed.
            eq(uploads.status, 'READY'),
            notExists(
              db
                .select({ one: sql`1` })
                .from(noteUploads)
                .where(eq(noteUploads.uploadId, uploads.id)),
            ),
            noTicketHoldsUpload(db, uploads.id),
          ),
        );
      return contentIds.flatMap((id) => rows.filter((r) => r.contentId === id));
    },

    /** A ticket's saved comments, oldest first, as the comment.* placeholders of rule e-mails show them. */
    async comments(ticketId: number) {
      const rows = await ticketCommentsOldestFirst(db, ticketId);
      return rows.map((r) => ({ htmlBody: r.htmlBody, isPublic: r.isPublic, createdAt: r.createdAt.toISOString(), author: { name: r.authorName } }));
    },

    /**
     * Writes on the ticket's log that an automation's notification was given up, outside any
     * ticket change: the failure must not run rules or send mail of its own (a loop).
     */
    async logOnTicket(ticketId: number, entry: { actorName: string; label: string; value: unknown; at: Date }) {
      await logSystemEntryOnTicket(db, ticketId, { ...entry, source: 'AUTOMATION', field: 'automation.delivery' });
    },
  };
}
export type DeliveriesRepository = ReturnType<typeof createDeliveriesRepository>;
