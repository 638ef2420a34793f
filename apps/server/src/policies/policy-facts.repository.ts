import { and, eq, inArray } from 'drizzle-orm';
import { noteUploads, uploads } from '../db/schema.ts';
import { contacts } from '../modules/contacts/contacts.schema.ts';
import type { Executor } from '../modules/tickets/change/ticket-state.ts';
import { ticketAttachments, tickets } from '../modules/tickets/tickets.schema.ts';
import type { UploadFacts } from './upload.policy.ts';

const uniq = <T>(values: readonly T[]) => [...new Set(values)];

/** What the object policies read about objects named by id in bulk (the routes read one object through their own repositories). */
export const policyFacts = {
  /** The facts of each existing upload named, by content id (unknown ids are left out). */
  async uploads(ex: Executor, contentIds: readonly string[]): Promise<Map<string, UploadFacts>> {
    if (contentIds.length === 0) return new Map();
    const rows = await ex
      .select({ id: uploads.id, contentId: uploads.contentId, ownerUserId: uploads.ownerUserId })
      .from(uploads)
      .where(inArray(uploads.contentId, uniq(contentIds)));
    if (rows.length === 0) return new Map();
    const ids = rows.map((r) => r.id);
    const [onNotes, onTickets] = await Promise.all([
      ex.selectDistinct({ uploadId: noteUploads.uploadId }).from(noteUploads).where(inArray(noteUploads.uploadId, ids)),
      ex
        .selectDistinct({ uploadId: ticketAttachments.uploadId, organizationId: tickets.organizationId })
        .from(ticketAttachments)
        .innerJoin(tickets, eq(tickets.id, ticketAttachments.ticketId))
        .where(inArray(ticketAttachments.uploadId, ids)),
    ]);
    const noted = new Set(onNotes.map((n) => n.uploadId));
    return new Map(
      rows.map((r) => [
        r.contentId,
        {
          ownerUserId: r.ownerUserId,
          onNote: noted.has(r.id),
          ticketOrganizationIds: onTickets.filter((t) => t.uploadId === r.id).map((t) => t.organizationId),
        },
      ]),
    );
  },

  /** The organization of each live contact with one of these addresses (stored lower-case). */
  async contactsByEmail(ex: Executor, emails: readonly string[]): Promise<{ email: string; organizationId: number | null }[]> {
    if (emails.length === 0) return [];
    const rows = await ex
      .select({ email: contacts.email, organizationId: contacts.organizationId })
      .from(contacts)
      .where(and(inArray(contacts.email, uniq(emails.map((e) => e.toLowerCase()))), eq(contacts.deleted, false)));
    return rows.flatMap((r) => (r.email === null ? [] : [{ email: r.email, organizationId: r.organizationId }]));
  },
};
