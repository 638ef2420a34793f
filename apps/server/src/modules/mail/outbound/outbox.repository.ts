import { randomBytes } from 'node:crypto';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { createDeliveryQueue } from '../../../db/delivery-queue.ts';
import { mailOutbox, mailReplyTokens } from '../mail.schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = Pick<
  typeof mailOutbox.$inferInsert,
  'dedupeKey' | 'ticketId' | 'event' | 'toAddress' | 'subject' | 'textBody' | 'htmlBody' | 'messageId' | 'replyToken' | 'attachments'
>;

/** The mail queue and the reply tokens it hands out: the mail module's only SQL for sending. */
export function createOutboxRepository(db: Database) {
  return {
    // Queue, claim (SKIP LOCKED), sent, failed or retried: the same for every delivery queue.
    ...createDeliveryQueue(db, mailOutbox),

    /** Notifications queued for a ticket since `since` (the per-ticket cap on mail loops). */
    async countForTicketSince(ticketId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.ticketId, ticketId), gte(mailOutbox.createdAt, since)));
      return row?.n ?? 0;
    },

    /** The ticket a message we sent belongs to, by its Message-ID (a reply's In-Reply-To). */
    async ticketOfMessageIds(messageIds: string[]): Promise<number | undefined> {
      if (messageIds.length === 0) return undefined;
      const [row] = await db
        .select({ ticketId: mailOutbox.ticketId })
        .from(mailOutbox)
        .where(inArray(mailOutbox.messageId, messageIds.slice(0, 50)))
        .limit(1);
      return row?.ticketId ?? undefined;
    },

    /** The reply token of a ticket and recipient, made on first use. */
    async replyToken(ticketId: number, address: string, at: Date): Promise<string> {
      await db
        .insert(mailReplyTokens)
        .values({ token: randomBytes(12).toString('hex'), ticketId, address, createdAt: at })
        .onConflictDoNothing({ target: [mailReplyTokens.ticketId, mailReplyTokens.address] });
      const [row] = await db
        .select({ token: mailReplyTokens.token })
        .from(mailReplyTokens)
        .where(and(eq(mailReplyTokens.ticketId, ticketId), eq(mailReplyTokens.address, address)));
      return row!.token;
    },

    /** A reply token's ticket and the address it was issued to (the only sender it vouches for). */
    async replyTokenRecord(token: string): Promise<{ ticketId: number; address: string } | undefined> {
      const [row] = await db
        .select({ ticketId: mailReplyTokens.ticketId, address: mailReplyTokens.address })
        .from(mailReplyTokens)
        .where(eq(mailReplyTokens.token, token));
      return row;
    },

    /** Messages of a ticket, newest last (tests and support). */
    async forTicket(ticketId: number): Promise<OutboxRow[]> {
      return db.select().from(mailOutbox).where(eq(mailOutbox.ticketId, ticketId)).orderBy(mailOutbox.id);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
