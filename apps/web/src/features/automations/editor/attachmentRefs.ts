import type { Upload } from '@outpost/contracts';
import type { AttachmentRef } from '@outpost/rules';

/**
 * What the rule keeps of a file beside its content id (spec 002 §3.1 "attachments (each with id,
 * uploadStatus, metadata)"): the server sends by id and passes the rest through, so a saved rule
 * can name its files without asking for them.
 */
export interface AttachmentMetadata {
  name: string;
  size: number;
  contentType: string;
}

/** The rule's reference to an uploaded file, with its metadata. */
export function attachmentRefOf(upload: Upload): AttachmentRef {
  return { id: upload.contentId, metadata: { name: upload.fileName, size: upload.size, contentType: upload.contentType } satisfies AttachmentMetadata };
}

/** A stored file's name and size; a rule saved through the API with ids only shows its content id. */
export function describeAttachment(ref: AttachmentRef): { name: string; size?: number } {
  const metadata = ref.metadata as Partial<AttachmentMetadata> | undefined;
  return {
    name: typeof metadata?.name === 'string' && metadata.name !== '' ? metadata.name : String(ref.id),
    size: typeof metadata?.size === 'number' ? metadata.size : undefined,
  };
}

/** Files the e-mail carries (not the images inside its body). */
export const attachedFiles = (uploads: readonly AttachmentRef[]) => uploads.filter((u) => u.inline !== true);
