/**
 * Comment drafts kept in the browser, per user and per ticket, so a reload or a walk to another
 * page does not lose what was typed (Zendesk and Zammad keep them too). Cleared once sent.
 */
export interface CommentDraft {
  html: string;
  isPublic: boolean;
}

const PREFIX = 'outpost.commentDraft';
const keyOf = (userId: number, ticketId: number) => `${PREFIX}.${userId}.${ticketId}`;

export function readCommentDraft(userId: number | undefined, ticketId: number): CommentDraft | null {
  if (userId === undefined) return null;
  try {
    const raw = localStorage.getItem(keyOf(userId, ticketId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CommentDraft>;
    return typeof parsed.html === 'string' ? { html: parsed.html, isPublic: parsed.isPublic === true } : null;
  } catch {
    // Storage refused (private mode, full) or a value that is not ours: no draft.
    return null;
  }
}

/** Keeps the draft; an empty one is removed. */
export function writeCommentDraft(userId: number | undefined, ticketId: number, draft: CommentDraft | null) {
  if (userId === undefined) return;
  try {
    if (draft === null) localStorage.removeItem(keyOf(userId, ticketId));
    else localStorage.setItem(keyOf(userId, ticketId), JSON.stringify(draft));
  } catch {
    // A draft that cannot be kept is only a convenience lost; the comment itself still works.
  }
}
