import { emailAddressSchema } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { fetchUsers } from '../../../api/pickers.api.ts';
import { refLabel } from '../../../shared/ticketLabels.ts';
import type { UserChoice } from '../../../components/pickers/ticketPickers.tsx';
import { RemoteMultiSelect } from '../../../components/pickers/RemoteMultiSelect.tsx';

type CcItem = { kind: 'USER'; user: UserChoice } | { kind: 'EMAIL'; email: string };
const keyOf = (item: CcItem) => (item.kind === 'USER' ? `u${item.user.id}` : `e${item.email.toLowerCase()}`);
const emailSchema = emailAddressSchema();

/** CC: users of the app, and typed e-mail addresses of anyone else. */
export function CcPicker({
  users,
  emails,
  onChange,
  error,
  disabled,
}: {
  users: UserChoice[];
  emails: string[];
  onChange: (users: UserChoice[], emails: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const values: CcItem[] = [...users.map((user): CcItem => ({ kind: 'USER', user })), ...emails.map((email): CcItem => ({ kind: 'EMAIL', email }))];
  const split = (items: CcItem[]) =>
    onChange(
      items.flatMap((i) => (i.kind === 'USER' ? [i.user] : [])),
      items.flatMap((i) => (i.kind === 'EMAIL' ? [i.email] : [])),
    );
  return (
    <RemoteMultiSelect<CcItem>
      label={t('tickets.field.cc')}
      description={t('tickets.field.ccHint')}
      queryKey={['pickers', 'cc-users']}
      fetchPage={async (search, page, signal) => {
        const found = await fetchUsers(search, page, signal);
        return { ...found, data: found.data.map((u): CcItem => ({ kind: 'USER', user: { id: Number(u.id), name: u.label, deleted: false, found: true } })) };
      }}
      getId={keyOf}
      toOption={(item) =>
        item.kind === 'EMAIL'
          ? { label: item.email }
          : { label: refLabel(t, { name: item.user.name, found: item.user.found }), suffix: item.user.deleted ? t('tickets.deleted') : undefined }
      }
      values={values}
      onChange={split}
      creatable={{
        label: (text) => (emailSchema.safeParse(text).success ? t('tickets.picker.addEmail', { email: text }) : null),
        create: (text): CcItem => ({ kind: 'EMAIL', email: emailSchema.parse(text) }),
      }}
      // A typed address already in CC; users already chosen are toggled off instead.
      refuse={(item, current) => (item.kind === 'EMAIL' && current.some((c) => keyOf(c) === keyOf(item)) ? t('tickets.picker.alreadyAdded') : null)}
      error={error}
      disabled={disabled}
    />
  );
}
