import { extractMentionIds } from '@outpost/rich-text';
import type { AttachmentSettings } from '@outpost/contracts';
import { AppError } from '../../../lib/errors.ts';
import { referencedContentIds } from '../../notes/uploads/upload-references.ts';
import { cleanHtml } from '../html-text.ts';
import { lookups } from './lookups.repository.ts';
import { durationLabel, ticketRecordLookups, type PreparedComment } from '../tickets.repository.ts';
import type { ChangeActor, ChangeRecords, CommentProposal, Executor, TimeEntryProposal } from './ticket-state.ts';

const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', 'Some fields are invalid', { [field]: [message] });

/** The attachment settings, read only by a change that attaches files (most changes attach none). */
export type AttachmentSettingsSource = () => Promise<AttachmentSettings>;

/**
 * Makes a proposed comment safe to store: sanitised HTML (never the client's), its text, the
 * users it mentions or tags (existing users only) and its files, inline images included.
 */
export async function prepareComment(
  ex: Executor,
  proposal: CommentProposal,
  actor: ChangeActor,
  attachments: AttachmentSettingsSource,
): Promise<PreparedComment> {
  const { html, text } = cleanHtml(proposal.htmlBody);
  if (html === '' && proposal.uploads.length === 0) throw invalid('comment.htmlBody', 'Required');
  if (proposal.uploads.length > 0 && !(await attachments()).canAttachFiles) throw invalid('comment.uploads', 'Attaching files is turned off');
  const mentioned = extractMentionIds(html)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  const tagged = [...new Set([...mentioned, ...proposal.techniciansTagged])];
  const known = new Set((await lookups.users(ex, tagged)).map((u) => u.id));
  const unknownTagged = proposal.techniciansTagged.filter((id) => !known.has(id));
  if (unknownTagged.length > 0) throw invalid('comment.techniciansTagged', 'User not found');
  const inline = referencedContentIds(html);
  const found = new Map((await lookups.uploads(ex, [...proposal.uploads, ...inline])).map((u) => [u.contentId, u]));
  if (proposal.uploads.some((cid) => !found.has(cid))) throw invalid('comment.uploads', 'File not found');
  const files = [
    ...proposal.uploads.map((cid) => ({ uploadId: found.get(cid)!.id, inline: false, fileName: found.get(cid)!.fileName })),
    // Images the HTML shows; text merely quoting an unknown upload URL is left alone.
    ...inline
      .filter((cid) => found.has(cid) && !proposal.uploads.includes(cid))
      .map((cid) => ({ uploadId: found.get(cid)!.id, inline: true, fileName: found.get(cid)!.fileName })),
  ];
  return {
    author: proposal.author ?? actor,
    htmlBody: html,
    // Plain text the client derived (mail clients want it), else the HTML's text.
    body: proposal.body?.trim() || text,
    isPublic: proposal.isPublic,
    techniciansTagged: tagged.filter((id) => known.has(id)).sort((a, b) => a - b),
    files,
  };
}

/** A time entry as the rules allow it without the billing module: no agreements. */
export function checkTimeEntry(entry: TimeEntryProposal): TimeEntryProposal {
  if (entry.agreementId !== null) throw invalid('agreementId', 'Agreements need the professional-services module, which is not enabled');
  return entry;
}

/**
 * What decides a time entry's agreement: the billing module plugs one in (it checks a chosen
 * agreement and defaults to the organization's), else `checkTimeEntry` refuses every agreement.
 * Runs in the change's transaction.
 */
export type TimeEntryAgreements = (ex: Executor, organizationId: number | null, entry: TimeEntryProposal) => Promise<TimeEntryProposal>;

/** Resolves the records a change adds or removes on a live ticket. */
export async function prepareRecords(
  ex: Executor,
  ticketId: number | null,
  records: ChangeRecords,
  descriptionHtml: string | null,
  attachments: AttachmentSettingsSource,
) {
  const attachIds = records.attachContentIds ?? [];
  if (attachIds.length > 0 && !(await attachments()).canAttachFiles) throw invalid('contentIds', 'Attaching files is turned off');
  const inline = descriptionHtml === null ? [] : referencedContentIds(descriptionHtml);
  const found = new Map((await lookups.uploads(ex, [...attachIds, ...inline])).map((u) => [u.contentId, u]));
  if (attachIds.some((cid) => !found.has(cid))) throw invalid('contentIds', 'File not found');
  const attach = [
    ...attachIds.map((cid) => ({ uploadId: found.get(cid)!.id, inline: false, fileName: found.get(cid)!.fileName })),
    ...inline
      .filter((cid) => found.has(cid) && !attachIds.includes(cid))
      .map((cid) => ({ uploadId: found.get(cid)!.id, inline: true, fileName: found.get(cid)!.fileName })),
  ];
  const removeTimeEntries =
    ticketId === null
      ? []
      : (await ticketRecordLookups.timeEntries(ex, ticketId, records.removeTimeEntryIds ?? [])).map((e) => ({
          id: e.id,
          label: durationLabel(e.durationSeconds),
        }));
  if (removeTimeEntries.length !== (records.removeTimeEntryIds ?? []).length) throw new AppError('NOT_FOUND', 'Time entry not found');
  const removeAttachments =
    ticketId === null
      ? []
      : (await ticketRecordLookups.attachments(ex, ticketId, records.removeAttachmentIds ?? [])).map((a) => ({ id: a.id, label: a.fileName }));
  if (removeAttachments.length !== (records.removeAttachmentIds ?? []).length) throw new AppError('NOT_FOUND', 'Attachment not found');
  return { attach, removeTimeEntries, removeAttachments, timeEntries: records.timeEntries ?? [] };
}
