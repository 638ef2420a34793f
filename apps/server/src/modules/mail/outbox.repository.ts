import { randomBytes } from 'node:crypto';
import { and, count, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox, mailReplyTokens } from './mail.schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = Pick<typeof mailOutbox.$inferInsert, 'dedupeKey' | 'ticketId' | 'event' | 'toAddress' | 'subject' | 'textBody' | 'htmlBody' | 'messageId' | 'replyToken'>;

/** The mail queue and the reply tokens it hands out: the mail module's only SQL for sending. */
export function createOutboxRepository(db: Database) {
  return {
    /** Queues messages; one already queued under the same key is kept as it is. Answers how many were added. */
    async enqueue(mails: NewOutboxMail[], at: Date): Promise<number> {
      if (mails.length === 0) return 0;
      const rows = await db
        .insert(mailOutbox)
        .values(mails.map((m) => ({ ...m, status: 'PENDING' as const, nextAttemptAt: at, createdAt: at })))
        .onConflictDoNothing({ target: mailOutbox.dedupeKey })
        .returning({ id: mailOutbox.id });
      return rows.length;
    },

    /**
     * Claims up to `limit` messages that are due (or whose claim expired) for this process:
     * SKIP LOCKED lets several processes drain one queue without sending a message twice.
     */
    async claim(now: Date, claimMs: number, limit: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(or(and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, now)), and(eq(mailOutbox.status, 'SENDING'), lt(mailOutbox.lockedUntil, now))))
        .orderBy(mailOutbox.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ status: 'SENDING', lockedUntil: new Date(now.getTime() + claimMs), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(inArray(mailOutbox.id, due))
        .returning();
    },

    async markSent(id: number, at: Date) {
      await db.update(mailOutbox).set({ status: 'SENT', sentAt: at, lockedUntil: null, lastError: null }).where(eq(mailOutbox.id, id));
    },

    /** A failed attempt: tried again at `retryAt`, or given up (FAILED) when that is null. */
    async markFailed(id: number, error: string, retryAt: Date | null) {
      await db
        .update(mailOutbox)
        .set(retryAt ? { status: 'PENDING', nextAttemptAt: retryAt, lockedUntil: null, lastError: error } : { status: 'FAILED', lockedUntil: null, lastError: error })
        .where(eq(mailOutbox.id, id));
    },

    /** Notifications queued for a ticket since `since` (the per-ticket cap on mail loops). */
    async countForTicketSince(ticketId: number, since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(mailOutbox).where(and(eq(mailOutbox.ticketId, ticketId), gte(mailOutbox.createdAt, since)));
      return row?.n ?? 0;
    },

    /** The ticket a message we sent belongs to, by its Message-ID (a reply's In-Reply-To). */
    async ticketOfMessageIds(messageIds: string[]): Promise<number | undefined> {
      if (messageIds.length === 0) return undefined;
      const [row] = await db.select({ ticketId: mailOutbox.ticketId }).from(mailOutbox).where(inArray(mailOutbox.messageId, messageIds.slice(0, 50))).limit(1);
      return row?.ticketId ?? undefined;
    },

    /** The reply token of a ticket and recipient, made on first use. */
    async replyToken(ticketId: number, address: string, at: Date): Promise<string> {
      await db
        .insert(mailReplyTokens)
        .values({ token: randomBytes(12).toString('hex'), ticketId, address, createdAt: at })
        .onConflictDoNothing({ target: [mailReplyTokens.ticketId, mailReplyTokens.address] });
      const [row] = await db.select({ token: mailReplyTokens.token }).from(mailReplyTokens).where(and(eq(mailReplyTokens.ticketId, ticketId), eq(mailReplyTokens.address, address)));
      return row!.token;
    },

    async ticketOfToken(token: string): Promise<number | undefined> {
      const [row] = await db.select({ ticketId: mailReplyTokens.ticketId }).from(mailReplyTokens).where(eq(mailReplyTokens.token, token));
      return row?.ticketId;
    },

    /** Messages of a ticket, newest last (tests and support). */
    async forTicket(ticketId: number): Promise<OutboxRow[]> {
      return db.select().from(mailOutbox).where(eq(mailOutbox.ticketId, ticketId)).orderBy(mailOutbox.id);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
