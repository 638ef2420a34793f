import { and, asc, desc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { deviceNotes, nodes, noteUploads, uploads, users } from '../../db/schema.ts';
import { likeContains } from '../../lib/table-query.ts';
import { deleteUploadsNoNoteUses } from './uploads.queries.ts';

const noteColumns = {
  id: deviceNotes.id,
  nodeId: deviceNotes.nodeId,
  authorUserId: deviceNotes.authorUserId,
  authorName: users.name,
  html: deviceNotes.html,
  createdAt: deviceNotes.createdAt,
  updatedAt: deviceNotes.updatedAt,
};

/** Points the note's upload references at the existing uploads of `contentIds`; answers the upload ids it dropped. */
async function setUploads(tx: Tx, noteId: number, contentIds: string[]): Promise<number[]> {
  const used =
    contentIds.length === 0 ? [] : (await tx.select({ id: uploads.id }).from(uploads).where(inArray(uploads.contentId, contentIds))).map((u) => u.id);
  const dropped = await tx
    .delete(noteUploads)
    .where(and(eq(noteUploads.noteId, noteId), used.length === 0 ? undefined : notInArray(noteUploads.uploadId, used)))
    .returning({ uploadId: noteUploads.uploadId });
  if (used.length > 0)
    await tx
      .insert(noteUploads)
      .values(used.map((uploadId) => ({ noteId, uploadId })))
      .onConflictDoNothing();
  return dropped.map((d) => d.uploadId);
}

/**
 * Deletes the rows of those of `uploadIds` that no note uses any more; answers their content ids,
 * whose files the caller removes once this commits.
 */
async function deleteUnused(tx: Tx, uploadIds: number[]): Promise<string[]> {
  return uploadIds.length === 0 ? [] : deleteUploadsNoNoteUses(tx, inArray(uploads.id, uploadIds));
}

/**
 * Device notes, the uploads each one uses, and the users a note may mention. Writing a note
 * records the uploads its HTML uses (`contentIds`); an update or delete also deletes the upload
 * rows no note uses any more and answers their content ids.
 */
export function createNotesRepository(db: Database) {
  return {
    async listForNode(nodeId: number) {
      return db
        .select(noteColumns)
        .from(deviceNotes)
        .leftJoin(users, eq(users.id, deviceNotes.authorUserId))
        .where(eq(deviceNotes.nodeId, nodeId))
        .orderBy(desc(deviceNotes.createdAt), desc(deviceNotes.id));
    },

    async find(nodeId: number, noteId: number) {
      const [row] = await db
        .select(noteColumns)
        .from(deviceNotes)
        .leftJoin(users, eq(users.id, deviceNotes.authorUserId))
        .where(and(eq(deviceNotes.nodeId, nodeId), eq(deviceNotes.id, noteId)));
      return row;
    },

    async nodeExists(nodeId: number) {
      const [row] = await db.select({ id: nodes.id }).from(nodes).where(eq(nodes.id, nodeId)).limit(1);
      return row !== undefined;
    },

    async insert(values: { nodeId: number; authorUserId: number; html: string; contentIds: string[]; at: Date }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(deviceNotes)
          .values({ nodeId: values.nodeId, authorUserId: values.authorUserId, html: values.html, createdAt: values.at, updatedAt: values.at })
          .returning({ id: deviceNotes.id });
        await setUploads(tx, row!.id, values.contentIds);
        return row!.id;
      });
    },

    async update(noteId: number, values: { html: string; contentIds: string[]; at: Date }): Promise<string[]> {
      return db.transaction(async (tx) => {
        await tx.update(deviceNotes).set({ html: values.html, updatedAt: values.at }).where(eq(deviceNotes.id, noteId));
        return deleteUnused(tx, await setUploads(tx, noteId, values.contentIds));
      });
    },

    async delete(noteId: number): Promise<string[]> {
      return db.transaction(async (tx) => {
        const dropped = await setUploads(tx, noteId, []);
        await tx.delete(deviceNotes).where(eq(deviceNotes.id, noteId));
        return deleteUnused(tx, dropped);
      });
    },

    /** Active users whose name or e-mail contains the query, names first in alphabetical order. */
    async mentionable(query: string, limit: number) {
      const pattern = likeContains(query);
      return db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.disabled, false), query ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined))
        .orderBy(sql`lower(${users.name})`, asc(users.id))
        .limit(limit);
    },
  };
}
export type NotesRepository = ReturnType<typeof createNotesRepository>;
export type NoteRow = NonNullable<Awaited<ReturnType<NotesRepository['find']>>>;
