import { z } from 'zod';
import { CSRF_COOKIE, SESSION_COOKIE, loginRequestSchema, normalizeEmail, sessionUserSchema } from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { publicRoute, signedIn, type App } from '../../http/route-types.ts';
import type { FastifyRequest } from 'fastify';
import type { AuthService } from './auth.service.ts';

const meSchema = z.object({ user: sessionUserSchema, csrfToken: z.string() });

/** The limiter's key for a login body: the normalised e-mail the login will look up; never walks a non-string. */
function emailKey(body: unknown): string {
  const email = body !== null && typeof body === 'object' ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? normalizeEmail(email.slice(0, 320)) : '';
}

export function registerAuthRoutes(app: App, deps: { auth: AuthService; alwaysSecureCookies: boolean; loginRateLimitPerMinute: number }) {
  const { auth } = deps;
  // Secure whenever the browser reached us over HTTPS (directly, or through a trusted proxy).
  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    sameSite: 'lax' as const,
    secure: deps.alwaysSecureCookies || request.protocol === 'https',
  });

  app.post(
    '/api/auth/login',
    {
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: meSchema } },
      config: {
        ...publicRoute,
        rateLimit: {
          // After body parsing, so the key can include the email being tried.
          hook: 'preValidation',
          max: deps.loginRateLimitPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request) => `${request.ip}:${emailKey(request.body)}`,
        },
      },
    },
    async (request, reply) => {
      const { token, csrfToken, expiresAt } = await auth.login(request.body.email, request.body.password, request.ip);
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), httpOnly: true, expires: expiresAt });
      // Readable by the page so it can echo it in the CSRF header (double submit).
      reply.setCookie(CSRF_COOKIE, csrfToken, { ...cookieOptions(request), httpOnly: false, expires: expiresAt });
      const session = (await auth.resolve(token))!;
      return { user: session.user, csrfToken };
    },
  );

  app.post('/api/auth/logout', { schema: { tags: ['auth'], response: { 204: z.null() } }, config: publicRoute }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await auth.logout(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(CSRF_COOKIE, { path: '/' });
    return reply.code(204).send(null);
  });

  app.get('/api/auth/me', { schema: { tags: ['auth'], response: { 200: meSchema } }, config: signedIn }, async (request) => {
    return { user: currentUser(request), csrfToken: request.session!.csrfToken };
  });
}
