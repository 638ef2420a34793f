import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAgentRoutes } from '../modules/agent/agent.routes.ts';
import { registerAutomationModuleRoutes } from '../modules/automations/automations.module.ts';
import { registerApprovalsRoutes } from '../modules/approvals/approvals.routes.ts';
import { registerAuthRoutes } from '../modules/auth/auth.routes.ts';
import { registerBackupRoutes } from '../modules/backup/backup.module.ts';
import { registerBoardServicesRoutes } from '../modules/boards/boards.module.ts';
import { registerDeviceGroupsRoutes } from '../modules/device-groups/device-groups.routes.ts';
import { registerScriptsModuleRoutes } from '../modules/scripts/scripts.module.ts';
import { registerBillingRoutes } from '../modules/billing/billing.routes.ts';
import { registerDeviceRolesRoutes } from '../modules/device-roles/device-roles.routes.ts';
import { registerDevicesRoutes } from '../modules/devices/devices.routes.ts';
import { registerGraphqlRoutes } from '../modules/graphql/graphql.routes.ts';
import { registerHelpModuleRoutes } from '../modules/help/help.module.ts';
import { registerPsaRoutes } from '../modules/psa/psa.routes.ts';
import { registerLiveRoutes } from '../modules/live/live.module.ts';
import { registerMailModuleRoutes } from '../modules/mail/mail.module.ts';
import { registerNotesRoutes } from '../modules/notes/notes.routes.ts';
import { registerUploadsRoutes } from '../modules/notes/uploads/uploads.routes.ts';
import { registerOrganizationsRoutes } from '../modules/organizations/organizations.routes.ts';
import { registerPreferencesRoutes } from '../modules/preferences/preferences.routes.ts';
import { registerSchedulesRoutes } from '../modules/schedules/schedules.routes.ts';
import { registerSettingsRoutes } from '../modules/settings/settings.routes.ts';
import { registerServiceDeskRoutes } from '../modules/tickets/service-desk.module.ts';
import { registerUsersRoutes } from '../modules/users/users.routes.ts';
import type { Services } from '../services.ts';
import { defaultAccessFor, registerAccessControl } from './access.ts';
import { handleError } from './error-handler.ts';
import { registerInputGuard } from './input-guard.ts';
import { createRequestBudget, DEFAULT_REQUEST_BUDGETS, type RequestBudgets } from './request-budget.ts';
import { createLogger, type Logger } from '../lib/logger.ts';
import { transformDocument, transformRoute } from './openapi.ts';
import { normalisePath } from './path-normalise.ts';
import { publicRoute, type App } from './route-types.ts';

export interface AppOptions {
  services: Services;
  /** Always mark cookies Secure; otherwise they are Secure when the request came over HTTPS. */
  secureCookies: boolean;
  loginRateLimitPerMinute: number;
  /** Requests per minute per user, address, device and expensive call; DEFAULT_REQUEST_BUDGETS when unset. */
  requestBudgets?: RequestBudgets;
  /** Proxies whose X-Forwarded-For/-Proto are believed (Fastify's trustProxy); none by default. */
  trustProxy?: string[] | false;
  /** Built web app to serve at `/`, when it exists. */
  webDistDir?: string;
  /** The process's logger, shared with background work (main.ts, the test harness). */
  logger?: Logger;
  /** Instead of `logger`: a logger of this level and stream (standard output when unset); tests capture lines to check what is logged. */
  logLevel?: string;
  logStream?: NodeJS.WritableStream;
}

/** Builds the HTTP server: plugins, access control, every module's routes and the web app. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { services } = options;
  const app = Fastify({
    // Typed as Fastify's base logger so that routes keep the App type (pino's Logger is a superset).
    loggerInstance: (options.logLevel !== undefined || options.logStream !== undefined
      ? createLogger(options.logLevel ?? 'info', options.logStream)
      : (options.logger ?? createLogger())) as FastifyBaseLogger,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 2 * 1024 * 1024,
    // One spelling per path before routing: `/%61pi//users/.` is `/api/users`.
    rewriteUrl: (req) => normalisePath(req.url ?? '/'),
    // The router's own refusals (a malformed percent-encoding, an over-long parameter) in the one error shape.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      reply.code(error.statusCode ?? 400).send({ resultCode: 'VALIDATION_FAILED', message: error.message });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  // Cookies are parsed in an onRequest hook that must run before the access check's.
  await app.register(fastifyCookie);
  const budget = createRequestBudget(options.requestBudgets ?? DEFAULT_REQUEST_BUDGETS);
  // Before the access check: a session over its budget is refused without a database read.
  app.addHook('onRequest', budget.beforeAccess);
  // Before any route, plugins' included, so that every route is seen and checked.
  registerAccessControl(app, { auth: services.auth, authenticateAgent: (credential) => services.agent.authenticate(credential) });
  registerInputGuard(app);
  await app.register(fastifyHelmet, { contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY } });
  await app.register(fastifyRateLimit, { global: false });
  // After the access check's hook: the budget is charged to the user or device it resolved.
  budget.register(app);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Outpost API', version: '0.1.0', description: 'The API of this Outpost server: what its web app and its device agents call.' },
      servers: [{ url: '/', description: 'This Outpost server' }],
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
  // The API description is for signed-in users, like the API itself.
  await app.register(async (scope) => {
    defaultAccessFor(scope, { auth: 'user' });
    await scope.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  });

  app.get(
    '/api/health',
    // Outside the request budgets: monitors poll it, and it must answer while a flood is refused.
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } }, config: { ...publicRoute, requestBudget: false } },
    () => ({ status: 'ok' as const }),
  );
  registerAuthRoutes(app, { auth: services.auth, alwaysSecureCookies: options.secureCookies, loginRateLimitPerMinute: options.loginRateLimitPerMinute });
  registerUsersRoutes(app, services.users);
  registerPreferencesRoutes(app, services.preferences);
  registerSchedulesRoutes(app, services.schedules);
  registerSettingsRoutes(app, services.settings);
  registerOrganizationsRoutes(app, services.organizations);
  registerDeviceRolesRoutes(app, services.deviceRoles);
  registerDevicesRoutes(app, services.devices);
  registerDeviceGroupsRoutes(app, services.deviceGroups);
  registerBillingRoutes(app, services.billing);
  registerAgentRoutes(app, services.agent);
  registerApprovalsRoutes(app, services.approvals);
  registerNotesRoutes(app, services.notes);
  registerUploadsRoutes(app, services.uploads);
  registerBackupRoutes(app, services.backup);
  registerServiceDeskRoutes(app, services.serviceDesk);
  registerBoardServicesRoutes(app, services.rules);
  registerLiveRoutes(app, services.live);
  registerGraphqlRoutes(app, services.serviceDesk.forms);
  registerMailModuleRoutes(app, services.mail);
  registerAutomationModuleRoutes(app, services.automations);
  registerHelpModuleRoutes(app, services.help);
  registerScriptsModuleRoutes(app, services.scripts);
  registerPsaRoutes(app, services.psa);

  registerWebApp(app, options.webDistDir);
  return app;
}

/**
 * The web app's own scripts and styles only: no inline script, no framing, no plugins. Mantine
 * sets inline style attributes and a style element, hence 'unsafe-inline' for styles alone.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  baseUri: ["'self'"],
};

/** Whether a path is under the API prefix, in any letter case: such paths never get the web app's page. */
const isApiPath = (url: string) => /^\/api(\/|\?|$)/i.test(url);

/**
 * Shown while there is no web app to serve (the first build has not finished, or its folder is
 * gone): a plain page that says so and reloads itself, never an internal error.
 */
const WEB_APP_UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="15"><title>Outpost is starting</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; color: #1a1b1e">
<h1>Outpost is starting</h1>
<p>The web app is not built yet, or is being replaced. This page tries again every 15 seconds.</p>
<p>If it stays, run <code>npm run build</code> on the server and look at its output.</p>
</body></html>
`;

/**
 * Serves the single-page app; unknown non-API paths get index.html so client routes work on
 * reload. Every request looks in the folder as it is at that moment (a wildcard route, index.html
 * read per request), so the build `scripts/build-web.mjs` switches to is served without a
 * restart, and a missing one is a 503 page rather than an error.
 */
function registerWebApp(app: App, webDistDir: string | undefined) {
  const indexHtml = webDistDir === undefined ? undefined : path.join(webDistDir, 'index.html');
  if (webDistDir !== undefined) {
    app.register(async (scope) => {
      defaultAccessFor(scope, { auth: 'public' });
      // index.html goes through the not-found handler below, which answers its absence.
      // Folders are never listed; '/' and client routes get the page from the handler below.
      await scope.register(fastifyStatic, { root: webDistDir, wildcard: true, index: false, allowedPath: (pathName) => !pathName.endsWith('/') });
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET' || indexHtml === undefined) {
      return reply.code(404).send({ resultCode: 'NOT_FOUND', message: 'Not found' });
    }
    // A hashed file of another build is not the page: the browser would run HTML as a script.
    if (/^\/assets\//.test(request.url)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    let html: Buffer;
    try {
      html = await readFile(indexHtml);
    } catch {
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('retry-after', '15').send(WEB_APP_UNAVAILABLE_PAGE);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
