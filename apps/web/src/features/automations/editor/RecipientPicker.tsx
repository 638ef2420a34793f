import { isValidEmail, type EmailRecipientKey } from '@outpost/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rememberReference, useReferenceLabels } from '../../rules/index.ts';
import { RemoteMultiSelect } from '../../../components/pickers/RemoteMultiSelect.tsx';
import type { PickerFetch } from '../../../components/pickers/usePickerSearch.ts';
import { fetchPeople, listsOf, recipientId, type Recipient, type RecipientLists } from './recipients.ts';

export interface RecipientPickerProps {
  label: string;
  description?: string;
  value: RecipientLists;
  /** Special recipients offered (none for CC lists; no current user in time-based rules, §5.2). */
  keys: readonly EmailRecipientKey[];
  onChange: (value: RecipientLists) => void;
  error?: string;
  /** At least one recipient (an e-mail action): the label carries the asterisk. */
  required?: boolean;
}

/** Users have whole-number ids; anything else is a contact's uid. */
const isContactId = (id: string | number) => !/^\d+$/.test(String(id));

/**
 * One input for everyone a message goes to: the special recipients by their names, technicians
 * and contacts from the pickers (marked '(Deleted)' or '(Inactive)'), and typed e-mail addresses,
 * which must be valid (spec 002 §2.1, §5.1, §7).
 */
export function RecipientPicker({ label, description, value, keys, onChange, error, required }: RecipientPickerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labels = useReferenceLabels(queryClient, 'user', value.uids);
  const keyItem = (key: EmailRecipientKey): Recipient => ({ kind: 'KEY', key });
  const values: Recipient[] = [
    ...value.keys.map(keyItem),
    ...value.uids.map((id): Recipient => {
      const known = labels.get(String(id));
      return {
        kind: 'PERSON',
        id,
        name: known?.name ?? t('app.loading'),
        deleted: known?.deleted ?? false,
        inactive: known?.inactive,
        contact: isContactId(id),
      };
    }),
    ...value.emails.map((email): Recipient => ({ kind: 'EMAIL', email })),
  ];

  const keyName = (key: EmailRecipientKey) => t(`automations.recipients.keys.${key}`);
  const fetchPage: PickerFetch<Recipient> = async (search, page, signal) => {
    const people = await fetchPeople(search, page, signal);
    if (page > 0) return people;
    const typed = search.trim().toLowerCase();
    const special = keys.filter((k) => keyName(k).toLowerCase().includes(typed)).map(keyItem);
    return { ...people, data: [...special, ...people.data] };
  };

  const toOption = (r: Recipient) => {
    switch (r.kind) {
      case 'KEY':
        return { label: keyName(r.key) };
      case 'EMAIL':
        return { label: r.email };
      case 'PERSON': {
        const marks = [
          r.contact ? t('automations.recipients.contact') : undefined,
          r.deleted ? t('tickets.deleted') : undefined,
          r.inactive ? t('tickets.inactive') : undefined,
        ];
        return { label: r.name, suffix: marks.filter(Boolean).join(' ') || undefined };
      }
    }
  };

  return (
    <RemoteMultiSelect<Recipient>
      label={label}
      required={required}
      description={description}
      queryKey={['automations', 'recipients', keys]}
      fetchPage={fetchPage}
      getId={recipientId}
      toOption={toOption}
      values={values}
      onChange={(next) => {
        for (const r of next) if (r.kind === 'PERSON') rememberReference(queryClient, 'user', r.id, { name: r.name, deleted: r.deleted, inactive: r.inactive });
        onChange(listsOf(next));
      }}
      creatable={{
        label: (text) => t('automations.recipients.addEmail', { email: text }),
        create: (text): Recipient => {
          if (!isValidEmail(text)) throw new Error(t('automations.recipients.invalidEmail'));
          return { kind: 'EMAIL', email: text.trim() };
        },
      }}
      refuse={(r, current) => (r.kind === 'EMAIL' && current.some((c) => recipientId(c) === recipientId(r)) ? t('tickets.picker.alreadyAdded') : null)}
      error={error}
    />
  );
}
