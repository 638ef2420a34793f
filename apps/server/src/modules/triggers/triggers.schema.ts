import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { RULE_KINDS, type Action, type AttachmentRef, type BoardSort, type Conditions } from '@outpost/rules';
import { users } from '../../db/schema.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * The one rule store (spec 002 §3.1): event- and time-based automations, response templates and
 * ticket boards, each a packages/rules `Rule` kept as it was validated. Boards are read by the
 * boards module and compiled to SQL; automations are read by the engines and evaluated in memory.
 */
export const ticketingTriggers = pgTable(
  'ticketing_triggers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text({ enum: RULE_KINDS }).notNull(),
    enabled: boolean().notNull().default(true),
    name: text().notNull(),
    description: text().notNull().default(''),
    conditions: jsonb().$type<Conditions>().notNull().default({ all: [], any: [] }),
    actions: jsonb().$type<Action[]>().notNull().default([]),
    uploads: jsonb().$type<AttachmentRef[]>().notNull().default([]),
    /** Boards only: column keys in display order, and the default sort. */
    columns: jsonb().$type<string[]>(),
    sortBy: jsonb().$type<BoardSort[]>(),
    /** A board the product ships (seeded by migration 0010): only its columns and sort change. */
    system: boolean().notNull().default(false),
    /** Names a system board for code and translations ('MY_TICKETS'); null for the others. */
    systemKey: text(),
    /** Order in which event-based rules run (lowest first). */
    position: integer().notNull().default(0),
    /** Raised by every save; an edit names the version it started from (stale → 409, decision 0032). */
    version: integer().notNull().default(1),
    /** Boards only: the technician whose personal board it is (issue 23 item 11); null: shared with every technician. */
    ownerUserId: integer().references(() => users.id, { onDelete: 'cascade' }),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ticketing_triggers_system_key').on(t.systemKey),
    index('ticketing_triggers_type_idx').on(t.type, t.position, t.id),
    index('ticketing_triggers_owner_idx').on(t.ownerUserId),
    // Two automations may not share a name, trimmed and without case (issue 23 item 12; contracts' automationNameKey).
    uniqueIndex('ticketing_triggers_automation_name_key')
      .on(sql`lower(trim(${t.name}))`)
      .where(sql`${t.type} in ('EVENT_BASED', 'TIME_BASED')`),
  ],
);
