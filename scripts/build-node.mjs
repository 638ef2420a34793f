#!/usr/bin/env node
// Compiles the server and the agent to JavaScript with esbuild (decision 0028); `npm start` runs this.
//   apps/server/dist/  main.js, check.js (backup:check), demo-agent-guard.js, and the backup engine's
//                      workers beside them; npm packages stay imports of node_modules.
//   apps/agent/dist/outpost-agent.mjs  one file with everything in it (workers too) that needs only
//                      Node on a device; the server serves it with its SHA-256.
// Neither is rebuilt in place (issue 23, step 6): each build goes to a new folder under the app's
// builds/, and dist (a symbolic link) switches to it in one rename once it is complete, as
// build-web.mjs does for the web app. A running server keeps the folder it started from: Node
// resolves the link of its main module, so its workers load from that folder, not from the new
// one; and the agent it serves is never a half-written file.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pruneWebBuilds as pruneBuilds, switchWebBuild as switchBuild } from './build-web.mjs';

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

/**
 * Runs `write(folder)` into a new folder under `app`/builds, then points `app`/dist at it; a
 * failed build leaves dist as it was.
 */
async function buildSwitched(app, write) {
  const buildsDir = at(app, 'builds');
  mkdirSync(buildsDir, { recursive: true });
  const folder = path.join(buildsDir, `${new Date().toISOString().replace(/[-:.]/g, '').replace('T', '-').slice(0, 15)}-${process.pid}`);
  try {
    const result = await write(folder);
    switchBuild(at(app, 'dist'), folder, buildsDir);
    pruneBuilds(buildsDir, folder);
    return result;
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

async function buildServer(outdir) {
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
      // No `require` shim here: a worker imports only `node:` built-ins and relative modules, and it
      // runs from a `data:` URL, which createRequire refuses (every worker of the agent's build
      // failed to start with it: "The argument 'filename' must be a file URL object…").
      const out = await build({ ...common, sourcemap: false, entryPoints: [workerEntry(name)], write: false, minify: true });
      return [name, out.outputFiles[0].text];
    }),
  );
  return Object.fromEntries(entries);
}

async function buildAgent(outdir) {
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
await buildSwitched('apps/server', buildServer);
const sha256 = await buildSwitched('apps/agent', buildAgent);
console.log(
  `Built the server (apps/server/dist) and the agent (apps/agent/dist/outpost-agent.mjs, sha256 ${sha256}) in ${Math.round(performance.now() - started)} ms`,
);
