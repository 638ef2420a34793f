import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The dialog of a create-or-edit form: the form's error in words above its fields, then Cancel and
 * Create (a new record) or Save (an existing one); Enter submits, Escape and Cancel close.
 */
export function FormDialog({
  title,
  editing,
  formError,
  saving,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  /** An existing record: the submit button says Save, else Create. */
  editing: boolean;
  formError: string | null | undefined;
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {editing ? t('app.save') : t('app.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
