import { z } from 'zod';
import { CSRF_COOKIE, SESSION_COOKIE, loginRequestSchema, sessionUserSchema } from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import type { App } from '../../http/route-types.ts';
import type { AuthService } from './auth.service.ts';

const meSchema = z.object({ user: sessionUserSchema, csrfToken: z.string() });

export function registerAuthRoutes(app: App, deps: { auth: AuthService; secureCookies: boolean; loginRateLimitPerMinute: number }) {
  const { auth } = deps;
  const cookieOptions = { path: '/', sameSite: 'lax' as const, secure: deps.secureCookies };

  app.post(
    '/api/auth/login',
    {
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: meSchema } },
      config: {
        access: { auth: 'public' },
        rateLimit: {
          // After body parsing, so the key can include the email being tried.
          hook: 'preValidation',
          max: deps.loginRateLimitPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request) => `${request.ip}:${String((request.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
        },
      },
    },
    async (request, reply) => {
      const { token, csrfToken, expiresAt } = await auth.login(request.body.email, request.body.password);
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, httpOnly: true, expires: expiresAt });
      // Readable by the page so it can echo it in the CSRF header (double submit).
      reply.setCookie(CSRF_COOKIE, csrfToken, { ...cookieOptions, httpOnly: false, expires: expiresAt });
      const session = (await auth.resolve(token))!;
      return { user: session.user, csrfToken };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], response: { 204: z.null() } }, config: { access: { auth: 'public' } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await auth.logout(token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(CSRF_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  );

  app.get('/api/auth/me', { schema: { tags: ['auth'], response: { 200: meSchema } } }, async (request) => {
    return { user: currentUser(request), csrfToken: request.session!.csrfToken };
  });
}
