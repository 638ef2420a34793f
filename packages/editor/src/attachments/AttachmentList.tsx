import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { Group, Progress, Text } from '@mantine/core';
import { IconDownload, IconEye, IconX } from '@tabler/icons-react';
import { useEditorUi } from '../context.tsx';
import { IconButton } from '../ui/ToolButtons.tsx';
import { useAttachments } from './attachments-context.tsx';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The attachment list with per-file progress, preview, download and remove (Delete key too). */
export function AttachmentList() {
  const { t, props } = useEditorUi();
  const editable = useLexicalEditable();
  const { items, errors, remove } = useAttachments();
  if (items.length === 0 && errors.length === 0) return null;
  return (
    <div className="outpost-attachments" aria-label={t('attachments')} role="list" style={{ padding: 8, borderTop: '1px solid #dee2e6' }}>
      {errors.map((message) => (
        <Text key={message} c="red" size="sm" role="alert">
          {message}
        </Text>
      ))}
      {items.map((item) => (
        <div
          key={item.id}
          role="listitem"
          tabIndex={0}
          data-testid="attachment"
          data-progress={item.progress}
          onKeyDown={(e) => {
            if (editable && (e.key === 'Delete' || e.key === 'Backspace')) remove(item.id);
          }}
        >
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" style={{ flex: 1 }} truncate>
              {item.file.name} ({formatSize(item.file.size)})
            </Text>
            {props.onPreviewAttachment && (
              <IconButton label={t('previewAttachment')} size="sm" onClick={() => props.onPreviewAttachment?.(item)}>
                <IconEye size={16} stroke={1.75} aria-hidden />
              </IconButton>
            )}
            {props.onDownloadAttachment && (
              <IconButton label={t('download')} size="sm" onClick={() => props.onDownloadAttachment?.(item)}>
                <IconDownload size={16} stroke={1.75} aria-hidden />
              </IconButton>
            )}
            {editable && (
              <IconButton label={t('removeAttachment')} size="sm" color="red" onClick={() => remove(item.id)}>
                <IconX size={16} stroke={1.75} aria-hidden />
              </IconButton>
            )}
          </Group>
          {item.progress < 100 && <Progress value={item.progress} size="xs" aria-label={t('uploading', { name: item.file.name })} />}
        </div>
      ))}
    </div>
  );
}
