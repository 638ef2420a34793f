import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SMTP_TLS_MODES } from '@outpost/contracts';
import { organizations } from '../../db/schema.ts';
import { tickets } from '../tickets/tickets.schema.ts';
import type { OutboxAttachment } from './mail-queue.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

export type { OutboxAttachment };

/** The one row of outgoing-mail settings (id is always 1); the password only ever sealed. */
export const mailSettings = pgTable(
  'mail_settings',
  {
    id: integer().primaryKey().default(1),
    enabled: boolean().notNull().default(false),
    host: text().notNull().default(''),
    port: integer().notNull().default(587),
    tlsMode: text({ enum: SMTP_TLS_MODES }).notNull().default('STARTTLS'),
    username: text().notNull().default(''),
    /** AES-256-GCM under the server's master key; null when no password is set. */
    passwordSealed: text(),
    fromAddress: text().notNull().default(''),
    fromName: text().notNull().default(''),
    newContactOrganizationId: integer().references(() => organizations.id, { onDelete: 'set null' }),
    lastTestAt: at(),
    lastTestOk: boolean(),
    lastTestMessage: text(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [check('mail_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Mail waiting to go out (and a record of what went): a database-backed queue, so a message
 * survives a restart and several server processes share the sending (claims use SKIP LOCKED).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** One message per change, event and recipient: a retried enqueue adds nothing. */
    dedupeKey: text().notNull(),
    ticketId: integer().references(() => tickets.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    /** Our Message-ID, so a reply's In-Reply-To finds the ticket even without the token. */
    messageId: text().notNull(),
    replyToken: text(),
    /** Files sent with the message (a rule e-mail's attachments): uploads, read when it is sent. */
    attachments: jsonb().$type<OutboxAttachment[]>().notNull().default([]),
    status: text({ enum: ['PENDING', 'SENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: at().notNull(),
    /** A SENDING row whose claim has expired (its process died) is sent again. */
    lockedUntil: at(),
    lastError: text(),
    createdAt: at().notNull(),
    sentAt: at(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_key').on(t.dedupeKey),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_ticket_idx').on(t.ticketId, t.createdAt),
    index('mail_outbox_message_id_idx').on(t.messageId),
  ],
);

/** Reply tokens: one per ticket and recipient, carried in the Reply-To address of notifications. */
export const mailReplyTokens = pgTable(
  'mail_reply_tokens',
  {
    token: text().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    address: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [uniqueIndex('mail_reply_tokens_ticket_address_key').on(t.ticketId, t.address)],
);

/** Every message the SMTP listener took: its outcome, for duplicates, rate limits and support. */
export const mailInbound = pgTable(
  'mail_inbound',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    messageId: text(),
    fromAddress: text().notNull(),
    ticketId: integer().references(() => tickets.id, { onDelete: 'set null' }),
    /** HELD: a reply from an unverified sender, kept as a private note marked as such (decision 0025). */
    outcome: text({ enum: ['COMMENTED', 'CREATED', 'HELD', 'IGNORED', 'REFUSED'] }).notNull(),
    reason: text().notNull().default(''),
    receivedAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('mail_inbound_message_id_key')
      .on(t.messageId)
      .where(sql`${t.messageId} is not null and ${t.outcome} in ('COMMENTED', 'CREATED', 'HELD')`),
    index('mail_inbound_ticket_idx').on(t.ticketId, t.receivedAt),
    // The per-sender rate limit counts a sender's recent messages.
    index('mail_inbound_from_idx').on(t.fromAddress, t.receivedAt),
  ],
);
