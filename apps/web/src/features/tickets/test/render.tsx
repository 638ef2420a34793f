import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { PickerPage } from '@outpost/contracts';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { useSession } from '../../auth/session.ts';

/**
 * Renders with the app's providers. A memory router is around it, so links and navigation
 * work; `navigations` records the paths it was sent to. With `at`, `ui` is the screen of the
 * route `at.path` (e.g. '/tickets/$id', its id parsed as the app does) opened at `at.url`.
 */
export async function renderTickets(ui: ReactElement, at?: { path: string; url: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const rootRoute = createRootRoute({ component: () => <div data-testid="ticket-test-root">{at ? <Outlet /> : ui}</div> });
  const screenRoute =
    at &&
    createRoute({
      getParentRoute: () => rootRoute,
      path: at.path,
      component: () => ui,
      params: { parse: (raw: Record<string, string>) => ({ ...raw, ...(raw.id === undefined ? {} : { id: Number(raw.id) }) }) },
    });
  const routeTree = screenRoute ? rootRoute.addChildren([screenRoute]) : rootRoute;
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [at?.url ?? '/'] }) });
  const navigations: string[] = [];
  router.subscribe('onResolved', (event) => navigations.push(event.toLocation.pathname));
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications />
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  // The router renders its tree after its first load.
  await screen.findByTestId('ticket-test-root');
  return { ...result, queryClient, navigations };
}

/** The app renders screens only once the session is known (answer `GET /api/auth/me`); so does this. */
export function SessionGate({ children }: { children: ReactNode }) {
  return useSession().data ? children : null;
}

type Responder = (url: URL, body: unknown) => unknown;

/**
 * Answers fetch by the first route whose pattern matches `METHOD path`; a responder may answer
 * a Response (an error, say) or a body sent as JSON. Unmatched calls answer 404.
 */
export function mockApi(routes: [RegExp, Responder][]) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const route = routes.find(([pattern]) => pattern.test(`${method} ${url.pathname}`));
    if (!route) return new Response(JSON.stringify({ resultCode: 'NOT_FOUND', message: 'Not found' }), { status: 404 });
    const answer = await route[1](url, body);
    return answer instanceof Response ? answer : new Response(JSON.stringify(answer ?? null), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** An error answer in the API's one shape. */
export const refuse = (status: number, message: string, fields?: Record<string, string[]>) =>
  new Response(JSON.stringify({ resultCode: status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED', message, fields }), { status });

/**
 * A dropdown option by name. jsdom runs no CSS transitions, so an open dropdown stays at its
 * hidden first frame: options are found with hidden ones included (as the other web tests do).
 */
export const findOption = (name: string | RegExp) => screen.findByRole('option', { name, hidden: true });

/** One picker page holding `data`. */
export const pickerPage = <T,>(data: T[], hasMore = false): PickerPage<T> => ({ data, page: 0, pageSize: 50, totalCount: data.length, hasMore });
