import { SegmentedControl, Stack } from '@mantine/core';
import type { PickerPage } from '@outpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchContacts, fetchUsers } from '../../../api/pickers.api.ts';
import { refLabel } from '../../../shared/ticketLabels.ts';
import type { RequesterChoice } from '../model/ticketValues.ts';
import { RemoteSelect } from '../../../components/pickers/RemoteSelect.tsx';

type Kind = RequesterChoice['kind'];
const keyOf = (r: RequesterChoice) => (r.kind === 'USER' ? `u${r.id}` : `c${r.uid}`);

async function requesterPage(
  kind: Kind,
  organizationId: number | null,
  search: string,
  page: number,
  signal: AbortSignal,
): Promise<PickerPage<RequesterChoice>> {
  if (kind === 'USER') {
    const users = await fetchUsers(search, page, signal);
    return { ...users, data: users.data.map((u) => ({ kind: 'USER', id: Number(u.id), name: u.label, deleted: false, found: true })) };
  }
  const contacts = await fetchContacts(organizationId, search, page, signal);
  return {
    ...contacts,
    data: contacts.data.map((c) => ({ kind: 'CONTACT', uid: c.uid, name: c.email ? `${c.name} <${c.email}>` : c.name, deleted: c.deleted, found: true })),
  };
}

/**
 * The requester: a user of the app or an end-user contact of the ticket's organization (the
 * server refuses a contact of another one). Choosing one kind clears the other.
 */
export function RequesterPicker({
  value,
  onChange,
  organizationId,
  error,
  disabled,
}: {
  value: RequesterChoice | null;
  onChange: (value: RequesterChoice | null) => void;
  organizationId: number | null;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>(value?.kind ?? 'CONTACT');
  return (
    <Stack gap={4}>
      <RemoteSelect<RequesterChoice>
        label={t('tickets.field.requester')}
        queryKey={['pickers', 'requesters', kind, organizationId]}
        fetchPage={(search, page, signal) => requesterPage(kind, organizationId, search, page, signal)}
        getId={keyOf}
        toOption={(r) => ({ label: refLabel(t, { name: r.name, found: r.found }), suffix: r.deleted ? t('tickets.deleted') : undefined })}
        value={value}
        onChange={onChange}
        error={error}
        disabled={disabled}
      />
      <SegmentedControl
        aria-label={t('tickets.field.requesterKind')}
        size="xs"
        fullWidth
        disabled={disabled}
        value={kind}
        onChange={(next) => setKind(next as Kind)}
        data={[
          { value: 'CONTACT', label: t('tickets.field.requesterContact') },
          { value: 'USER', label: t('tickets.field.requesterUser') },
        ]}
      />
    </Stack>
  );
}
