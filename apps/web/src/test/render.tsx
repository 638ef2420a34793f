import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { STALE_VERSION_CODE, staleVersionMessage, type PickerPage, type VersionedRecord } from '@outpost/contracts';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import type { BodyOf, HttpMethod, PathsFor, ResponseOf } from '../api/typed.ts';
import { AppMantineProvider } from '../app/AppMantineProvider.tsx';
import { i18n } from '../i18n/index.ts';
import { useSession } from '../features/auth/session.ts';

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
      {/* The app's own provider: its dialog defaults (names, submits kept inside) are part of what is tested. */}
      <AppMantineProvider>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications />
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </AppMantineProvider>
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

/**
 * A `mockApi` route for one operation of the API, by its method and documented path
 * (`'/api/devices/{id}'`, any value for a parameter unless `only` names it): the responder gets the operation's body
 * type and must answer its success type (or a Response), so a route whose shape changes fails
 * the typecheck of the tests that stand in for it.
 */
export function mockRoute<M extends HttpMethod, P extends PathsFor<M>>(
  method: M,
  path: P,
  respond: (url: URL, body: BodyOf<M, P>) => ResponseOf<M, P> | Response | Promise<ResponseOf<M, P> | Response>,
  /** Values a parameter must have for this route to answer (`{ id: 4 }`: only `/api/…/4`); any value when left out. */
  only?: Partial<Record<ParamNames<P>, string | number>>,
): [RegExp, Responder] {
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const pinned = (only ?? {}) as Record<string, string | number | undefined>;
  const pattern = escape(path).replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = pinned[name];
    return value === undefined ? '[^/]+' : escape(encodeURIComponent(String(value)));
  });
  return [new RegExp(`^${method.toUpperCase()} ${pattern}$`), respond as Responder];
}

/** The names of a documented path's parameters: `'/api/a/{id}/b/{childId}'` → `'id' | 'childId'`. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** An error answer in the API's one shape. */
export const refuse = (status: number, message: string, fields?: Record<string, string[]>) =>
  new Response(JSON.stringify({ resultCode: status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED', message, fields }), { status });

/** A save refused for its outdated version, as the server answers it (decision 0032). */
export const refuseStale = (record: VersionedRecord) =>
  new Response(JSON.stringify({ resultCode: STALE_VERSION_CODE, message: staleVersionMessage(record) }), { status: 409 });

/**
 * A dropdown option by name. jsdom runs no CSS transitions, so an open dropdown stays at its
 * hidden first frame: options are found with hidden ones included (as the other web tests do).
 */
export const findOption = (name: string | RegExp) => screen.findByRole('option', { name, hidden: true });

/** One picker page holding `data`. */
export const pickerPage = <T,>(data: T[], hasMore = false): PickerPage<T> => ({ data, page: 0, pageSize: 50, totalCount: data.length, hasMore });
