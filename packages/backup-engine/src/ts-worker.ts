/**
 * Starts one of the engine's worker threads. Their modules are TypeScript, so a tiny bootstrap
 * registers the tsx loader (a dependency of the agent) inside the worker first, then imports the
 * module; a bundled agent would point the URL at built JS instead.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** URL of tsx's ESM register API (its `import` export), also where import.meta.resolve is missing. */
function tsxApiUrl(): string {
  if (typeof import.meta.resolve === 'function') return import.meta.resolve('tsx/esm/api');
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
}

export function startTsWorker(moduleUrl: URL, workerData: unknown): Worker {
  const boot = `import(${JSON.stringify(tsxApiUrl())}).then((m) => { m.register(); return import(${JSON.stringify(moduleUrl.href)}); });`;
  return new Worker(boot, { eval: true, workerData });
}
