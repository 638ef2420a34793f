import { mayTicket } from './ticket.policy.ts';
import { isSystem, isUnrestricted, type Caller } from './caller.ts';

/**
 * What a caller does to an upload: read it (`GET /api/uploads/{contentId}`), or reference it
 * (attach it to a ticket or comment, embed it in a description or comment, name it anywhere a
 * content id is taken), which hands it to every reader of what references it.
 */
export type UploadAction = 'read' | 'reference';
export const UPLOAD_ACTIONS: readonly UploadAction[] = ['read', 'reference'];
/** What the upload policy needs to know of an upload: who sent it and what holds it. */
export interface UploadFacts {
  ownerUserId: number | null;
  /** Held by a device note (notes are read by whoever reads the device). */
  onNote: boolean;
  /** The organization of each ticket holding it (null: a ticket without one). */
  ticketOrganizationIds: readonly (number | null)[];
}

/**
 * Read: its uploader; a note's file; a file only tickets hold, whoever works one of those tickets
 * (decision 0014); a file nothing holds yet, anyone signed in (a draft's, named by an unguessable
 * id). Reference: only what the caller may read, and a file nothing holds yet only by its
 * uploader, so no one pins another's draft to their ticket (decision 0024).
 */
export function mayUpload(caller: Caller, action: UploadAction, upload: UploadFacts): boolean {
  if (isSystem(caller) || isUnrestricted(caller) || upload.ownerUserId === caller.id) return true;
  const held = upload.onNote || upload.ticketOrganizationIds.length > 0;
  if (!held) return action === 'read';
  return upload.onNote || upload.ticketOrganizationIds.some((organizationId) => mayTicket(caller, 'read', { organizationId }));
}
