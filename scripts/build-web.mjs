#!/usr/bin/env node
// Builds the web app (`npm run build`, `npm start`) without touching the build a running server is
// serving: Vite writes a new folder under apps/web/builds/, and only when it is complete does
// apps/web/dist (a symbolic link) switch to it, in one rename. A server keeps answering from the
// previous build until then; the two before the new one are kept for pages still loading them.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Builds kept besides the current one. */
const KEEP_PREVIOUS = 2;

/**
 * Points `link` at `target` atomically: a new link beside it renamed over it. A `link` that is
 * still a real folder (an install from before this script) is moved into `buildsDir` first.
 */
export function switchWebBuild(link, target, buildsDir) {
  const next = `${link}.next-${process.pid}`;
  rmSync(next, { force: true, recursive: true });
  // A junction on Windows needs no privilege; elsewhere a relative link survives moving the install.
  if (process.platform === 'win32') symlinkSync(path.resolve(target), next, 'junction');
  else symlinkSync(path.relative(path.dirname(link), target), next, 'dir');
  const existing = lstatSafe(link);
  if (existing && !existing.isSymbolicLink()) renameSync(link, path.join(buildsDir, `previous-${Date.now()}`));
  renameSync(next, link);
}

/** Removes old builds, keeping `current` and the KEEP_PREVIOUS newest others. */
export function pruneWebBuilds(buildsDir, current, keep = KEEP_PREVIOUS) {
  const others = readdirSync(buildsDir)
    .map((name) => path.join(buildsDir, name))
    .filter((dir) => path.resolve(dir) !== path.resolve(current))
    .map((dir) => ({ dir, at: lstatSync(dir).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { dir } of others.slice(keep)) rmSync(dir, { recursive: true, force: true });
}

function lstatSafe(file) {
  try {
    return lstatSync(file);
  } catch {
    return null;
  }
}

function main() {
  const webDir = path.resolve(import.meta.dirname, '../apps/web');
  const buildsDir = path.join(webDir, 'builds');
  mkdirSync(buildsDir, { recursive: true });
  const target = path.join(buildsDir, new Date().toISOString().replace(/[-:.]/g, '').replace('T', '-').slice(0, 15) + `-${process.pid}`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', target, '--emptyOutDir'], {
    cwd: webDir,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0 || !existsSync(path.join(target, 'index.html'))) {
    rmSync(target, { recursive: true, force: true });
    console.error('build-web: the build failed; the web app being served is unchanged');
    process.exit(result.status || 1);
  }
  switchWebBuild(path.join(webDir, 'dist'), target, buildsDir);
  pruneWebBuilds(buildsDir, target);
  console.log(`build-web: serving ${path.relative(webDir, target)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
