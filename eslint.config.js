import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/module-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Builds that dist links to (scripts/build-web.mjs, scripts/build-node.mjs).
      '**/builds/**',
      '**/dist-e2e/**',
      '**/data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/server/drizzle/**',
      'bench/.out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Input validation matches control characters on purpose (file names, URLs).
      'no-control-regex': 'off',
    },
  },
  {
    // Type-aware rules (issue 29 §4): an async-heavy server and agent need a promise that nobody
    // awaits, an async callback where a void one is expected, and a switch that forgot a case of a
    // union to fail review by machine, not by luck.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // Root config files belong to no package's tsconfig.
        projectService: { allowDefaultProject: ['*.ts', 'eslint/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/editor/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Issue 22: the outbound guard (apps/server/src/lib/outbound) is the only way server code
    // opens an HTTP or SMTP connection; tests, stubs and fixtures talk to their own loopback servers.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/outbound/**', 'apps/server/src/test/**', '**/*.test.ts', '**/*.fixtures.ts', '**/*.stub.ts', '**/*.process-support.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call outside addresses through the outbound guard (lib/outbound): guard.request().' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['undici', 'node-fetch', 'axios', 'got', 'nodemailer', 'node:https', 'https'].map((name) => ({
              name,
              message: 'Outbound connections go through the outbound guard (lib/outbound).',
            })),
            ...['node:http', 'http'].map((name) => ({
              name,
              importNames: ['default', 'request', 'get', 'Agent', 'globalAgent'],
              message: 'HTTP requests go through the outbound guard (lib/outbound).',
            })),
            ...['node:net', 'net', 'node:tls', 'tls'].map((name) => ({
              name,
              importNames: ['default', 'connect', 'createConnection', 'Socket'],
              message: 'Outbound connections go through the outbound guard (lib/outbound).',
            })),
          ],
        },
      ],
    },
  },
  {
    // Server code logs through the process's logger (lib/logger.ts: level, redaction, the test
    // suite's password check); the command-line tools under cli/ print to their terminal.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/cli/**', 'apps/server/src/test/**', '**/*.test.ts', '**/*.stub.ts', '**/*.process-support.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // Module boundaries (issue 29 §3): modules own their tables and SQL; web features meet through index.ts.
    files: ['apps/server/src/modules/**/*.ts', 'apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { outpost: boundaries },
    rules: { 'outpost/module-boundaries': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
