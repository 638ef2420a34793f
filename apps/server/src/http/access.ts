import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, SESSION_COOKIE, type SessionUser } from '@outpost/contracts';
import { AppError, forbidden } from '../lib/errors.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { App, RouteAccess } from './route-types.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: { user: SessionUser; csrfToken: string } | null;
    agentNodeId: number | null;
  }
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

/**
 * Resolves the session cookie on every API request and enforces each route's access rule:
 * sessions by default, CSRF on cookie-authenticated writes, roles and permissions on the server.
 */
export function registerAccessControl(
  app: App,
  deps: { auth: AuthService; authenticateAgent: (credential: string) => Promise<number | null> },
) {
  app.decorateRequest('session', null);
  app.decorateRequest('agentNodeId', null);

  app.addHook('preValidation', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.url.startsWith('/api/')) return;
    const access: RouteAccess = request.routeOptions.config?.access ?? { auth: 'user' };
    if (access.auth === 'public') return;

    if (access.auth === 'agent') {
      const header = request.headers.authorization ?? '';
      const credential = header.startsWith('Bearer ') ? header.slice(7) : '';
      request.agentNodeId = credential ? await deps.authenticateAgent(credential) : null;
      if (request.agentNodeId == null) throw new AppError('AGENT_CREDENTIAL_INVALID', 'Unknown or revoked device credential');
      return;
    }

    const token = request.cookies[SESSION_COOKIE];
    request.session = token ? await deps.auth.resolve(token) : null;
    if (!request.session) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    if (!SAFE_METHODS.has(request.method) && request.headers[CSRF_HEADER] !== request.session.csrfToken) {
      throw new AppError('CSRF_TOKEN_INVALID', 'Your session token is missing or out of date. Reload the page.');
    }
    const { user } = request.session;
    if (access.auth === 'admin' && user.role !== 'SYSTEM_ADMINISTRATOR') throw forbidden();
    if (access.auth === 'user' && access.permission && !user.permissions.includes(access.permission)) throw forbidden();
  });
}
