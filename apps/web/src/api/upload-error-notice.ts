import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './client.ts';

/**
 * What the rich-text editors call when the server refuses a file (a quota, low disk space, too
 * many uploads a minute): the editor only drops the file, so the user reads the server's words here.
 */
export function useUploadErrorNotice(): (error: unknown, file: File) => void {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, file: File) => {
      notifications.show({ color: 'red', message: t('uploads.failed', { name: file.name, message: errorMessage(error) }) });
    },
    [t],
  );
}
