import { Anchor, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { confirmDanger } from '../../shared/confirm.tsx';
import { QueryState } from '../../shared/QueryState.tsx';
import { useCan } from '../auth/session.ts';
import { CustomerBackupSettingsPanel } from '../backup/index.ts';
import { DeviceIsolationSwitch } from './DeviceIsolationSwitch.tsx';
import { EnrollmentTokensPanel } from './EnrollmentTokensPanel.tsx';
import { LocationsPanel } from './LocationsPanel.tsx';
import { OrganizationFormDialog } from './OrganizationFormDialog.tsx';
import { useDeleteOrganization, useOrganization } from './organizations.api.ts';
import { PageTitle } from '../../shared/PageTitle.tsx';
import { ContactsTable } from '../contacts/index.ts';
import './organizations.strings.ts';

const route = getRouteApi('/organizations/$id');

/** One organization: its details, locations and enrolment tokens. */
export function OrganizationPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const navigate = useNavigate();
  const organization = useOrganization(id);
  const canManage = useCan('canManageOrganizations');
  // Contacts are kept by whoever works tickets or manages organizations (the server's rule too).
  const canKeepContacts = useCan('canManageTickets') || canManage;
  const remove = useDeleteOrganization();
  const [editing, setEditing] = useState(false);

  if (organization.error instanceof ApiError && organization.error.status === 404) {
    return (
      <Stack align="flex-start">
        <Text>{t('organizations.notFound')}</Text>
        <Anchor component={Link} to="/organizations">
          {t('organizations.title')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <QueryState query={organization}>
      {(org) => (
        <Stack>
          <Group justify="space-between">
            <div>
              <PageTitle>{org.name}</PageTitle>
              {org.description && <Text c="dimmed">{org.description}</Text>}
            </div>
            {canManage && (
              <Group>
                <Button variant="default" onClick={() => setEditing(true)}>
                  {t('app.edit')}
                </Button>
                <Button
                  color="red"
                  variant="light"
                  onClick={() =>
                    confirmDanger(t, {
                      title: t('organizations.deleteTitle', { name: org.name }),
                      body: t('organizations.deleteConfirm'),
                      confirmLabel: t('app.delete'),
                      onConfirm: () => remove.mutate(org.id, { onSuccess: () => void navigate({ to: '/organizations' }) }),
                    })
                  }
                >
                  {t('app.delete')}
                </Button>
              </Group>
            )}
          </Group>
          <Tabs defaultValue="locations" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="locations">{t('organizations.locations')}</Tabs.Tab>
              {canManage && <Tabs.Tab value="tokens">{t('organizations.tokens.title')}</Tabs.Tab>}
              <Tabs.Tab value="backup">{t('backup.settings.tab')}</Tabs.Tab>
              {canKeepContacts && <Tabs.Tab value="contacts">{t('contacts.title')}</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="locations" pt="md">
              <LocationsPanel organizationId={org.id} canManage={canManage} />
            </Tabs.Panel>
            {canManage && (
              <Tabs.Panel value="tokens" pt="md">
                <EnrollmentTokensPanel organizationId={org.id} />
              </Tabs.Panel>
            )}
            <Tabs.Panel value="backup" pt="md">
              <Stack>
                <DeviceIsolationSwitch organization={org} canManage={canManage} />
                <CustomerBackupSettingsPanel organizationId={org.id} canManage={canManage} />
              </Stack>
            </Tabs.Panel>
            {canKeepContacts && (
              <Tabs.Panel value="contacts" pt="md">
                <ContactsTable organization={{ id: org.id, name: org.name, deleted: false }} />
              </Tabs.Panel>
            )}
          </Tabs>
          {editing && <OrganizationFormDialog organization={org} onClose={() => setEditing(false)} />}
        </Stack>
      )}
    </QueryState>
  );
}
