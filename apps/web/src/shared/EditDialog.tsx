import { Alert, Button, Group, Modal, Stack, TextInput, Textarea, type TextInputProps, type TextareaProps } from '@mantine/core';
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

/** The part of a `useZodForm` result a text field reads and writes: one string field `K`. */
interface TextFieldForm<K extends string> {
  values: Partial<Record<K, string | null>>;
  errors: Record<string, string | undefined>;
  setField: (key: K, value: string) => void;
}

type FieldProps<K extends string, P> = Omit<P, 'value' | 'onChange' | 'error' | 'form'> & { form: TextFieldForm<K>; label: string };

/** A record's name: required, focused when its dialog opens, its error under it. */
export function NameField({ form, ...props }: FieldProps<'name', TextInputProps>) {
  return (
    <TextInput
      required
      data-autofocus
      {...props}
      value={form.values.name ?? ''}
      onChange={(e) => form.setField('name', e.currentTarget.value)}
      error={form.errors.name}
    />
  );
}

/** A record's description: optional free text, its error under it. */
export function DescriptionField({ form, ...props }: FieldProps<'description', TextareaProps>) {
  return (
    <Textarea
      {...props}
      value={form.values.description ?? ''}
      onChange={(e) => form.setField('description', e.currentTarget.value)}
      error={form.errors.description}
    />
  );
}
