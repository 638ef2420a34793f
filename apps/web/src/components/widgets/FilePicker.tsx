import { useState } from 'react';
import { Stack, Text, Tooltip } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileCard } from './FileCard.tsx';

/** Default file limit and size cap (spec 002 §5.4, §9). */
export const DEFAULT_MAX_FILES = 5;
export const DEFAULT_MAX_FILE_SIZE = 100 * 1024 * 1024;

export interface FilePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  maxFiles?: number;
  maxSize?: number;
  accept?: string[];
  /** Message when too many are chosen; receives maxFiles. Defaults to the translated text. */
  maxFilesError?: (maxFiles: number) => string;
}

/** Drop or choose files, up to maxFiles (then disabled); files over the size cap are refused. */
export function FilePicker({ files, onChange, maxFiles = DEFAULT_MAX_FILES, maxSize = DEFAULT_MAX_FILE_SIZE, accept, maxFilesError }: FilePickerProps) {
  const { t } = useTranslation('components');
  const [error, setError] = useState<string | null>(null);
  const full = files.length >= maxFiles;
  const onDrop = (dropped: File[]) => {
    if (files.length + dropped.length > maxFiles) {
      setError(maxFilesError ? maxFilesError(maxFiles) : t('widgets.filePickerMaxFiles', { maxFiles }));
      return;
    }
    setError(null);
    onChange([...files, ...dropped]);
  };
  const onReject = (rejections: FileRejection[]) => {
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    setError(tooLarge ? t('widgets.fileTooLarge') : (rejections[0]?.errors[0]?.message ?? null));
  };
  const zone = (
    <Dropzone onDrop={onDrop} onReject={onReject} maxSize={maxSize} accept={accept} disabled={full} data-disabled={full || undefined} aria-disabled={full}>
      <Stack align="center" gap={4} py="md" style={{ pointerEvents: 'none' }}>
        <IconUpload size={28} />
        <Text size="sm">{t('widgets.filePickerPrompt')}</Text>
      </Stack>
    </Dropzone>
  );
  return (
    <Stack gap="xs">
      {full ? (
        <Tooltip label={t('widgets.filePickerMaxFiles', { maxFiles })}>
          <div>{zone}</div>
        </Tooltip>
      ) : (
        zone
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {files.map((f, i) => (
        <FileCard key={`${f.name}-${i}`} name={f.name} type={f.type} size={f.size} onRemove={() => onChange(files.filter((_, j) => j !== i))} />
      ))}
    </Stack>
  );
}
