import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deviceNotes, nodes, users } from '../../db/schema.ts';
import { likeContains } from '../../lib/table-query.ts';

const noteColumns = {
  id: deviceNotes.id,
  nodeId: deviceNotes.nodeId,
  authorUserId: deviceNotes.authorUserId,
  authorName: users.name,
  html: deviceNotes.html,
  createdAt: deviceNotes.createdAt,
  updatedAt: deviceNotes.updatedAt,
};

/** Device notes, and the users a note may mention. */
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

    async insert(values: { nodeId: number; authorUserId: number; html: string; at: Date }) {
      const [row] = await db
        .insert(deviceNotes)
        .values({ nodeId: values.nodeId, authorUserId: values.authorUserId, html: values.html, createdAt: values.at, updatedAt: values.at })
        .returning({ id: deviceNotes.id });
      return row!.id;
    },

    async update(noteId: number, values: { html: string; at: Date }) {
      await db.update(deviceNotes).set({ html: values.html, updatedAt: values.at }).where(eq(deviceNotes.id, noteId));
    },

    async delete(noteId: number) {
      await db.delete(deviceNotes).where(eq(deviceNotes.id, noteId));
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
