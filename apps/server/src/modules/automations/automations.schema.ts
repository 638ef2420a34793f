import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { CHANNEL_TYPES } from '@outpost/rules';
import { tickets } from '../tickets/tickets.schema.ts';
import { ticketingTriggers } from '../triggers/triggers.schema.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * When each time-based rule last fired on each ticket, and for which qualifying period: the
 * instants its time-since conditions measure from (`periodKey`). The sweep skips a ticket whose
 * current period the rule has already fired for, so a rule fires once per period, not per sweep.
 */
export const automationTimeFirings = pgTable(
  'automation_time_firings',
  {
    triggerId: integer()
      .notNull()
      .references(() => ticketingTriggers.id, { onDelete: 'cascade' }),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    periodKey: text().notNull(),
    firedAt: at().notNull(),
    /** Why the last firing saved nothing (the rule is not retried within the same period). */
    lastError: text(),
  },
  (t) => [primaryKey({ columns: [t.triggerId, t.ticketId] }), index('automation_time_firings_ticket_idx').on(t.ticketId)],
);

/**
 * Leases: one row per kind of singleton work (the time sweep). A process runs the work only while
 * it holds an unexpired lease, so several processes sharing one database run one sweep at a time.
 */
export const automationLeases = pgTable('automation_leases', {
  name: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: at().notNull(),
  lastStartedAt: at(),
  lastFinishedAt: at(),
  /** The last finished run's figures (fired, carried over, errors), for the admin screen. */
  lastResult: jsonb(),
});

/**
 * Notification channels (spec 002 §3.1: EMAIL, SMS, SLACK) that SEND_NOTIFICATION actions name.
 * EMAIL goes through the service desk's mail settings to `recipients`; SLACK and SMS are
 * outgoing webhooks to `url`, signed with the channel's secret (sealed with the master key).
 */
export const notificationChannels = pgTable(
  'notification_channels',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    type: text({ enum: CHANNEL_TYPES }).notNull(),
    enabled: boolean().notNull().default(true),
    url: text().notNull().default(''),
    secretSealed: text(),
    /** EMAIL: addresses; SMS: phone numbers the gateway texts. */
    recipients: jsonb().$type<string[]>().notNull().default([]),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [index('notification_channels_name_idx').on(t.name)],
);

/**
 * The delivery queue and log of notifications: each row is one message to one channel, retried
 * with back-off (claims use SKIP LOCKED, so several processes share the sending) and kept as the
 * record of what was sent, when, and why it failed.
 */
export const channelDeliveries = pgTable(
  'channel_deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** One delivery per change, rule, action and channel: a repeated enqueue adds nothing. */
    dedupeKey: text().notNull(),
    channelId: integer().references(() => notificationChannels.id, { onDelete: 'set null' }),
    channelName: text().notNull(),
    channelType: text({ enum: CHANNEL_TYPES }).notNull(),
    triggerId: integer().references(() => ticketingTriggers.id, { onDelete: 'set null' }),
    triggerName: text().notNull(),
    ticketId: integer().references(() => tickets.id, { onDelete: 'cascade' }),
    /** What is sent: the text and the ticket it is about. */
    payload: jsonb().$type<{ text: string; ticket: { id: number; summary: string; status: string; priority: string } }>().notNull(),
    status: text({ enum: ['PENDING', 'SENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: at().notNull(),
    lockedUntil: at(),
    lastError: text(),
    /** HTTP status of the last attempt (webhooks). */
    responseStatus: integer(),
    createdAt: at().notNull(),
    sentAt: at(),
  },
  (t) => [
    uniqueIndex('channel_deliveries_dedupe_key').on(t.dedupeKey),
    index('channel_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('channel_deliveries_ticket_idx').on(t.ticketId, t.createdAt),
    index('channel_deliveries_channel_idx').on(t.channelId, t.createdAt),
  ],
);
