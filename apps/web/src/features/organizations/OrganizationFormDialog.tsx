import { organizationInputSchema, type Organization } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { DescriptionField, EditDialog, NameField } from '../../shared/EditDialog.tsx';
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
    <EditDialog
      title={organization ? t('organizations.editTitle') : t('organizations.addTitle')}
      isNew={!organization}
      formError={form.formError}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameField form={form} label={t('organizations.name')} />
      <DescriptionField form={form} label={t('organizations.description')} maxLength={250} />
    </EditDialog>
  );
}
