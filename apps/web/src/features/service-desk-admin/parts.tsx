import { Alert, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { EditableListPanel } from '../../shared/EditableListPanel.tsx';

export { EditDialog } from '../../shared/EditDialog.tsx';

type ListProps<T extends { id: number; name: string }> = Omit<ComponentProps<typeof EditableListPanel<T>>, 'onDelete'>;

/**
 * A service-desk list: what it is for, the shared editable list, and a refused delete explained
 * in the server's words ("This status is used by 3 ticket(s); make it inactive instead") where
 * the administrator is looking, not in a toast that fades.
 */
export function ConfigListPanel<T extends { id: number; name: string }>({
  help,
  remove,
  ...list
}: ListProps<T> & { help?: string; remove: UseMutationResult<unknown, Error, number> }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Stack>
      {help && (
        <Text c="dimmed" size="sm">
          {help}
        </Text>
      )}
      {failure && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel={t('app.dismiss')} onClose={() => setFailure(null)}>
          {t('serviceDesk.deleteFailed', { message: failure })}
        </Alert>
      )}
      <EditableListPanel<T>
        {...list}
        onDelete={(row) => {
          setFailure(null);
          remove.mutate(row.id, { onError: (error) => setFailure(errorMessage(error)) });
        }}
      />
    </Stack>
  );
}

/** A name followed by '(Inactive)' when the record is retired (spec 002 §8.2). */
export function withInactive(t: (key: string) => string, name: string, active: boolean): string {
  return active ? name : `${name} ${t('serviceDesk.inactive')}`;
}
