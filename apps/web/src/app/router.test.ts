import { afterEach, describe, expect, it, vi } from 'vitest';

/** Imports a fresh router under the given Vite flags (they are read when the route tree is built). */
async function routePaths(env: { DEV: boolean; MODE: string }) {
  vi.resetModules();
  vi.stubEnv('DEV', env.DEV);
  vi.stubEnv('MODE', env.MODE);
  const { router } = await import('./router.tsx');
  return Object.keys(router.routesByPath);
}

describe('router', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('registers no components playground in a production build', async () => {
    const paths = await routePaths({ DEV: false, MODE: 'production' });
    expect(paths).toContain('/devices');
    expect(paths).not.toContain('/playground');
  });

  it('keeps the playground for development and for the e2e build the journeys run against', async () => {
    expect(await routePaths({ DEV: true, MODE: 'development' })).toContain('/playground');
    expect(await routePaths({ DEV: false, MODE: 'e2e' })).toContain('/playground');
  });
});
