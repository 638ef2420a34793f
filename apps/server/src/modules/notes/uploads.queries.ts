import { and, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { noteUploads, uploads } from '../../db/schema.ts';
import { noTicketHoldsUpload } from '../tickets/tickets.queries.ts';
import { noRuleNamesUpload } from '../triggers/triggers.queries.ts';

/**
 * What other modules may ask of the uploads' table (docs/ARCHITECTURE.md, "Module boundaries"):
 * the help desk deletes its own uploads through this once nothing holds them.
 */

/**
 * Uploads no note uses, no ticket holds and no automation names: what the sweep deletes once
 * they are old enough, and what the upload quotas count as waiting (upload-quota.ts).
 */
export function unusedUploads(db: Database | Tx): SQL {
  const unused = notExists(
    db
      .select({ one: sql`1` })
      .from(noteUploads)
      .where(eq(noteUploads.uploadId, uploads.id)),
  );
  // Ticket comments and descriptions keep their files for as long as the ticket exists.
  const offTickets = noTicketHoldsUpload(db, uploads.id);
  // Files an automation names (its editor's uploads, an e-mail action's attachments) live as long as it names them.
  const offRules = noRuleNamesUpload(db, uploads.contentId);
  return and(unused, offTickets, offRules)!;
}

/**
 * Deletes the rows of the uploads `which` selects that no note uses, no ticket holds and no automation names; answers
 * their content ids, whose files the caller removes (after the transaction, if any, commits).
 */
export async function deleteUploadsNoNoteUses(db: Database | Tx, which: SQL | undefined): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(and(which, unusedUploads(db)))
    .returning({ contentId: uploads.contentId });
  return rows.map((r) => r.contentId);
}
