import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAgentRoutes } from '../modules/agent/agent.routes.ts';
import { registerAutomationModuleRoutes } from '../modules/automations/automations.module.ts';
import { registerApprovalsRoutes } from '../modules/approvals/approvals.routes.ts';
import { registerAuthRoutes } from '../modules/auth/auth.routes.ts';
import { registerBackupRoutes } from '../modules/backup/backup.module.ts';
import { registerBoardServicesRoutes } from '../modules/boards/boards.module.ts';
import { registerDeviceRolesRoutes } from '../modules/device-roles/device-roles.routes.ts';
import { registerDevicesRoutes } from '../modules/devices/devices.routes.ts';
import { registerGraphqlRoutes } from '../modules/graphql/graphql.routes.ts';
import { registerHelpModuleRoutes } from '../modules/help/help.module.ts';
import { registerLiveRoutes } from '../modules/live/live.module.ts';
import { registerMailModuleRoutes } from '../modules/mail/mail.module.ts';
import { registerNotesRoutes } from '../modules/notes/notes.routes.ts';
import { registerUploadsRoutes } from '../modules/notes/uploads.routes.ts';
import { registerOrganizationsRoutes } from '../modules/organizations/organizations.routes.ts';
import { registerPreferencesRoutes } from '../modules/preferences/preferences.routes.ts';
import { registerSettingsRoutes } from '../modules/settings/settings.routes.ts';
import { registerServiceDeskRoutes } from '../modules/tickets/service-desk.module.ts';
import { registerUsersRoutes } from '../modules/users/users.routes.ts';
import type { Services } from '../services.ts';
import { defaultAccessFor, registerAccessControl } from './access.ts';
import { handleError } from './error-handler.ts';
import { registerInputGuard } from './input-guard.ts';
import { loggerOptions } from './log-redaction.ts';
import { normalisePath } from './path-normalise.ts';
import { publicRoute, type App } from './route-types.ts';

export interface AppOptions {
  services: Services;
  /** Always mark cookies Secure; otherwise they are Secure when the request came over HTTPS. */
  secureCookies: boolean;
  loginRateLimitPerMinute: number;
  /** Proxies whose X-Forwarded-For/-Proto are believed (Fastify's trustProxy); none by default. */
  trustProxy?: string[] | false;
  /** Built web app to serve at `/`, when it exists. */
  webDistDir?: string;
  logLevel?: string;
  /** Where log lines go (standard output when unset); tests capture them to check what is logged. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the HTTP server: plugins, access control, every module's routes and the web app. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { services } = options;
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info', options.logStream),
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
  // Before any route, plugins' included, so that every route is seen and checked.
  registerAccessControl(app, { auth: services.auth, authenticateAgent: (credential) => services.agent.authenticate(credential) });
  registerInputGuard(app);
  await app.register(fastifyHelmet, { contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY } });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Outpost API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  // The API description is for signed-in users, like the API itself.
  await app.register(async (scope) => {
    defaultAccessFor(scope, { auth: 'user' });
    await scope.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  });

  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } }, config: publicRoute },
    () => ({ status: 'ok' as const }),
  );
  registerAuthRoutes(app, { auth: services.auth, alwaysSecureCookies: options.secureCookies, loginRateLimitPerMinute: options.loginRateLimitPerMinute });
  registerUsersRoutes(app, services.users);
  registerPreferencesRoutes(app, services.preferences);
  registerSettingsRoutes(app, services.settings);
  registerOrganizationsRoutes(app, services.organizations);
  registerDeviceRolesRoutes(app, services.deviceRoles);
  registerDevicesRoutes(app, services.devices);
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

/** Serves the single-page app; unknown non-API paths get index.html so client routes work on reload. */
function registerWebApp(app: App, webDistDir: string | undefined) {
  const indexHtml = webDistDir === undefined ? undefined : path.join(webDistDir, 'index.html');
  const hasWeb = indexHtml !== undefined && existsSync(indexHtml);
  if (hasWeb) {
    app.register(async (scope) => {
      defaultAccessFor(scope, { auth: 'public' });
      await scope.register(fastifyStatic, { root: webDistDir, wildcard: false });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET' || !hasWeb) {
      return reply.code(404).send({ resultCode: 'NOT_FOUND', message: 'Not found' });
    }
    // Read on each miss (a few KB), so a rebuilt web app is served without a restart.
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(createReadStream(indexHtml));
  });
}
