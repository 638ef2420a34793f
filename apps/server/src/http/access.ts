// The cookie plugin's `request.cookies` typing, named here where it is read (not only through app.ts).
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { CSRF_HEADER, SESSION_COOKIE, type Permission, type SessionUser } from '@outpost/contracts';
import { AppError, forbidden } from '../lib/errors.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { App, RouteAccess } from './route-types.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: { user: SessionUser; csrfToken: string } | null;
    agentNodeId: number | null;
  }
  interface FastifyInstance {
    /** Every route registered on this server with the access it declared (the access-matrix test walks it). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** A route as registered: one entry per method. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in user of a route that requires one (the access hook has already checked). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.session) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return request.session.user;
}

/** The device behind an agent route's credential. */
export function currentNodeId(request: FastifyRequest): number {
  if (request.agentNodeId == null) throw new AppError('AGENT_CREDENTIAL_INVALID', 'Unknown or revoked device credential');
  return request.agentNodeId;
}

/** Whether a user holds the permission (or any of the permissions) a route asks for. */
export function holdsPermission(user: SessionUser, wanted: Permission | readonly Permission[]): boolean {
  const anyOf: readonly Permission[] = typeof wanted === 'string' ? [wanted] : wanted;
  return anyOf.some((p) => user.permissions.includes(p));
}

/**
 * Routes that plugins register (API docs, static files) get the access given here; the routes a
 * module registers must declare their own.
 */
export function defaultAccessFor(scope: App, access: RouteAccess): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

/**
 * Enforces each route's declared access on the matched route, before body parsing and before any
 * handler looks anything up: sessions, CSRF on cookie-authenticated writes, roles and permissions,
 * device credentials. A route that declares no access stops the server from starting.
 */
export function registerAccessControl(app: App, deps: { auth: AuthService; authenticateAgent: (credential: string) => Promise<number | null> }) {
  app.decorateRequest('session', null);
  app.decorateRequest('agentNodeId', null);

  const routes: RouteOptions[] = [];
  app.decorate('registeredRoutes', {
    getter: () => routes.flatMap((route) => methodsOf(route).map((method) => ({ method, url: route.url, access: route.config?.access }))),
  });
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => !route.config?.access).map((route) => `${methodsOf(route).join(',')} ${route.url}`);
    if (undeclared.length > 0) throw new Error(`Routes without an access declaration: ${undeclared.join('; ')}`);
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    // No route matched: the not-found handler answers, and it reveals nothing.
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (!access) throw new Error(`unreachable: ${request.routeOptions.url} was registered without access`);
    if (access.auth === 'public') return;
    if (access.auth === 'agent') {
      request.agentNodeId = await agentFrom(request, deps.authenticateAgent);
      return;
    }
    request.session = await sessionFrom(request, deps.auth);
    const { user } = request.session;
    if (access.auth === 'admin' && user.role !== 'SYSTEM_ADMINISTRATOR') throw forbidden();
    if (access.auth === 'user' && access.permission && !holdsPermission(user, access.permission)) throw forbidden(access.deniedMessage);
  });
}

function methodsOf(route: RouteOptions): string[] {
  return typeof route.method === 'string' ? [route.method] : [...route.method];
}

async function agentFrom(request: FastifyRequest, authenticate: (credential: string) => Promise<number | null>): Promise<number> {
  const header = request.headers.authorization ?? '';
  const credential = header.startsWith('Bearer ') ? header.slice(7) : '';
  const nodeId = credential ? await authenticate(credential) : null;
  if (nodeId == null) throw new AppError('AGENT_CREDENTIAL_INVALID', 'Unknown or revoked device credential');
  return nodeId;
}

async function sessionFrom(request: FastifyRequest, auth: AuthService) {
  const token = request.cookies[SESSION_COOKIE];
  const session = token ? await auth.resolve(token) : null;
  if (!session) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (!SAFE_METHODS.has(request.method) && request.headers[CSRF_HEADER] !== session.csrfToken) {
    throw new AppError('CSRF_TOKEN_INVALID', 'Your session token is missing or out of date. Reload the page.');
  }
  return session;
}
