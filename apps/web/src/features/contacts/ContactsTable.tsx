import { Alert, Box, Stack, Text } from '@mantine/core';
import type { Contact, OrganizationPickItem } from '@outpost/contracts';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type FilterDefinition, type RemoteQuery } from '../../components/data-table/index.ts';
import { errorMessage } from '../../api/client.ts';
import { confirmDanger } from '../../shared/confirm.tsx';
import { fetchOrganizations } from '../../api/pickers.api.ts';
import { RemoteMultiSelect } from '../../components/pickers/RemoteMultiSelect.tsx';
import { ContactDialog } from './ContactDialog.tsx';
import { CONTACTS_TABLE_CHANNEL, fetchContactsPage, useDeleteContact } from './contacts.api.ts';
import { displayPhone } from './phone.ts';
import './contacts.strings.ts';

const asOrganizations = (value: unknown): OrganizationPickItem[] => (Array.isArray(value) ? (value as OrganizationPickItem[]) : []);

function OrganizationFilter({ value, onChange, t }: { value: unknown; onChange: (value: unknown) => void; t: TFunction }) {
  return (
    <Box w={260}>
      <RemoteMultiSelect<OrganizationPickItem>
        label={t('contacts.organization')}
        queryKey={['pickers', 'organizations']}
        fetchPage={fetchOrganizations}
        getId={(o) => String(o.id)}
        toOption={(o) => ({ label: o.name, suffix: o.deleted ? t('tickets.deleted') : undefined })}
        values={asOrganizations(value)}
        onChange={onChange}
      />
    </Box>
  );
}

function contactColumns(t: TFunction, withOrganization: boolean): DataTableColumn<Contact>[] {
  return [
    { id: 'name', header: t('contacts.name') },
    { id: 'email', header: t('contacts.email') },
    { id: 'phone', header: t('contacts.phone'), accessor: (c) => displayPhone(c.phone), disableSortBy: true },
    ...(withOrganization ? [{ id: 'organizationName', header: t('contacts.organization') }] : []),
    {
      id: 'canReplyByEmail',
      header: t('contacts.canReplyByEmail'),
      accessor: (c) => (c.canReplyByEmail ? t('contacts.yes') : t('contacts.no')),
      disableSortBy: true,
    },
    { id: 'createdAt', header: t('contacts.createdAt'), cellType: 'Date', hiddenByDefault: true },
  ];
}

/**
 * End users (contacts): a server-driven table searched by name or e-mail. On an organization's
 * page it lists that organization's contacts; elsewhere it lists all, filtered by organization.
 */
export function ContactsTable({ organization }: { organization?: OrganizationPickItem }) {
  const { t } = useTranslation();
  const remove = useDeleteContact();
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The page hands a fresh object each render: the table's fetch and columns follow its id only.
  const organizationId = organization?.id;
  const columns = useMemo(() => contactColumns(t, organizationId === undefined), [t, organizationId]);
  const filters = useMemo<FilterDefinition<Contact>[]>(
    () =>
      organizationId !== undefined
        ? []
        : [
            {
              name: 'organizationId',
              label: t('contacts.organization'),
              type: 'UserDefined',
              componentProps: { render: (p) => <OrganizationFilter {...p} t={t} /> },
            },
          ],
    [organizationId, t],
  );
  const fetchData = useMemo(
    () => (query: RemoteQuery, signal: AbortSignal) => {
      // The server filters by organization ids; the picker holds whole organizations.
      const picked = asOrganizations(query.filters.organizationId).map((o) => o.id);
      const ids = organizationId !== undefined ? [organizationId] : picked.length > 0 ? picked : undefined;
      return fetchContactsPage({ ...query, filters: { organizationId: ids } }, signal);
    },
    [organizationId],
  );
  const askDelete = (contact: Contact) =>
    confirmDanger(t, {
      title: t('contacts.deleteTitle', { name: contact.name }),
      body: t('contacts.deleteConfirm'),
      confirmLabel: t('app.delete'),
      onConfirm: () => {
        setFailure(null);
        remove.mutate(contact.uid, { onError: (error) => setFailure(errorMessage(error)) });
      },
    });
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        {t('contacts.help')}
      </Text>
      {failure && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel={t('app.dismiss')} onClose={() => setFailure(null)}>
          {t('contacts.deleteFailed', { message: failure })}
        </Alert>
      )}
      <DataTable<Contact>
        mode="server"
        tableId={organizationId !== undefined ? 'organization-contacts' : 'contacts'}
        fetchData={fetchData}
        getRowId={(c) => c.uid}
        columns={columns}
        filters={filters}
        searchPlaceholder={t('contacts.search')}
        trimSearch
        searchMaxLength={200}
        initialSort={[{ id: 'name', desc: false }]}
        actions={[{ id: 'add', label: t('contacts.add'), variant: 'filled', onClick: () => setEditing('new') }]}
        rowActions={() => [
          { id: 'edit', label: t('app.edit'), onClick: (c) => setEditing(c) },
          { id: 'delete', label: t('app.delete'), color: 'red', onClick: askDelete },
        ]}
        onRowAction={(c) => setEditing(c)}
        autoRefresh={{ channel: CONTACTS_TABLE_CHANNEL }}
        emptyMessage={t('contacts.empty')}
      />
      {editing && <ContactDialog contact={editing === 'new' ? undefined : editing} organization={organization} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
