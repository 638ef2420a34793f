import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Attachment } from 'mailparser';
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import type { BlobStore } from '../../notes/uploads/blob-store.ts';
import { storedContentType } from '../../notes/uploads/content-type.ts';
import { CHECK_HEAD_BYTES, checkUpload, claimOf } from '../../notes/uploads/upload-check.ts';
import { uploadUrl } from '../../notes/uploads/upload-references.ts';
import type { MailInRepository } from './mail-in.repository.ts';

/** Files one message may add (a comment takes at most 20). */
export const MAX_MAIL_ATTACHMENTS = 20;

export interface StoredAttachments {
  /** Content ids of files attached to the comment or ticket. */
  files: string[];
  /** The HTML with `cid:` images pointing at their uploads, so they show inline. */
  html: string;
  skipped: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Keeps a message's attachments as uploads (the same store and rules as files uploaded in the
 * app: size limits, types by their bytes, the same check of content against claimed type; the
 * bytes are in hand, so the verdict is stored with the row rather than after it). Inline images referenced as `cid:` in the HTML are
 * pointed at their upload; the rest are attached. Files past the limits are skipped.
 */
export async function storeMailAttachments(
  deps: { blobs: BlobStore; mailIn: MailInRepository; clock: Clock },
  attachments: readonly Attachment[],
  html: string,
): Promise<StoredAttachments> {
  const files: string[] = [];
  let skipped = 0;
  for (const attachment of attachments) {
    const size = attachment.content.length;
    if (size < UPLOAD_MIN_BYTES || size > UPLOAD_MAX_BYTES || files.length >= MAX_MAIL_ATTACHMENTS) {
      skipped++;
      continue;
    }
    const cid = attachment.cid?.replace(/^<|>$/g, '');
    const reference = cid ? `(["'])cid:${escapeRegExp(cid)}\\1` : null;
    const shown = reference !== null && new RegExp(reference, 'i').test(html);
    // An inline image the kept reply does not show belonged to the quoted history or a signature.
    if (reference !== null && !shown && (attachment.related || attachment.contentDisposition === 'inline')) {
      skipped++;
      continue;
    }
    const contentId = randomBytes(18).toString('base64url');
    await deps.blobs.put(contentId, Readable.from([attachment.content]));
    const fileName = (attachment.filename ?? 'attachment').replace(/[\\/\x00-\x1f]/g, '_').slice(0, 255) || 'attachment';
    const status = await checkUpload(claimOf(fileName, attachment.contentType), attachment.content.subarray(0, CHECK_HEAD_BYTES));
    await deps.mailIn.insertUpload({
      contentId,
      fileName,
      contentType: storedContentType(attachment.contentType, attachment.content.subarray(0, 16)),
      size,
      status,
      at: deps.clock.now(),
    });
    if (shown && reference !== null) html = html.replace(new RegExp(reference, 'gi'), `$1${uploadUrl(contentId)}$1`);
    else files.push(contentId);
  }
  return { files, html, skipped };
}
