/**
 * Starts one of the engine's worker threads from compiled JavaScript (decision 0028):
 * - the agent's single-file build carries each worker's bundle inside it (`OUTPOST_EMBEDDED_WORKERS`,
 *   set by its build), run from a `data:` URL: a device has no other file to start it from;
 * - the server's build writes each worker beside its own bundle (`dist/codec-worker.js` for
 *   `codec-worker.ts`), and the worker starts from that file;
 * - from TypeScript source (tests, benches, `npm run dev`) the first start of each worker module
 *   bundles it once per process with esbuild, a development dependency, into a `data:` URL (about
 *   40 ms; registering tsx inside each worker cost about 300 ms of CPU).
 *
 * A worker's module graph may import only `node:` built-ins and relative modules (a `data:` module
 * cannot resolve packages); the development bundle keeps `import.meta.url` pointing at the original
 * module, for files read beside it.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Worker name (file name without extension) → its JavaScript, in the agent's single-file build only. */
declare const OUTPOST_EMBEDDED_WORKERS: Record<string, string> | undefined;

interface EsbuildSync {
  buildSync(options: object): { outputFiles: { text: string }[] };
}

const bundles = new Map<string, URL>();
const dataUrl = (code: string) => new URL(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

function bundleOf(moduleUrl: URL): URL {
  let url = bundles.get(moduleUrl.href);
  if (!url) {
    const esbuild = createRequire(import.meta.url)('esbuild') as EsbuildSync;
    const out = esbuild.buildSync({
      entryPoints: [fileURLToPath(moduleUrl)],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: `node${process.versions.node}`,
      write: false,
      logLevel: 'silent',
      define: { 'import.meta.url': JSON.stringify(moduleUrl.href) },
    });
    url = dataUrl(out.outputFiles[0]?.text ?? '');
    bundles.set(moduleUrl.href, url);
  }
  return url;
}

/** Where the worker's compiled code is: embedded, a built file beside the caller, or bundled now from source. */
export function workerEntry(moduleUrl: URL): URL {
  const name = basename(fileURLToPath(moduleUrl)).replace(/\.[cm]?[jt]s$/, '');
  const embedded = typeof OUTPOST_EMBEDDED_WORKERS === 'undefined' ? undefined : OUTPOST_EMBEDDED_WORKERS[name];
  if (embedded !== undefined) {
    const url = bundles.get(name) ?? dataUrl(embedded);
    bundles.set(name, url);
    return url;
  }
  const built = new URL(moduleUrl.href.replace(/\.ts$/, '.js'));
  if (built.href !== moduleUrl.href && existsSync(built)) return built;
  return moduleUrl.pathname.endsWith('.ts') ? bundleOf(moduleUrl) : moduleUrl;
}

/**
 * Young generation of the backup's and the restore's workers (issue 28). They allocate a buffer per
 * file (read, compressed, sealed, decoded) that dies at once; V8's default young generation let each
 * worker's heap grow by tens of MiB before collecting it. With 4 MiB, a backup of 20,000 small files
 * peaked at ~380 instead of ~480 MiB (bench/backup/memory.ts), its time within the run-to-run noise.
 */
export const WORKER_YOUNG_GENERATION_MB = 4;

export function startTsWorker(moduleUrl: URL, workerData: unknown, opts: { youngGenerationMb?: number } = {}): Worker {
  const resourceLimits = opts.youngGenerationMb ? { maxYoungGenerationSizeMb: opts.youngGenerationMb } : undefined;
  return new Worker(workerEntry(moduleUrl), { workerData, ...(resourceLimits ? { resourceLimits } : {}) });
}
