#!/usr/bin/env node
// Compiles the server and the agent to JavaScript with esbuild (decision 0028); `npm start` runs this.
//   apps/server/dist/  main.js, check.js (backup:check), demo-agent-guard.js, and the backup engine's
//                      workers beside them; npm packages stay imports of node_modules.
//   apps/agent/dist/outpost-agent.mjs  one file with everything in it (workers too) that needs only
//                      Node on a device; the server serves it with its SHA-256.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);
/** The oldest Node the builds must run on: the lowest `engines` allows. */
const target = 'node22.12';
const WORKERS = ['codec-worker', 'decode-worker', 'restore-worker'];
const workerEntry = (name) => at('packages/backup-engine/src', `${name}.ts`);

// Packages bundled CommonJS calls `require` for Node's built-ins; an ES module has none of its own.
const requireShim = "import { createRequire as __outpostCreateRequire } from 'node:module'; const require = __outpostCreateRequire(import.meta.url);";

/** npm packages stay imports (node_modules is there on the server); our workspaces are TypeScript and are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@outpost/') || args.path.startsWith('node:') ? undefined : { path: args.path, external: true },
    );
  },
};

const common = { bundle: true, platform: 'node', format: 'esm', target, logLevel: 'warning', sourcemap: true, legalComments: 'none' };

async function buildServer() {
  const outdir = at('apps/server/dist');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    ...common,
    entryPoints: {
      main: at('apps/server/src/main.ts'),
      check: at('apps/server/src/cli/check.ts'),
      'demo-agent-guard': at('apps/server/src/seed/demo-agent-guard.ts'),
      ...Object.fromEntries(WORKERS.map((name) => [name, workerEntry(name)])),
    },
    outdir,
    plugins: [externalPackages],
  });
}

/** Each worker as one self-contained module, for the agent's file to carry. */
async function workerBundles() {
  const entries = await Promise.all(
    WORKERS.map(async (name) => {
      const out = await build({ ...common, sourcemap: false, entryPoints: [workerEntry(name)], write: false, minify: true, banner: { js: requireShim } });
      return [name, out.outputFiles[0].text];
    }),
  );
  return Object.fromEntries(entries);
}

async function buildAgent() {
  const outdir = at('apps/agent/dist');
  rmSync(outdir, { recursive: true, force: true });
  const outfile = path.join(outdir, 'outpost-agent.mjs');
  await build({
    ...common,
    sourcemap: false,
    minify: true,
    entryPoints: [at('apps/agent/src/cli.ts')],
    outfile,
    // Set before any asynchronous I/O creates libuv's pool: restores fdatasync on it (bin/outpost-agent.js).
    banner: { js: `#!/usr/bin/env node\nprocess.env.UV_THREADPOOL_SIZE ??= '16';\n${requireShim}` },
    define: { OUTPOST_EMBEDDED_WORKERS: JSON.stringify(await workerBundles()) },
  });
  const sha256 = createHash('sha256').update(readFileSync(outfile)).digest('hex');
  writeFileSync(`${outfile}.sha256`, `${sha256}  outpost-agent.mjs\n`);
  return sha256;
}

const started = performance.now();
await buildServer();
const sha256 = await buildAgent();
console.log(
  `Built the server (apps/server/dist) and the agent (apps/agent/dist/outpost-agent.mjs, sha256 ${sha256}) in ${Math.round(performance.now() - started)} ms`,
);
