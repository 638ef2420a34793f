import path from 'node:path';

/**
 * The server package's folder (`apps/server`). This module sits directly in `src/`, and the build
 * bundles it into `builds/<build>/main.js`, which `dist` links to (scripts/build-node.mjs; Node
 * runs the link's target): paths built on this (migrations, the web app, the agent) hold when
 * running from source and from the build.
 */
export const serverRoot =
  path.basename(path.dirname(import.meta.dirname)) === 'builds' ? path.resolve(import.meta.dirname, '../..') : path.resolve(import.meta.dirname, '..');

/** Whether this process runs the compiled server (`dist/`) rather than its TypeScript source. */
export const runsFromBuild = !import.meta.url.endsWith('.ts');
