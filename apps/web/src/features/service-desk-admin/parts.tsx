import { Alert, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { EditDialog } from '../../shared/EditDialog.tsx';
import { EditableListPanel } from '../../shared/EditableListPanel.tsx';

export { DescriptionField, NameField } from '../../shared/EditDialog.tsx';

type ListProps<T extends { id: number; name: string }> = Omit<
  ComponentProps<typeof EditableListPanel<T>>,
  'onDelete' | 'addLabel' | 'emptyMessage' | 'errorMessage' | 'deleteTitle' | 'deleteConfirm'
>;

/** The service-desk records administered as a list; each has its words under `serviceDesk.<kind>`. */
export type ConfigKind = 'tags' | 'statuses' | 'attributes' | 'forms' | 'channels';

/**
 * A service-desk list: what it is for (`help`, unless the page says it itself), the shared editable
 * list with the kind's words (add, empty, fetchError, deleteTitle, deleteConfirm), and a refused
 * delete explained in the server's words ("This status is used by 3 ticket(s); make it inactive
 * instead") where the administrator is looking, not in a toast that fades.
 */
export function ConfigListPanel<T extends { id: number; name: string }>({
  kind,
  showHelp = true,
  remove,
  ...list
}: ListProps<T> & { kind: ConfigKind; showHelp?: boolean; remove: UseMutationResult<unknown, Error, number> }) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const words = (key: string) => `serviceDesk.${kind}.${key}`;
  return (
    <Stack>
      {showHelp && (
        <Text c="dimmed" size="sm">
          {t(words('help'))}
        </Text>
      )}
      {failure && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel={t('app.dismiss')} onClose={() => setFailure(null)}>
          {t('serviceDesk.deleteFailed', { message: failure })}
        </Alert>
      )}
      <EditableListPanel<T>
        {...list}
        addLabel={t(words('add'))}
        emptyMessage={t(words('empty'))}
        // The spec's words for a failed fetch where it names them; the table's own otherwise.
        errorMessage={i18n.exists(words('fetchError')) ? t(words('fetchError')) : undefined}
        deleteTitle={(row) => t(words('deleteTitle'), { name: row.name })}
        deleteConfirm={t(words('deleteConfirm'))}
        onDelete={(row) => {
          setFailure(null);
          remove.mutate(row.id, { onError: (error) => setFailure(errorMessage(error)) });
        }}
      />
    </Stack>
  );
}

/** The create/edit dialog of a service-desk record, titled by its kind ('New tag', 'Rename tag'). */
export function ConfigDialog({
  kind,
  isNew,
  saving,
  form,
  ...dialog
}: Omit<ComponentProps<typeof EditDialog>, 'title' | 'formError'> & { kind: ConfigKind; form: { formError: string | null } }) {
  const { t } = useTranslation();
  return (
    <EditDialog {...dialog} title={t(`serviceDesk.${kind}.${isNew ? 'addTitle' : 'editTitle'}`)} isNew={isNew} saving={saving} formError={form.formError} />
  );
}

/** A name followed by '(Inactive)' when the record is retired (spec 002 §8.2). */
export function withInactive(t: (key: string) => string, name: string, active: boolean): string {
  return active ? name : `${name} ${t('serviceDesk.inactive')}`;
}
