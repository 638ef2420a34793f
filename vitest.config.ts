import { defineConfig } from 'vitest/config';

// One runner for every workspace: Node for server-side code, jsdom for React code.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'packages/rich-text/src/**/*.test.ts',
            'apps/agent/src/**/*.test.ts',
            'packages/backup-engine/src/**/*.test.ts',
            'packages/rules/src/**/*.test.ts',
            'packages/schedule/src/**/*.test.ts',
            'bench/lib/**/*.test.ts',
            'bench/service-desk/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
          // Engine and agent tests move real files through real processes; on a loaded 2-core
          // machine a round trip can pass 5 s. Speed is measured in bench/, not here.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          // Integration tests share one database per file; files run in parallel forks.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'packages/editor/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
