import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { organizationInputSchema, type Organization } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../shared/useZodForm.ts';
import { useSaveOrganization } from './organizations.api.ts';
import './organizations.strings.ts';

/** Create or edit an organization (client). */
export function OrganizationFormDialog({
  organization,
  onClose,
  onSaved,
}: {
  organization?: Organization;
  onClose: () => void;
  onSaved?: (o: Organization) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveOrganization(organization?.id);
  const form = useZodForm(organizationInputSchema, { name: organization?.name ?? '', description: organization?.description ?? '' });
  const submit = form.handleSubmit(async (body) => {
    const saved = await save.mutateAsync(body);
    onSaved?.(saved);
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={organization ? t('organizations.editTitle') : t('organizations.addTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {form.formError && (
            <Alert color="red" role="alert">
              {form.formError}
            </Alert>
          )}
          <TextInput
            label={t('organizations.name')}
            required
            data-autofocus
            value={form.values.name}
            onChange={(e) => form.setField('name', e.currentTarget.value)}
            error={form.errors.name}
          />
          <Textarea
            label={t('organizations.description')}
            value={form.values.description ?? ''}
            onChange={(e) => form.setField('description', e.currentTarget.value)}
            error={form.errors.description}
            maxLength={250}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {organization ? t('app.save') : t('app.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
