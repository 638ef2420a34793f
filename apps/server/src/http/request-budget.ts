import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { SESSION_COOKIE } from '@outpost/contracts';
import { AppError } from '../lib/errors.ts';
import type { App } from './route-types.ts';

/**
 * Requests per minute each caller may make (issue 22, "make the class impossible"): a whole-API
 * budget per signed-in user, per address for callers without a session, per device for the agent
 * channel, and smaller budgets for the calls that cost the server most. Set far above what a
 * person clicking through the app makes (a busy screen makes a few requests a second), so only
 * a script reaches them; every one is configurable (README, `OUTPOST_RATE_LIMIT_*`).
 */
export interface RequestBudgets {
  /** Every API request of one signed-in user. */
  userPerMinute: number;
  /** API requests without a session (sign-in, signed preview links, 404s), per address. */
  addressPerMinute: number;
  /** The agent channel, per device: its own budget, never a user's. */
  agentPerMinute: number;
  /** Expensive calls, per user, on top of the whole-API budget. */
  uploadsPerMinute: number;
  graphqlPerMinute: number;
  searchPerMinute: number;
  downloadsPerMinute: number;
}

export const DEFAULT_REQUEST_BUDGETS: RequestBudgets = {
  userPerMinute: 3000,
  addressPerMinute: 1200,
  agentPerMinute: 30_000,
  uploadsPerMinute: 120,
  graphqlPerMinute: 300,
  searchPerMinute: 600,
  downloadsPerMinute: 300,
};

/** The expensive calls with a budget of their own, and how a refusal names them. */
const ENDPOINT_KINDS = {
  uploads: { budget: 'uploadsPerMinute', what: 'uploads' },
  graphql: { budget: 'graphqlPerMinute', what: 'GraphQL queries' },
  search: { budget: 'searchPerMinute', what: 'searches' },
  downloads: { budget: 'downloadsPerMinute', what: 'downloads' },
} as const satisfies Record<string, { budget: keyof RequestBudgets; what: string }>;
export type EndpointKind = keyof typeof ENDPOINT_KINDS;

const WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    requestBudgets: RequestBudgets;
  }
  interface FastifyContextConfig {
    /** false: outside every budget (the health check: monitors poll it, and it costs nothing). */
    requestBudget?: false;
  }
}

/** The one error shape, with the wait in words (the Retry-After header carries it in seconds). */
const tooMany = (what: string, seconds: number) => new AppError('RATE_LIMITED', `Too many ${what}. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`);

/** Who a request is charged to: the signed-in user, the device, else the address it came from. */
function callerKey(request: FastifyRequest): string {
  if (request.session) return `user:${request.session.user.id}`;
  if (request.agentNodeId != null) return `device:${request.agentNodeId}`;
  return `address:${request.ip}`;
}

/**
 * The whole-API budget, in two onRequest hooks around the access check. After it (`register`),
 * each request is charged to the user or device it resolved. Before it (`beforeAccess`), a
 * session already over its user's budget is refused by its cookie alone: a flood's refusals cost
 * no database read, so other callers keep being served. Paths outside `/api` (the web app's
 * files) and routes marked `requestBudget: false` are not charged.
 */
export function createRequestBudget(budgets: RequestBudgets) {
  /** Session tokens whose user is over budget, and until when (ms since the epoch). */
  const overBudget = new Map<string, number>();
  const charged = (request: FastifyRequest) => request.routeOptions.config.requestBudget !== false && /^\/api(\/|$)/i.test(request.url);
  const limitOf = (request: FastifyRequest) => {
    if (request.session) return budgets.userPerMinute;
    if (request.agentNodeId != null) return budgets.agentPerMinute;
    return budgets.addressPerMinute;
  };

  return {
    async beforeAccess(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = request.cookies[SESSION_COOKIE];
      const until = token === undefined ? undefined : overBudget.get(token);
      if (until === undefined || !charged(request)) return;
      const seconds = Math.ceil((until - Date.now()) / 1000);
      if (seconds <= 0) {
        overBudget.delete(token!);
        return;
      }
      reply.header('retry-after', seconds);
      throw tooMany('requests', seconds);
    },

    register(app: App): void {
      app.decorate('requestBudgets', budgets);
      const check = app.createRateLimit({ keyGenerator: callerKey, max: limitOf, timeWindow: WINDOW_MS });
      app.addHook('onRequest', async (request, reply) => {
        if (!charged(request)) return;
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        const token = request.session ? request.cookies[SESSION_COOKIE] : undefined;
        // Bounded: one entry per flooding session, each gone within the window.
        if (token !== undefined && overBudget.size < 100_000) overBudget.set(token, Date.now() + result.ttl);
        reply.header('retry-after', result.ttlInSeconds);
        throw tooMany('requests', result.ttlInSeconds);
      });
    },
  };
}

/**
 * A route's own budget, per user (per address before sign-in), charged on top of the whole-API
 * one: `config: { ...signedIn, ...endpointBudget('uploads') }`. The limit is read from the app's
 * budgets at request time, so configuration reaches every route without passing it around.
 */
export function endpointBudget(kind: EndpointKind): { rateLimit: RateLimitOptions } {
  const { budget, what } = ENDPOINT_KINDS[kind];
  return {
    rateLimit: {
      max: (request) => request.server.requestBudgets[budget],
      timeWindow: WINDOW_MS,
      keyGenerator: callerKey,
      errorResponseBuilder: (_request, context) => tooMany(what, Math.max(1, Math.ceil(context.ttl / 1000))),
    },
  };
}
