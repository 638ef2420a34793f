import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAgentRoutes } from '../modules/agent/agent.routes.ts';
import { registerApprovalsRoutes } from '../modules/approvals/approvals.routes.ts';
import { registerAuthRoutes } from '../modules/auth/auth.routes.ts';
import { registerBackupRoutes } from '../modules/backup/backup.module.ts';
import { registerDeviceRolesRoutes } from '../modules/device-roles/device-roles.routes.ts';
import { registerDevicesRoutes } from '../modules/devices/devices.routes.ts';
import { registerNotesRoutes } from '../modules/notes/notes.routes.ts';
import { registerUploadsRoutes } from '../modules/notes/uploads.routes.ts';
import { registerOrganizationsRoutes } from '../modules/organizations/organizations.routes.ts';
import { registerSettingsRoutes } from '../modules/settings/settings.routes.ts';
import { registerUsersRoutes } from '../modules/users/users.routes.ts';
import type { Services } from '../services.ts';
import { registerAccessControl } from './access.ts';
import { handleError } from './error-handler.ts';
import type { App } from './route-types.ts';

export interface AppOptions {
  services: Services;
  secureCookies: boolean;
  loginRateLimitPerMinute: number;
  /** Built web app to serve at `/`, when it exists. */
  webDistDir?: string;
  logLevel?: string;
}

/** Builds the HTTP server: plugins, access control, every module's routes and the web app. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { services } = options;
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: false,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Outpost API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  registerAccessControl(app, { auth: services.auth, authenticateAgent: (credential) => services.agent.authenticate(credential) });

  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } }, config: { access: { auth: 'public' } } },
    () => ({ status: 'ok' as const }),
  );
  registerAuthRoutes(app, { auth: services.auth, secureCookies: options.secureCookies, loginRateLimitPerMinute: options.loginRateLimitPerMinute });
  registerUsersRoutes(app, services.users);
  registerSettingsRoutes(app, services.settings);
  registerOrganizationsRoutes(app, services.organizations);
  registerDeviceRolesRoutes(app, services.deviceRoles);
  registerDevicesRoutes(app, services.devices);
  registerAgentRoutes(app, services.agent);
  registerApprovalsRoutes(app, services.approvals);
  registerNotesRoutes(app, services.notes);
  registerUploadsRoutes(app, services.uploads);
  registerBackupRoutes(app, services.backup);

  registerWebApp(app, options.webDistDir);
  return app;
}

/** Serves the single-page app; unknown non-API paths get index.html so client routes work on reload. */
function registerWebApp(app: App, webDistDir: string | undefined) {
  const hasWeb = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
  if (hasWeb) app.register(fastifyStatic, { root: webDistDir, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !hasWeb) {
      return reply.code(404).send({ resultCode: 'NOT_FOUND', message: 'Not found' });
    }
    return reply.sendFile('index.html');
  });
}
