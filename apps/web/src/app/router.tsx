import { Button, Center, Stack, Text } from '@mantine/core';
import { Link, createRootRoute, createRoute, createRouter, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { isDeviceTab, type DeviceTab } from '../features/devices/deviceTabs.ts';
import { helpRoutes } from '../features/help/routes.tsx';
import { parseTicketListSearch, type TicketListSearch } from '../features/tickets/list/ticketListSearch.ts';
import { SessionGate } from './SessionGate.tsx';

function NotFound() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Stack align="center">
        <Text>{t('app.notFound')}</Text>
        <Button component={Link} to="/">
          {t('app.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}

// Every screen is its own chunk, loaded when its route matches (and preloaded on link hover), so
// sign-in needs only the shell and the dashboard adds only its own chunk (bench/web/bundle-size.ts).
const DashboardPage = lazyRouteComponent(() => import('../features/dashboard/DashboardPage.tsx'), 'DashboardPage');
const DevicesPage = lazyRouteComponent(() => import('../features/devices/DevicesPage.tsx'), 'DevicesPage');
const PsaPage = lazyRouteComponent(() => import('../features/psa/PsaPage.tsx'), 'PsaPage');
const ProductsPage = lazyRouteComponent(() => import('../features/billing/ProductsPage.tsx'), 'ProductsPage');
const AgreementsPage = lazyRouteComponent(() => import('../features/billing/AgreementsPage.tsx'), 'AgreementsPage');
const AgreementPage = lazyRouteComponent(() => import('../features/billing/AgreementPage.tsx'), 'AgreementPage');
const StatementPage = lazyRouteComponent(() => import('../features/billing/StatementPage.tsx'), 'StatementPage');
const UnbilledPage = lazyRouteComponent(() => import('../features/billing/UnbilledPage.tsx'), 'UnbilledPage');
const DeviceGroupsPage = lazyRouteComponent(() => import('../features/device-groups/DeviceGroupsPage.tsx'), 'DeviceGroupsPage');
const NewDeviceGroupPage = lazyRouteComponent(() => import('../features/device-groups/DeviceGroupPage.tsx'), 'NewDeviceGroupPage');
const DeviceGroupRoutePage = lazyRouteComponent(() => import('../features/device-groups/DeviceGroupPage.tsx'), 'DeviceGroupRoutePage');
const DevicePage = lazyRouteComponent(() => import('../features/devices/DevicePage.tsx'), 'DevicePage');
const OrganizationsPage = lazyRouteComponent(() => import('../features/organizations/OrganizationsPage.tsx'), 'OrganizationsPage');
const OrganizationPage = lazyRouteComponent(() => import('../features/organizations/OrganizationPage.tsx'), 'OrganizationPage');
const ApprovalsPage = lazyRouteComponent(() => import('../features/approvals/ApprovalsPage.tsx'), 'ApprovalsPage');
const AdminPage = lazyRouteComponent(() => import('../features/admin/AdminPage.tsx'), 'AdminPage');
const JobsPage = lazyRouteComponent(() => import('../features/backup/jobs/JobsPage.tsx'), 'JobsRoutePage');
const TicketsPage = lazyRouteComponent(() => import('../features/tickets/list/TicketsPage.tsx'), 'TicketsPage');
const NewTicketPage = lazyRouteComponent(() => import('../features/tickets/new/NewTicketPage.tsx'), 'NewTicketPage');
const TicketPage = lazyRouteComponent(() => import('../features/tickets/ticket/TicketPage.tsx'), 'TicketPage');
const BoardsIndexPage = lazyRouteComponent(() => import('../features/boards/BoardsPage.tsx'), 'BoardsIndexPage');
const BoardPage = lazyRouteComponent(() => import('../features/boards/BoardsPage.tsx'), 'BoardPage');

const rootRoute = createRootRoute({ component: SessionGate, notFoundComponent: NotFound });
/** A positive whole number from an address (path or search), or undefined. */
const positiveId = (value: unknown): number | undefined => {
  const parsed = z.coerce.number().int().positive().safeParse(value);
  return parsed.success ? parsed.data : undefined;
};
/** A path id; anything but a positive whole number is a page that does not exist, not a crash. */
const parseId = (id: string) => {
  const parsed = positiveId(id);
  if (parsed === undefined) throw notFound();
  return parsed;
};

const deviceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/devices/$id',
  component: DevicePage,
  params: { parse: (raw: { id: string }) => ({ id: parseId(raw.id) }), stringify: (params: { id: number }) => ({ id: String(params.id) }) },
  // The open tab is in the address, so a reload or a shared link lands on it; the overview has none.
  validateSearch: (search: Record<string, unknown>): { tab?: DeviceTab } => (isDeviceTab(search.tab) && search.tab !== 'overview' ? { tab: search.tab } : {}),
});
const deviceGroupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/device-groups/$id',
  component: DeviceGroupRoutePage,
  params: { parse: (raw: { id: string }) => ({ id: parseId(raw.id) }), stringify: (params: { id: number }) => ({ id: String(params.id) }) },
});
const scriptRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/scripts/$id',
  component: lazyRouteComponent(() => import('../features/scripts/ScriptEditorPage.tsx'), 'ScriptEditorRoutePage'),
  params: { parse: (raw: { id: string }) => ({ id: parseId(raw.id) }), stringify: (params: { id: number }) => ({ id: String(params.id) }) },
});
const scriptRunRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/script-runs/$id',
  component: lazyRouteComponent(() => import('../features/scripts/ScriptRunPage.tsx'), 'ScriptRunPage'),
  params: { parse: (raw: { id: string }) => ({ id: parseId(raw.id) }), stringify: (params: { id: number }) => ({ id: String(params.id) }) },
});
const agreementRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/billing/agreements/$id',
  component: AgreementPage,
  params: { parse: (raw: { id: string }) => ({ id: parseId(raw.id) }), stringify: (params: { id: number }) => ({ id: String(params.id) }) },
});
const organizationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organizations/$id',
  component: OrganizationPage,
  params: { parse: (raw: { id: string }) => ({ id: parseId(raw.id) }), stringify: (params: { id: number }) => ({ id: String(params.id) }) },
});
const ticketRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tickets/$id',
  component: TicketPage,
  params: { parse: (raw: { id: string }) => ({ id: parseId(raw.id) }), stringify: (params: { id: number }) => ({ id: String(params.id) }) },
  // The open tab is in the address (issue 23 item 8); the conversation has none.
  validateSearch: (search: Record<string, unknown>): { tab?: string } =>
    typeof search.tab === 'string' && /^[a-z]{1,20}$/.test(search.tab) && search.tab !== 'conversation' ? { tab: search.tab } : {},
});
const boardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tickets/boards/$id',
  component: BoardPage,
  params: { parse: (raw: { id: string }) => ({ id: parseId(raw.id) }), stringify: (params: { id: number }) => ({ id: String(params.id) }) },
});

/**
 * The components playground is for development and the e2e journeys only. Vite replaces both flags
 * with constants at build time, so a production build drops this branch and with it the dynamic
 * import: no playground code, demo data or media is emitted (`vite build --mode e2e` keeps it).
 */
const playgroundRoutes =
  import.meta.env.DEV || import.meta.env.MODE === 'e2e'
    ? [
        createRoute({
          getParentRoute: () => rootRoute,
          path: '/playground',
          component: lazyRouteComponent(() => import('../components/playground/index.ts'), 'ComponentsPlayground'),
        }),
      ]
    : [];

const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: DashboardPage }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/devices',
    component: DevicesPage,
    // The dashboard's "Devices down" opens the list filtered to them.
    validateSearch: (search: Record<string, unknown>): { status?: 'UP' | 'DOWN' } =>
      search.status === 'UP' || search.status === 'DOWN' ? { status: search.status } : {},
  }),
  createRoute({ getParentRoute: () => rootRoute, path: '/device-groups', component: DeviceGroupsPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/psa', component: PsaPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/device-groups/new', component: NewDeviceGroupPage }),
  deviceRoute,
  deviceGroupRoute,
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/scripts',
    component: lazyRouteComponent(() => import('../features/scripts/ScriptsPage.tsx'), 'ScriptsPage'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/scripts/new',
    component: lazyRouteComponent(() => import('../features/scripts/ScriptEditorPage.tsx'), 'NewScriptPage'),
  }),
  scriptRoute,
  scriptRunRoute,
  createRoute({ getParentRoute: () => rootRoute, path: '/billing', component: ProductsPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/billing/products', component: ProductsPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/billing/agreements', component: AgreementsPage }),
  agreementRoute,
  createRoute({ getParentRoute: () => rootRoute, path: '/billing/statement', component: StatementPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/billing/unbilled', component: UnbilledPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/organizations', component: OrganizationsPage }),
  organizationRoute,
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/jobs',
    component: JobsPage,
    // The dashboard's failed backups open the list filtered to them. Only the shape is checked
    // here (the page keeps the values it knows): the job lists would bring the backup contracts'
    // schemas into the first page's JavaScript.
    validateSearch: (search: Record<string, unknown>): { type?: string[]; status?: string[] } => {
      const words = (value: unknown) =>
        Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && /^[A-Z_]{1,40}$/.test(v)).slice(0, 20) : [];
      const type = words(search.type);
      const status = words(search.status);
      return { ...(type.length ? { type } : {}), ...(status.length ? { status } : {}) };
    },
  }),
  createRoute({ getParentRoute: () => rootRoute, path: '/approvals', component: ApprovalsPage }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin',
    component: AdminPage,
    // The open section and the service desk's open area are in the address (issue 23 item 8).
    validateSearch: (search: Record<string, unknown>): { section?: string; area?: string } => {
      const word = (v: unknown) => (typeof v === 'string' && /^[A-Za-z]{1,40}$/.test(v) ? v : undefined);
      const section = word(search.section);
      const area = word(search.area);
      return { ...(section ? { section } : {}), ...(area ? { area } : {}) };
    },
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/tickets',
    component: TicketsPage,
    validateSearch: (search: Record<string, unknown>): TicketListSearch => parseTicketListSearch(search),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/tickets/new',
    component: NewTicketPage,
    // `deviceId` (from a device's Tickets tab) starts the ticket about that device; anything else is ignored.
    validateSearch: (search: Record<string, unknown>): { deviceId?: number } => {
      const deviceId = positiveId(search.deviceId);
      return deviceId === undefined ? {} : { deviceId };
    },
  }),
  ticketRoute,
  createRoute({ getParentRoute: () => rootRoute, path: '/tickets/boards', component: BoardsIndexPage }),
  boardRoute,
  ...helpRoutes(rootRoute),
  ...playgroundRoutes,
]);

export const router = createRouter({ routeTree, defaultPreload: 'intent' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
