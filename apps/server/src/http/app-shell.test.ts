import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@outpost/contracts';
import { createTestContext, type TestContext } from '../test/harness.ts';

/** What every answer carries (security headers) and how the web app and the API share one origin. */

let ctx: TestContext;
let webDir: string;
const PASSWORD = 'long-enough-pw';

/** The build-and-switch script `npm start` runs (scripts/build-web.mjs). */
interface WebBuildScript {
  switchWebBuild(link: string, target: string, buildsDir: string): void;
  pruneWebBuilds(buildsDir: string, current: string, keep?: number): void;
}
let script: WebBuildScript;
let root: string;

beforeAll(async () => {
  script = (await import(pathToFileURL(path.resolve(import.meta.dirname, '../../../../scripts/build-web.mjs')).href)) as WebBuildScript;
  root = await mkdtemp(path.join(tmpdir(), 'outpost-web-'));
  // As an install has it: dist is a link to the build being served.
  const first = path.join(root, 'builds', 'a');
  await mkdir(first, { recursive: true });
  await writeFile(path.join(first, 'index.html'), '<!doctype html><title>Outpost</title><script type="module" src="/assets/app.js"></script>');
  await writeFile(path.join(first, 'app.js'), 'console.log(1)');
  webDir = path.join(root, 'dist');
  script.switchWebBuild(webDir, first, path.join(root, 'builds'));
  // Only the proxy on loopback is believed about the original protocol.
  ctx = await createTestContext({ app: { webDistDir: webDir, trustProxy: ['127.0.0.1'] } });
  await ctx.services.users.create({ email: 'shell@example.com', name: 'Shell', role: 'TECHNICIAN', technicianRoleId: null, password: PASSWORD });
});
afterAll(async () => {
  await ctx?.close();
  await rm(root, { recursive: true, force: true });
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

describe('a new build of the web app (issue 23 bug 6)', () => {
  it('is served once switched to, without a restart; the one before is served until then', async () => {
    const second = path.join(root, 'builds', 'b');
    await mkdir(second, { recursive: true });
    await writeFile(path.join(second, 'index.html'), '<!doctype html><title>Outpost 2</title>');
    // Being written: the running server still answers from the first build.
    expect((await ctx.app.inject({ url: '/tickets/3' })).body).toContain('<title>Outpost</title>');
    await writeFile(path.join(second, 'next.js'), 'console.log(2)');
    script.switchWebBuild(webDir, second, path.join(root, 'builds'));
    const page = await ctx.app.inject({ url: '/tickets/3' });
    expect([page.statusCode, page.body]).toEqual([200, '<!doctype html><title>Outpost 2</title>']);
    expect((await ctx.app.inject({ url: '/next.js' })).body).toBe('console.log(2)');
    expect((await ctx.app.inject({ url: '/' })).body).toContain('Outpost 2');
    // Old builds are pruned down to the kept number; the one served stays.
    script.pruneWebBuilds(path.join(root, 'builds'), second, 0);
    expect(await readdir(path.join(root, 'builds'))).toEqual(['b']);
  });

  it('answers a clear 503 page while there is no index.html, never an internal error, and the API as before', async () => {
    const served = path.join(root, 'builds', 'b');
    await rename(path.join(served, 'index.html'), path.join(served, 'index.html.away'));
    try {
      for (const url of ['/', '/tickets/3']) {
        const response = await ctx.app.inject({ url });
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['retry-after']).toBe('15');
        expect(response.body).toContain('Outpost is starting');
        expect(response.body).not.toMatch(/FST_ERR|ENOENT|stack/i);
      }
      expect((await ctx.app.inject({ url: '/api/nothing' })).json()).toEqual({ resultCode: 'NOT_FOUND', message: 'Not found' });
    } finally {
      await rename(path.join(served, 'index.html.away'), path.join(served, 'index.html'));
    }
    expect((await ctx.app.inject({ url: '/tickets/3' })).statusCode).toBe(200);
  });

  it('answers a script of another build 404, not the page', async () => {
    const response = await ctx.app.inject({ url: '/assets/index-0ld.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
  });

  it('moves a dist folder of an older install aside and links the new build in its place', async () => {
    const install = await mkdtemp(path.join(tmpdir(), 'outpost-install-'));
    try {
      await mkdir(path.join(install, 'dist'));
      await writeFile(path.join(install, 'dist', 'index.html'), 'old');
      await mkdir(path.join(install, 'builds', 'new'), { recursive: true });
      script.switchWebBuild(path.join(install, 'dist'), path.join(install, 'builds', 'new'), path.join(install, 'builds'));
      expect((await readdir(path.join(install, 'builds'))).sort()).toEqual(['new', expect.stringMatching(/^previous-\d+$/)]);
      expect(await readdir(path.join(install, 'dist'))).toEqual([]);
    } finally {
      await rm(install, { recursive: true, force: true });
    }
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
