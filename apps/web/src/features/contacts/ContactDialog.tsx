import { Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { contactInputSchema, emailAddressSchema, type Contact, type OrganizationPickItem } from '@outpost/contracts';
import type { CountryCode } from 'libphonenumber-js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PhoneInput, isValidPhone } from '../../components/widgets/index.ts';
import { useZodForm } from '../../shared/useZodForm.ts';
import { EditDialog } from '../../shared/EditDialog.tsx';
import { useSaveContact } from './contacts.api.ts';
import { OrganizationSelect } from '../../components/pickers/OrganizationSelect.tsx';
import { splitPhone, storedPhone } from './phone.ts';
import './contacts.strings.ts';

/**
 * The contact schema as the dialog fills it: no organization yet is 0 ('Required'), no e-mail is
 * empty text, and the phone is checked for the chosen country (libphonenumber), which the server
 * cannot know.
 */
function contactFormSchema(phoneValid: (phone: string) => boolean, invalidPhone: string) {
  return contactInputSchema.extend({
    organizationId: z.number().int().min(1, 'Required'),
    email: z
      .string()
      .trim()
      .pipe(z.union([z.literal(''), emailAddressSchema()])),
    phone: z.string().trim().max(32).refine(phoneValid, invalidPhone),
  });
}

/** Adds a contact (to `organization` when the screen is one organization's) or edits one. */
export function ContactDialog({ contact, organization, onClose }: { contact?: Contact; organization?: OrganizationPickItem; onClose: () => void }) {
  const { t } = useTranslation();
  const saveContact = useSaveContact();
  const phone = useMemo(() => splitPhone(contact?.phone ?? ''), [contact?.phone]);
  const [country, setCountry] = useState<CountryCode>(phone.country);
  const [pickedOrganization, setPickedOrganization] = useState<OrganizationPickItem | null>(
    organization ?? (contact?.organizationId ? { id: contact.organizationId, name: contact.organizationName ?? '', deleted: false } : null),
  );
  const schema = useMemo(() => contactFormSchema((value) => isValidPhone(value, country), t('components:widgets.phoneInvalid')), [country, t]);
  const form = useZodForm(schema, {
    organizationId: pickedOrganization?.id ?? 0,
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    phone: phone.national,
    canReplyByEmail: contact?.canReplyByEmail ?? true,
  });
  const submit = form.handleSubmit(async (parsed) => {
    await saveContact.mutateAsync({ uid: contact?.uid, body: { ...parsed, email: parsed.email || null, phone: storedPhone(parsed.phone, country) } });
    notifications.show({ color: 'green', message: t('contacts.saved') });
    onClose();
  });
  return (
    <EditDialog
      title={contact ? t('contacts.editTitle') : t('contacts.addTitle')}
      isNew={!contact}
      saving={saveContact.isPending}
      formError={form.formError}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput
        label={t('contacts.name')}
        required
        data-autofocus
        maxLength={100}
        value={form.values.name}
        onChange={(e) => form.setField('name', e.currentTarget.value)}
        error={form.errors.name}
      />
      <OrganizationSelect
        label={t('contacts.organization')}
        required
        clearable={false}
        disabled={organization !== undefined}
        value={pickedOrganization}
        onChange={(picked) => {
          setPickedOrganization(picked);
          form.setField('organizationId', picked?.id ?? 0);
        }}
        error={form.errors.organizationId}
      />
      <TextInput
        label={t('contacts.email')}
        type="email"
        maxLength={254}
        value={form.values.email ?? ''}
        onChange={(e) => form.setField('email', e.currentTarget.value)}
        error={form.errors.email}
      />
      <PhoneInput
        label={t('contacts.phone')}
        value={form.values.phone ?? ''}
        onChange={(value) => form.setField('phone', value)}
        country={country}
        onCountryChange={setCountry}
        error={form.errors.phone}
      />
      <Switch
        label={t('contacts.canReplyByEmail')}
        description={t('contacts.canReplyByEmailHelp')}
        checked={form.values.canReplyByEmail ?? true}
        onChange={(e) => form.setField('canReplyByEmail', e.currentTarget.checked)}
      />
    </EditDialog>
  );
}
