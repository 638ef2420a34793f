import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The create/edit dialog of a record (spec 002 §2.1): the form's error in words above its fields,
 * then Cancel and 'Create' when adding, 'Save' when editing. Service-desk records, contacts, device
 * and technician roles, organizations and locations use it.
 */
export function EditDialog({
  title,
  isNew,
  saving,
  formError,
  onClose,
  onSubmit,
  size,
  children,
}: {
  title: string;
  isNew: boolean;
  saving: boolean;
  formError: string | null;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  size?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} size={size}>
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
              {isNew ? t('app.create') : t('app.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
