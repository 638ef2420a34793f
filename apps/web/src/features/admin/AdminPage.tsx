import { Stack, Tabs } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCan } from '../auth/session.ts';
import { DeviceRolesPanel } from './DeviceRolesPanel.tsx';
import { BrandingPanel, FeatureFlagsPanel } from './SettingsPanels.tsx';
import { TechnicianRolesPanel } from './TechnicianRolesPanel.tsx';
import { UsersPanel } from './UsersPanel.tsx';
import { PageTitle } from '../../shared/PageTitle.tsx';
import { ServiceDeskAdmin } from '../service-desk-admin/index.ts';
import './admin.strings.ts';
import { NoAccess } from '../../shared/NoAccess.tsx';

const SECTIONS = ['users', 'roles', 'deviceRoles', 'flags', 'branding', 'serviceDesk'];
const route = getRouteApi('/admin');

/** Administration: users, technician roles, device roles, feature flags and branding. */
export function AdminPage() {
  const { t } = useTranslation();
  const isAdmin = useCan('admin');
  // The open section (and the service desk's open area) are in the address (issue 23 item 8).
  const search = route.useSearch();
  const navigate = useNavigate();
  const section = search.section && SECTIONS.includes(search.section) ? search.section : 'users';
  if (!isAdmin) return <NoAccess />;
  return (
    <Stack>
      <PageTitle>{t('admin.title')}</PageTitle>
      <Tabs
        value={section}
        onChange={(v) => void navigate({ to: '/admin', search: v && v !== 'users' ? { section: v } : {}, replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="users">{t('admin.tabs.users')}</Tabs.Tab>
          <Tabs.Tab value="roles">{t('admin.tabs.roles')}</Tabs.Tab>
          <Tabs.Tab value="deviceRoles">{t('admin.tabs.deviceRoles')}</Tabs.Tab>
          <Tabs.Tab value="flags">{t('admin.tabs.flags')}</Tabs.Tab>
          <Tabs.Tab value="branding">{t('admin.tabs.branding')}</Tabs.Tab>
          <Tabs.Tab value="serviceDesk">{t('serviceDesk.title')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UsersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="roles" pt="md">
          <TechnicianRolesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="deviceRoles" pt="md">
          <DeviceRolesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="flags" pt="md">
          <FeatureFlagsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="branding" pt="md">
          <BrandingPanel />
        </Tabs.Panel>
        <Tabs.Panel value="serviceDesk" pt="md">
          <ServiceDeskAdmin value={search.area} onChange={(area) => void navigate({ to: '/admin', search: { section: 'serviceDesk', area }, replace: true })} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
