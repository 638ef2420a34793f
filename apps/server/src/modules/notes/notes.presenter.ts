import type { MentionableUser, Note } from '@outpost/contracts';
import type { NoteRow } from './notes.repository.ts';

/** Maps a note row to the API's note shape. */
export function presentNote(row: NoteRow): Note {
  return {
    id: row.id,
    nodeId: row.nodeId,
    authorUserId: row.authorUserId,
    authorName: row.authorName,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A user as the mention typeahead shows it; ids are strings because the editor's are. */
export function presentMentionable(row: { id: number; name: string }): MentionableUser {
  return { id: String(row.id), label: row.name };
}
