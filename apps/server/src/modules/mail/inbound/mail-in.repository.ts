import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { UploadStatus } from '@outpost/contracts';
import type { Database } from '../../../db/client.ts';
import { uploads } from '../../../db/schema.ts';
import { mailInbound } from '../mail.schema.ts';

export type InboundOutcome = (typeof mailInbound.$inferInsert)['outcome'];
/** Outcomes that made something of a message: a duplicate of one is ignored, and each counts against its sender. */
const TAKEN: InboundOutcome[] = ['COMMENTED', 'CREATED', 'HELD'];

/** What the listener records of each message, and the uploads mail attachments become. */
export function createMailInRepository(db: Database) {
  return {
    async record(values: { messageId: string | null; fromAddress: string; ticketId: number | null; outcome: InboundOutcome; reason: string; at: Date }) {
      const { at, ...rest } = values;
      // A duplicate that raced past the check is kept out by the unique index; it is only a log line.
      await db
        .insert(mailInbound)
        .values({ ...rest, receivedAt: at })
        .onConflictDoNothing();
    },
    /** Whether a message with this Message-ID already became a comment, a held message or a ticket. */
    async alreadyTaken(messageId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: mailInbound.id })
        .from(mailInbound)
        .where(and(eq(mailInbound.messageId, messageId), inArray(mailInbound.outcome, TAKEN)))
        .limit(1);
      return row !== undefined;
    },
    async commentsOnTicketSince(ticketId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mailInbound)
        .where(and(eq(mailInbound.ticketId, ticketId), inArray(mailInbound.outcome, ['COMMENTED', 'HELD']), gte(mailInbound.receivedAt, since)));
      return row?.n ?? 0;
    },
    async ticketsFromSince(fromAddress: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mailInbound)
        .where(and(eq(mailInbound.fromAddress, fromAddress), eq(mailInbound.outcome, 'CREATED'), gte(mailInbound.receivedAt, since)));
      return row?.n ?? 0;
    },
    /** Messages of one sender since `since` that became something (a ticket, a comment, a held message). */
    async takenFromSince(fromAddress: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mailInbound)
        .where(and(eq(mailInbound.fromAddress, fromAddress), inArray(mailInbound.outcome, TAKEN), gte(mailInbound.receivedAt, since)));
      return row?.n ?? 0;
    },
    /** An upload row for a mail attachment: no user owns it (the sender has no account). */
    async insertUpload(values: { contentId: string; fileName: string; contentType: string; size: number; status: UploadStatus; at: Date }) {
      const { at, ...rest } = values;
      await db.insert(uploads).values({ ...rest, ownerUserId: null, createdAt: at });
    },
  };
}
export type MailInRepository = ReturnType<typeof createMailInRepository>;
