import { ActionIcon, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFile, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type FileCardVariant = 'PROCESSING' | 'ERROR' | 'normal';

export interface FileCardProps {
  name: string;
  type?: string;
  size: number;
  variant?: FileCardVariant;
  /** Upload progress 0–100; below 100 shows a bar and a cancel button. */
  progress?: number;
  onCancel?: () => void;
  onRemove?: () => void;
}

/** Human file size (binary units). */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** One attached file: name, type and size, with processing, error and upload states. */
export function FileCard({ name, type, size, variant = 'normal', progress, onCancel, onRemove }: FileCardProps) {
  const { t } = useTranslation('components');
  const uploading = progress !== undefined && progress < 100;
  return (
    <Paper withBorder p="xs" data-variant={variant} style={variant === 'ERROR' ? { borderColor: 'var(--mantine-color-red-filled)' } : undefined}>
      <Group wrap="nowrap" gap="sm">
        {variant === 'PROCESSING' ? (
          <Loader size="sm" role="status" aria-label={t('widgets.fileProcessing')} />
        ) : variant === 'ERROR' ? (
          <IconAlertTriangle color="var(--mantine-color-red-filled)" aria-label={t('widgets.fileError')} />
        ) : (
          <IconFile />
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {name}
          </Text>
          <Text size="xs" c={variant === 'ERROR' ? 'red' : 'dimmed'}>
            {variant === 'ERROR' ? t('widgets.fileError') : [type, formatFileSize(size)].filter(Boolean).join(' · ')}
          </Text>
          {uploading && <Progress value={progress} size="sm" aria-label={name} />}
        </Stack>
        {uploading && onCancel && (
          <ActionIcon variant="subtle" aria-label={t('widgets.fileCancel')} onClick={onCancel}>
            <IconX size={16} />
          </ActionIcon>
        )}
        {!uploading && onRemove && (
          <ActionIcon variant="subtle" aria-label={`${t('widgets.treeRemove')} ${name}`} onClick={onRemove}>
            <IconX size={16} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
