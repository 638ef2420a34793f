import { ActionIcon, Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { UPLOAD_MAX_BYTES, type HelpAttachment, type TicketAttachment } from '@outpost/contracts';
import { IconEye, IconFile, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/client.ts';
import { FilePicker, FileCard, formatFileSize } from '../../../components/widgets/index.ts';
import { QueryState } from '../../../shared/QueryState.tsx';
import { formatAgo } from '../../../shared/format.ts';
import { useTicketingConfig } from '../../../api/ticketingConfig.api.ts';
import { AttachmentPreviewDialog } from '../../../components/attachments/AttachmentPreviewDialog.tsx';
import { uploadFile } from '../../../api/uploads.api.ts';
import { attachmentPreviewKey, fetchAttachmentSignedUrl, useAttach, useAttachments, useRemoveAttachment } from '../api/records.api.ts';
import { uploadStatusOf } from '../model/richHtml.ts';

/** A ticket's file as the attachment preview shows it (the help panel's dialog, spec 000 §2). */
function previewOf(ticketId: number, attachment: TicketAttachment): HelpAttachment {
  const status = uploadStatusOf(attachment.upload);
  const { upload } = attachment;
  return {
    id: attachmentPreviewKey(ticketId, attachment.id),
    resourceId: upload.contentId,
    uploadStatus: status === 'READY' ? 'SUCCESS' : status,
    metadata: { name: upload.fileName, contentType: upload.contentType, size: upload.size },
  };
}

/** Files attached to the ticket (not the images inside its text); attach more or remove them. */
export function AttachmentsPanel({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const attachments = useAttachments(ticketId);
  const config = useTicketingConfig();
  const attach = useAttach(ticketId);
  const [pending, setPending] = useState<File[]>([]);
  const [preview, setPreview] = useState<HelpAttachment | null>(null);
  const canAttach = config.data?.attachments.canAttachFiles !== false;

  const upload = async (files: File[]) => {
    setPending(files);
    try {
      const uploaded = await Promise.all(files.map(uploadFile));
      await attach.mutateAsync(uploaded.map((u) => u.contentId));
      notifications.show({ color: 'green', message: t('tickets.attachments.added', { count: files.length }) });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setPending([]);
    }
  };

  return (
    <Stack>
      {attachments.isPending ? (
        <Skeleton height={80} />
      ) : (
        <QueryState query={attachments} isEmpty={(list) => !list.some((a) => !a.inline)} empty={t('tickets.attachments.empty')}>
          {(list) => (
            <Stack gap="xs" data-testid="attachments">
              {list
                .filter((a) => !a.inline)
                .map((a) => (
                  <AttachmentRow key={a.id} ticketId={ticketId} attachment={a} onPreview={() => setPreview(previewOf(ticketId, a))} />
                ))}
            </Stack>
          )}
        </QueryState>
      )}
      {pending.map((f) => (
        <FileCard key={f.name} name={f.name} type={f.type} size={f.size} variant="PROCESSING" />
      ))}
      {canAttach ? (
        <FilePicker files={[]} onChange={(files) => void upload(files)} maxSize={UPLOAD_MAX_BYTES} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('tickets.attachments.notAllowed')}
        </Text>
      )}
      <AttachmentPreviewDialog attachment={preview} resolveUrl={fetchAttachmentSignedUrl} onClose={() => setPreview(null)} />
    </Stack>
  );
}

function AttachmentRow({ ticketId, attachment, onPreview }: { ticketId: number; attachment: TicketAttachment; onPreview: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveAttachment(ticketId);
  const { upload } = attachment;
  const status = uploadStatusOf(upload);
  const ready = status === 'READY';
  return (
    <Paper withBorder p="xs">
      <Group wrap="nowrap" gap="sm">
        <IconFile aria-hidden />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          {ready ? (
            <Anchor href={upload.url} target="_blank" rel="noopener" size="sm" fw={500}>
              {upload.fileName}
            </Anchor>
          ) : (
            <Text size="sm" fw={500}>
              {upload.fileName}
            </Text>
          )}
          {ready ? null : (
            // Why the name is not a link: the server is still checking the file, or it failed the check.
            <Text size="xs" c={status === 'PROCESSING' ? 'dimmed' : 'red'} data-upload-status={status}>
              {t(`tickets.attachments.status.${status}`)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatFileSize(upload.size)} ·{' '}
            {t('tickets.attachments.addedBy', { name: attachment.addedBy.name ?? t('tickets.na'), when: formatAgo(attachment.createdAt, '') })}
          </Text>
        </Stack>
        <ActionIcon variant="subtle" aria-label={t('tickets.attachments.preview', { name: upload.fileName })} onClick={onPreview}>
          <IconEye size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={t('tickets.attachments.remove', { name: upload.fileName })}
          loading={remove.isPending}
          onClick={() => remove.mutate(attachment.id, { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) })}
        >
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
