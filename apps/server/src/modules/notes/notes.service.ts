import { MENTION_MAX_SUGGESTIONS, type MentionableUser, type Note, type NoteInput, type SessionUser } from '@outpost/contracts';
import { sanitizeRichText } from '@outpost/rich-text';
import type { Clock } from '../../lib/clock.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { presentMentionable, presentNote } from './notes.presenter.ts';
import type { NoteRow, NotesRepository } from './notes.repository.ts';
import type { BlobStore } from './uploads/blob-store.ts';
import { referencedContentIds } from './uploads/upload-references.ts';

/** True when sanitised HTML holds nothing a reader would see (no text, image, rule or table). */
function isBlank(html: string): boolean {
  if (/<(img|hr|table)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') === '';
}

/**
 * Device notes: stored only as sanitised HTML; authors (and administrators) change their own.
 * An upload (image, attachment) is deleted, file and all, once no note uses it any more.
 */
export function createNotesService(deps: { notes: NotesRepository; blobs: BlobStore; clock: Clock }) {
  const { notes, blobs, clock } = deps;

  async function requireNode(nodeId: number) {
    if (!(await notes.nodeExists(nodeId))) throw notFound('Device');
  }

  async function requireOwnNote(nodeId: number, noteId: number, user: SessionUser): Promise<NoteRow> {
    await requireNode(nodeId);
    const row = await notes.find(nodeId, noteId);
    if (!row) throw notFound('Note');
    if (row.authorUserId !== user.id && user.role !== 'SYSTEM_ADMINISTRATOR') {
      throw forbidden('Only the author of a note can change it');
    }
    return row;
  }

  /** The client's HTML is never trusted: sanitise it here, whatever the editor did. */
  function cleanHtml(input: NoteInput): string {
    const html = sanitizeRichText(input.html).trim();
    if (isBlank(html)) throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { html: ['Write something first'] });
    return html;
  }

  /** Removes the files of uploads whose rows are gone. */
  async function removeFiles(contentIds: string[]): Promise<void> {
    // The note change has committed: a file that cannot be removed only wastes space, so it must
    // not turn the request into a failure.
    await Promise.allSettled(contentIds.map((id) => blobs.delete(id)));
  }

  async function get(nodeId: number, noteId: number): Promise<Note> {
    const row = await notes.find(nodeId, noteId);
    if (!row) throw notFound('Note');
    return presentNote(row);
  }

  return {
    async list(nodeId: number): Promise<Note[]> {
      await requireNode(nodeId);
      return (await notes.listForNode(nodeId)).map(presentNote);
    },

    async create(nodeId: number, user: SessionUser, input: NoteInput): Promise<Note> {
      await requireNode(nodeId);
      const html = cleanHtml(input);
      const id = await notes.insert({ nodeId, authorUserId: user.id, html, contentIds: referencedContentIds(html), at: clock.now() });
      return get(nodeId, id);
    },

    async update(nodeId: number, noteId: number, user: SessionUser, input: NoteInput): Promise<Note> {
      await requireOwnNote(nodeId, noteId, user);
      const html = cleanHtml(input);
      await removeFiles(await notes.update(noteId, { html, contentIds: referencedContentIds(html), at: clock.now() }));
      return get(nodeId, noteId);
    },

    async delete(nodeId: number, noteId: number, user: SessionUser): Promise<void> {
      await requireOwnNote(nodeId, noteId, user);
      await removeFiles(await notes.delete(noteId));
    },

    async mentionable(query: string): Promise<MentionableUser[]> {
      return (await notes.mentionable(query, MENTION_MAX_SUGGESTIONS)).map(presentMentionable);
    },
  };
}
export type NotesService = ReturnType<typeof createNotesService>;
