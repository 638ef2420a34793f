import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from '../../db/schema.ts';

/**
 * End users (contacts) of an organization: ticket requesters and CC recipients who have no
 * account. Deleting one only marks it, so tickets keep showing who asked ("(Deleted)").
 */
export const contacts = pgTable(
  'contacts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The public id the API uses (requesterUid); ids of contacts are never guessable in mail links. */
    uid: text().notNull(),
    // An organization is deleted outright; its contacts stay for the tickets that name them.
    organizationId: integer().references(() => organizations.id, { onDelete: 'set null' }),
    name: text().notNull(),
    /** Normalised (lower case); null for a contact known only by phone. */
    email: text(),
    phone: text().notNull().default(''),
    /** Replies from this address are added to tickets as comments (mail in). */
    canReplyByEmail: boolean().notNull().default(true),
    deleted: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contacts_uid_key').on(t.uid),
    // One live contact per address within an organization (decision 0041): the same mailbox may be a
    // contact of several organizations (a consultant, a shared service desk), and mail in resolves
    // a sender within the organization of the ticket its reply token names.
    uniqueIndex('contacts_org_email_live_key')
      .on(t.organizationId, t.email)
      .where(sql`${t.deleted} = false`),
    // Mail in and the CC checks look contacts up by address across organizations.
    index('contacts_email_live_idx')
      .on(t.email)
      .where(sql`${t.deleted} = false`),
    index('contacts_org_name_idx').on(t.organizationId, sql`lower(${t.name})`, t.id),
  ],
);
