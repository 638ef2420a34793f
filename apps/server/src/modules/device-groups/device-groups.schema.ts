import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Conditions } from '@outpost/rules';
import { nodes, users } from '../../db/schema.ts';

/**
 * Device groups (DESIGN.md §4 "Groups"): STATIC groups list their devices in
 * `device_group_members`; DYNAMIC groups hold a rule over the device catalogue of
 * packages/rules, and their members are computed by SQL when read (decision 0031), never stored.
 */
export const deviceGroups = pgTable(
  'device_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    type: text({ enum: ['STATIC', 'DYNAMIC'] }).notNull(),
    /** The rule of a DYNAMIC group; null for a STATIC one. */
    conditions: jsonb().$type<Conditions>(),
    /** Raised by every save; an edit must name the version it started from (stale → 409). */
    version: integer().notNull().default(1),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('device_groups_name_key').on(sql`lower(${t.name})`)],
);

/** The chosen devices of a STATIC group; a deleted device leaves every group. */
export const deviceGroupMembers = pgTable(
  'device_group_members',
  {
    groupId: integer()
      .notNull()
      .references(() => deviceGroups.id, { onDelete: 'cascade' }),
    nodeId: integer()
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    addedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.nodeId] }), index('device_group_members_node_idx').on(t.nodeId)],
);

/** Free-form device tags (what dynamic rules match with `tags`); one row per tag, compared without case. */
export const deviceTags = pgTable(
  'device_tags',
  {
    nodeId: integer()
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    tag: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.tag] }), index('device_tags_lower_tag_idx').on(sql`lower(${t.tag})`)],
);
