import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@outpost/contracts';
import { createTestContext, type TestContext } from '../test/harness.ts';

/** What every answer carries (security headers) and how the web app and the API share one origin. */

let ctx: TestContext;
let webDir: string;
const PASSWORD = 'long-enough-pw';

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'outpost-web-'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Outpost</title><script type="module" src="/assets/app.js"></script>');
  await writeFile(path.join(webDir, 'app.js'), 'console.log(1)');
  // Only the proxy on loopback is believed about the original protocol.
  ctx = await createTestContext({ app: { webDistDir: webDir, trustProxy: ['127.0.0.1'] } });
  await ctx.services.users.create({ email: 'shell@example.com', name: 'Shell', role: 'TECHNICIAN', technicianRoleId: null, password: PASSWORD });
});
afterAll(async () => {
  await ctx?.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each(['/', '/devices/12', '/api/health', '/api/nothing'])('sends a CSP without inline scripts, no framing and a referrer policy on %s', async (url) => {
    const response = await ctx.app.inject({ url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('web app and API on one origin', () => {
  it('serves the web app for client routes and its files', async () => {
    const page = await ctx.app.inject({ url: '/devices/12' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Outpost</title>');
    expect((await ctx.app.inject({ url: '/app.js' })).body).toBe('console.log(1)');
  });

  it.each(['/api/nothing', '/API/devices', '/%61pi/nothing', '/api'])('never answers %s under the API prefix with the web app page', async (url) => {
    const response = await ctx.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ resultCode: 'NOT_FOUND', message: 'Not found' });
  });
});

describe('session cookies', () => {
  const login = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, headers, payload: { email: 'shell@example.com', password: PASSWORD } });

  it('marks the session cookie Secure when a trusted proxy says the browser used HTTPS', async () => {
    const response = await login({ 'x-forwarded-proto': 'https' });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
  });

  it('does not believe the header from an address that is not a trusted proxy', async () => {
    const response = await login({ 'x-forwarded-proto': 'https' }, '203.0.113.9');
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();
  });

  it('leaves the cookie without Secure over plain HTTP', async () => {
    const response = await login({});
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();
  });
});
