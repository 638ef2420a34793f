import { AppShell, Burger, Group, Menu, NavLink, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuilding,
  IconCategory,
  IconCode,
  IconChevronDown,
  IconDashboard,
  IconDeviceDesktop,
  IconLayoutList,
  IconListDetails,
  IconPlugConnected,
  IconReceipt,
  IconSettings,
  IconShieldCheck,
  IconTicket,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../api/typed.ts';
import { replaceSession, useCan, useCurrentUser } from '../features/auth/session.ts';
import { HelpMenu } from '../features/help/HelpMenu.tsx';
import { ServerTableSettings } from '../features/preferences/ServerTableSettings.tsx';

const NAV = [
  { to: '/', key: 'nav.dashboard', icon: IconDashboard, exact: true },
  { to: '/devices', key: 'nav.devices', icon: IconDeviceDesktop },
  { to: '/device-groups', key: 'nav.deviceGroups', icon: IconCategory },
  { to: '/scripts', key: 'nav.scripts', icon: IconCode, permission: 'scripts' as const },
  { to: '/organizations', key: 'nav.organizations', icon: IconBuilding },
  { to: '/jobs', key: 'nav.jobs', icon: IconListDetails, permission: 'jobs' as const },
  { to: '/tickets', key: 'nav.tickets', icon: IconTicket, permission: 'canManageTickets' as const },
  { to: '/tickets/boards', key: 'nav.boards', icon: IconLayoutList, permission: 'canManageTickets' as const },
  { to: '/approvals', key: 'nav.approvals', icon: IconShieldCheck, permission: 'canApproveNodes' as const },
  { to: '/psa', key: 'nav.psa', icon: IconPlugConnected, permission: 'canManagePsa' as const },
  { to: '/billing/products', key: 'nav.billing', icon: IconReceipt, permission: 'canManageBilling' as const },
  { to: '/admin', key: 'nav.administration', icon: IconSettings, permission: 'admin' as const },
] as const;

/** The signed-in frame: header with the logo (to the dashboard overview), navigation and user menu. */
export function AppLayout() {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure();
  const user = useCurrentUser();
  const canApprove = useCan('canApproveNodes');
  const isAdmin = useCan('admin');
  const canWorkTickets = useCan('canManageTickets');
  const canUseScripts = [useCan('canRunScripts'), useCan('canManageScripts')].some(Boolean);
  const canManagePsa = useCan('canManagePsa');
  const canBill = useCan('canManageBilling');
  // Jobs: restores need the data permission, backups, syncs and clean-ups device management.
  const canSeeJobs = [useCan('canViewAndRestoreBackupData'), useCan('canManageDevices')].some(Boolean);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const queryClient = useQueryClient();

  const signOut = async () => {
    await call('post', '/api/auth/logout').catch(() => undefined);
    replaceSession(queryClient, null);
  };

  const allowed = (item: (typeof NAV)[number]) =>
    !('permission' in item) ||
    (item.permission === 'admin'
      ? isAdmin
      : item.permission === 'canManageTickets'
        ? canWorkTickets
        : item.permission === 'jobs'
          ? canSeeJobs
          : item.permission === 'scripts'
            ? canUseScripts
            : item.permission === 'canManagePsa'
              ? canManagePsa
              : item.permission === 'canManageBilling'
                ? canBill
                : canApprove);

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('app.toggleNavigation')} />
            <Link to="/" aria-label={t('app.logoHome')} style={{ display: 'flex', alignItems: 'center', gap: 8, textDecoration: 'none', color: 'inherit' }}>
              <img src="/logo.svg" alt="" width={28} height={28} />
              <Text fw={700} size="lg">
                {t('app.name')}
              </Text>
            </Link>
          </Group>
          <Group gap="xs">
            <HelpMenu />
            <Menu position="bottom-end">
              <Menu.Target>
                <UnstyledButton aria-label={t('app.signedInAs', { name: user.name })}>
                  <Group gap={4}>
                    <Text size="sm">{user.name}</Text>
                    <IconChevronDown size={14} />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{user.email}</Menu.Label>
                <Menu.Item onClick={() => void signOut()}>{t('app.signOut')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('app.mainNavigation')}>
        {NAV.filter(allowed).map((item) => {
          // The most specific entry wins: ticket boards (/tickets/boards) are not also "Tickets".
          const within = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
          const active =
            'exact' in item
              ? pathname === item.to
              : within(item.to) && !NAV.some((other) => other.to.length > item.to.length && other.to.startsWith(item.to) && within(other.to));
          return (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              // The router would mark /tickets current on /tickets/boards too (aria-current, which
              // Mantine draws as active): only exact matches are its; the rest is `active` above.
              activeOptions={{ exact: true }}
              label={t(item.key)}
              leftSection={<item.icon size={18} />}
              active={active}
              aria-current={active ? 'page' : undefined}
            />
          );
        })}
      </AppShell.Navbar>
      <AppShell.Main>
        <ServerTableSettings>
          <Outlet />
        </ServerTableSettings>
      </AppShell.Main>
    </AppShell>
  );
}
