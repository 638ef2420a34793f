import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { ActionIcon, Group, Progress, Text } from '@mantine/core';
import { useEditorUi } from '../context.tsx';
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
        <Text key={message} c="red" size="sm" role="alert">{message}</Text>
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
            <Text size="sm" style={{ flex: 1 }} truncate>{item.file.name} ({formatSize(item.file.size)})</Text>
            {props.onPreviewAttachment && (
              <ActionIcon size="sm" variant="subtle" aria-label={t('previewAttachment')} onClick={() => props.onPreviewAttachment?.(item)}>👁</ActionIcon>
            )}
            {props.onDownloadAttachment && (
              <ActionIcon size="sm" variant="subtle" aria-label={t('download')} onClick={() => props.onDownloadAttachment?.(item)}>⬇</ActionIcon>
            )}
            {editable && (
              <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('removeAttachment')} onClick={() => remove(item.id)}>✕</ActionIcon>
            )}
          </Group>
          {item.progress < 100 && <Progress value={item.progress} size="xs" aria-label={t('uploading', { name: item.file.name })} />}
        </div>
      ))}
    </div>
  );
}
