import { useMemo } from 'react';
import { useAttachments } from '../api/records.api.ts';
import { uploadStatusOf, type UploadInfo } from '../model/richHtml.ts';

/** Scan state and name of every file of the ticket (inline images included), by content id. */
export function useUploadStatuses(ticketId: number): ReadonlyMap<string, UploadInfo> {
  const attachments = useAttachments(ticketId);
  return useMemo(
    () => new Map((attachments.data ?? []).map((a) => [a.upload.contentId, { status: uploadStatusOf(a.upload), fileName: a.upload.fileName }])),
    [attachments.data],
  );
}
