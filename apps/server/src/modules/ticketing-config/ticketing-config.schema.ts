import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ATTRIBUTE_TYPES,
  SYSTEM_STATUS_KEYS,
  type AttachmentSettings,
  type AttributeContent,
  type BusinessHours,
  DEFAULT_REPLY_SETTINGS,
  type NotificationSettings,
  type ReplySettings,
  type TimerSettings,
} from '@outpost/contracts';
import { users } from '../../db/schema.ts';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Ticket statuses: the six system statuses (seeded by migration 0009, fixed) and custom ones,
 * each custom status under one system status as its parent.
 */
export const ticketStatuses = pgTable(
  'ticket_statuses',
  {
    id: id(),
    /** NEW … CLOSED for system statuses; null for custom ones. */
    systemKey: text({ enum: SYSTEM_STATUS_KEYS }),
    name: text().notNull(),
    parentId: integer().references((): AnyPgColumn => ticketStatuses.id),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ticket_statuses_system_key').on(t.systemKey),
    uniqueIndex('ticket_statuses_name_key').on(sql`lower(${t.name})`),
    index('ticket_statuses_parent_idx').on(t.parentId),
  ],
);

/** The tag catalogue tickets pick from (ticket_tags links them). */
export const ticketingTags = pgTable(
  'ticketing_tags',
  {
    id: id(),
    name: text().notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  // Names compare case-insensitively: "VPN" and "vpn" are one tag; paging walks this order.
  (t) => [uniqueIndex('ticketing_tags_name_key').on(sql`lower(${t.name})`)],
);

export const ticketForms = pgTable(
  'ticket_forms',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull().default(''),
    active: boolean().notNull().default(true),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ticket_forms_name_key').on(sql`lower(${t.name})`)],
);

export const ticketAttributes = pgTable(
  'ticket_attributes',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull().default(''),
    attributeType: text({ enum: ATTRIBUTE_TYPES }).notNull(),
    active: boolean().notNull().default(true),
    /** Choices of DROPDOWN and MULTI_SELECT (`values`), bounds of the others. */
    content: jsonb().$type<AttributeContent>().notNull().default({}),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ticket_attributes_name_key').on(sql`lower(${t.name})`)],
);

/** The attributes a form shows, in order. */
export const formAttributes = pgTable(
  'form_attributes',
  {
    formId: integer()
      .notNull()
      .references(() => ticketForms.id, { onDelete: 'cascade' }),
    attributeId: integer()
      .notNull()
      .references(() => ticketAttributes.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    required: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.formId, t.attributeId] }), index('form_attributes_attribute_idx').on(t.attributeId)],
);

/** The one row of service-desk settings (id is always 1). */
export const ticketingConfig = pgTable(
  'ticketing_config',
  {
    id: integer().primaryKey().default(1),
    /** Domain of the address ticket mail is sent from; null: the server's own. */
    fromEmailDomain: text(),
    timer: jsonb().$type<TimerSettings>().notNull(),
    attachments: jsonb().$type<AttachmentSettings>().notNull(),
    businessHours: jsonb().$type<BusinessHours>().notNull(),
    notifications: jsonb().$type<NotificationSettings>().notNull(),
    /** How replies start (issue 23 item 9); the default for rows saved before the setting existed. */
    replies: jsonb().$type<ReplySettings>().notNull().default(DEFAULT_REPLY_SETTINGS),
    updatedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [check('ticketing_config_single_row', sql`${t.id} = 1`)],
);
