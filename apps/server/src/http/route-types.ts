import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Permission } from '@outpost/contracts';

/** The Fastify instance every module registers its routes on. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/**
 * Who may call a route. Every route declares one (a route without it stops the server from
 * starting). `agent` routes authenticate with a device credential instead of a session;
 * `user` routes with a permission list admit a user holding any one of them.
 */
export type RouteAccess =
  { auth: 'public' } | { auth: 'agent' } | { auth: 'user'; permission?: Permission | readonly Permission[]; deniedMessage?: string } | { auth: 'admin' };

/** Route configs for the common access rules: `config: signedIn`, `config: requires('canManageDevices')`. */
export const publicRoute = { access: { auth: 'public' } } as const satisfies { access: RouteAccess };
export const agentOnly = { access: { auth: 'agent' } } as const satisfies { access: RouteAccess };
export const signedIn = { access: { auth: 'user' } } as const satisfies { access: RouteAccess };
export const adminOnly = { access: { auth: 'admin' } } as const satisfies { access: RouteAccess };
export const requires = (...anyOf: [Permission, ...Permission[]]): { access: RouteAccess } => ({ access: { auth: 'user', permission: anyOf } });
/** `requires` with the message a refused caller gets (e.g. the spec's 'Error ticket forbidden'). */
export const requiresWithMessage = (deniedMessage: string, ...anyOf: [Permission, ...Permission[]]): { access: RouteAccess } => ({
  access: { auth: 'user', permission: anyOf, deniedMessage },
});

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
