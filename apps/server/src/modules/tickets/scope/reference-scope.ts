import type { ParsedTicketPatch } from '@outpost/contracts';
import { extractMentionIds } from '@outpost/rich-text';
import { AppError } from '../../../lib/errors.ts';
import { referencedContentIds } from '../../notes/uploads/upload-references.ts';
import { mayContact } from '../../../policies/contact.policy.ts';
import { policyFacts } from '../../../policies/policy-facts.repository.ts';
import { mayUpload } from '../../../policies/upload.policy.ts';
import { scopeCovers, type Caller } from '../../../policies/caller.ts';
import { cleanHtml } from '../html-text.ts';
import type { Executor, TicketState } from '../change/ticket-state.ts';
import { lookups } from '../change/lookups.repository.ts';
import { scopeLookups } from './ticket-scope.repository.ts';

/**
 * What a user's change names besides the ticket's own fields, held to the object policies
 * (decision 0024): the people it sends the ticket to (mentions, tags, CC users, CC addresses of
 * contacts) and the files it hands to the ticket's readers. Rules and mail are not held to this.
 */

const invalid = (fields: Record<string, string[]>) => new AppError('VALIDATION_FAILED', 'Some fields are invalid', fields);
const validIds = (ids: string[]) => ids.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);

/** The comment a user adds with a change, as far as these checks read it. */
export interface CommentReferences {
  htmlBody: string;
  techniciansTagged: number[];
  uploads?: string[] | undefined;
}

/**
 * A user's comment may tag (or mention) only technicians who work the ticket's organization: a
 * tag sends them the ticket. Mentions are read from the sanitised document, the one stored and
 * shown, so no spelling the sanitiser accepts (single quotes, no quotes, upper case) escapes the
 * check. Users not found are prepareComment's to report. Its files must be the caller's to hand on.
 */
export async function checkCommentScope(caller: Caller, ex: Executor, organizationId: number | null, comment: CommentReferences): Promise<void> {
  const html = cleanHtml(comment.htmlBody).html;
  const mentioned = validIds(extractMentionIds(html));
  const scopes = await scopeLookups.userScopes(ex, [...mentioned, ...comment.techniciansTagged]);
  if ([...scopes.values()].some((scope) => !scopeCovers(scope, organizationId))) {
    throw invalid({ 'comment.techniciansTagged': ["Some of these technicians do not work tickets of the ticket's organization"] });
  }
  await checkUploadReferences(caller, ex, { 'comment.uploads': comment.uploads ?? [], 'comment.htmlBody': referencedContentIds(html) });
}

/**
 * Each field's content ids must name files the caller may reference (upload.policy.ts); one they
 * may not is 'File not found', as a missing one is, so the answer tells nothing of other files.
 * Ids that name no file are left to the change pipeline's own checks.
 */
export async function checkUploadReferences(caller: Caller, ex: Executor, byField: Record<string, readonly string[]>): Promise<void> {
  const facts = await policyFacts.uploads(ex, Object.values(byField).flat());
  const fields: Record<string, string[]> = {};
  for (const [field, contentIds] of Object.entries(byField)) {
    if (contentIds.some((id) => facts.has(id) && !mayUpload(caller, 'reference', facts.get(id)!))) fields[field] = ['File not found'];
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

/**
 * The people and files a change to the ticket's fields names: CC users must work the ticket's
 * organization, as tagged technicians must (those added, and all of them when the ticket moves);
 * a CC address that is a live contact's must be a contact the caller may pick (contact.policy.ts);
 * a description's embedded files must be the caller's to hand on.
 */
export async function checkPatchReferences(
  caller: Caller,
  ex: Executor,
  before: TicketState | null,
  patch: ParsedTicketPatch,
  organizationId: number | null,
): Promise<void> {
  const moved = before === null || organizationId !== before.organizationId;
  const fields: Record<string, string[]> = {};
  const ccUsers = (patch.cc?.userIds ?? before?.ccUserIds ?? []).filter((id) => moved || !before?.ccUserIds.includes(id));
  const scopes = await scopeLookups.userScopes(ex, ccUsers);
  if ([...scopes.values()].some((scope) => !scopeCovers(scope, organizationId)))
    fields['cc.userIds'] = ["Some of these users do not work tickets of the ticket's organization"];
  const addedEmails = (patch.cc?.emails ?? []).filter((email) => !before?.ccEmails.includes(email));
  // An address may be a contact of several organizations (decision 0041): it may be added when the
  // caller may pick one of them; refused when every contact with it is out of the caller's reach.
  const contacts = await policyFacts.contactsByEmail(ex, addedEmails);
  const pickable = new Set(contacts.filter((contact) => mayContact(caller, 'pick', contact)).map((contact) => contact.email));
  if (contacts.some((contact) => !pickable.has(contact.email)))
    fields['cc.emails'] = ['Some of these addresses belong to contacts of organizations your role does not work'];
  if (patch.requesterUid) {
    // The requester must also be of the ticket's organization (change-resolve.ts); this holds for
    // a ticket without one too, and whatever that rule becomes.
    const [requester] = await lookups.contacts(ex, { uids: [patch.requesterUid] });
    if (requester && !mayContact(caller, 'pick', requester)) fields.requesterUid = ['Contact not found'];
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  if (patch.description != null) await checkUploadReferences(caller, ex, { description: referencedContentIds(cleanHtml(patch.description).html) });
}
