import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Permission } from '@outpost/contracts';

/** The Fastify instance every module registers its routes on. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Who may call a route. Routes default to `user`: a route is public only when it says so.
 * `agent` routes authenticate with a device credential instead of a session.
 */
export type RouteAccess =
  | { auth: 'public' }
  | { auth: 'agent' }
  | { auth: 'user'; permission?: Permission }
  | { auth: 'admin' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
