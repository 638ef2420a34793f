/**
 * Starts one of the engine's worker threads. Their modules are TypeScript. Registering the tsx
 * loader inside each worker cost about 300 ms of CPU per worker (Node 20 starts a loader-hooks
 * thread with its own isolate for it), a second of CPU per large restore. Instead, the first start
 * of each worker module bundles it once per process with esbuild (tsx's own compiler) into plain
 * JavaScript, and every worker runs that bundle from a `data:` URL: about 40 ms each.
 *
 * A worker's module graph may import only `node:` built-ins and relative modules (a `data:` module
 * cannot resolve packages); a package is loaded through `createRequire(import.meta.url)`, which the
 * bundle keeps pointing at the original module (zstd.ts does this).
 */
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const bundles = new Map<string, URL>();

function bundleOf(moduleUrl: URL): URL {
  let url = bundles.get(moduleUrl.href);
  if (!url) {
    const out = buildSync({
      entryPoints: [fileURLToPath(moduleUrl)],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: `node${process.versions.node}`,
      write: false,
      logLevel: 'silent',
      define: { 'import.meta.url': JSON.stringify(moduleUrl.href) },
    });
    const code = out.outputFiles[0]?.text ?? '';
    url = new URL(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
    bundles.set(moduleUrl.href, url);
  }
  return url;
}

export function startTsWorker(moduleUrl: URL, workerData: unknown): Worker {
  return new Worker(bundleOf(moduleUrl), { workerData });
}
