import { Button, Center, Stack, Text } from '@mantine/core';
import { Link, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { lazy } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../features/admin/AdminPage.tsx';
import { ApprovalsPage } from '../features/approvals/ApprovalsPage.tsx';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { DevicePage } from '../features/devices/DevicePage.tsx';
import { DevicesPage } from '../features/devices/DevicesPage.tsx';
import { OrganizationPage } from '../features/organizations/OrganizationPage.tsx';
import { OrganizationsPage } from '../features/organizations/OrganizationsPage.tsx';
import { SessionGate } from './SessionGate.tsx';

const ComponentsPlayground = lazy(() =>
  import('../components/playground/index.ts').then((m) => ({ default: m.ComponentsPlayground })),
);

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

const rootRoute = createRootRoute({ component: SessionGate, notFoundComponent: NotFound });
const parseId = (id: string) => z.coerce.number().int().positive().parse(id);

const deviceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/devices/$id',
  component: DevicePage,
  params: { parse: (raw: { id: string }) => ({ id: parseId(raw.id) }), stringify: (params: { id: number }) => ({ id: String(params.id) }) },
});
const organizationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organizations/$id',
  component: OrganizationPage,
  params: { parse: (raw: { id: string }) => ({ id: parseId(raw.id) }), stringify: (params: { id: number }) => ({ id: String(params.id) }) },
});

const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: DashboardPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/devices', component: DevicesPage }),
  deviceRoute,
  createRoute({ getParentRoute: () => rootRoute, path: '/organizations', component: OrganizationsPage }),
  organizationRoute,
  createRoute({ getParentRoute: () => rootRoute, path: '/approvals', component: ApprovalsPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/admin', component: AdminPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/playground', component: ComponentsPlayground }),
]);

export const router = createRouter({ routeTree, defaultPreload: 'intent' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
