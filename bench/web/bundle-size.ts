/**
 * JavaScript the web app's first pages load, gzipped: the sign-in page (index.html's entry chunk
 * and its static imports) and the dashboard (that plus the dashboard route's chunk and its static
 * imports), followed through Vite's manifest. Also prints every route chunk (what navigating there
 * adds to the entry) and checks that no components-playground code was built. Exits 1 when a first
 * page needs more than the budget or playground code is present.
 * Usage: npx tsx bench/web/bundle-size.ts [--no-build] [--budget=250]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const budgetKiB = Number(arg('budget', '250'));
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'apps/web/dist');
const DASHBOARD = 'src/features/dashboard/DashboardPage.tsx';

if (!process.argv.includes('--no-build'))
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@outpost/web', '--', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const gzipped = new Map<string, number>();
/** Gzipped bytes of a built file (level 9, as Vite reports them). */
const gz = (file: string) => {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A chunk and everything it imports statically: what the browser must fetch before it runs. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}
const total = (files: Iterable<string>) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
if (!entryKey) throw new Error('no index.html entry in the Vite manifest');
const entry = closure(entryKey);
const dashboard = closure(DASHBOARD, new Set(entry));
if (!manifest[DASHBOARD]) console.warn(`${DASHBOARD} is not a chunk of its own: the dashboard is counted as the entry alone`);

const pages = [
  { name: 'sign-in', bytes: total(entry), files: entry.size },
  { name: 'dashboard', bytes: total(dashboard), files: dashboard.size },
];
console.log(`JavaScript loaded per page, gzipped (budget ${budgetKiB} KiB):`);
for (const p of pages) console.log(`  ${p.name.padEnd(10)} ${kib(p.bytes).padStart(10)}  (${p.files} files)`);

// Route chunks: the entry's dynamic imports (the router's lazy route components); each line is
// what navigating there adds to the entry, its own chunk first.
console.log('Route chunks (own chunk / added to the entry with its static imports), gzipped:');
const routes = (manifest[entryKey]?.dynamicImports ?? []).map((key) => {
  const added = [...closure(key)].filter((file) => !entry.has(file));
  return { key, own: gz(manifest[key]?.file ?? ''), added: total(added) };
});
for (const r of routes.sort((a, b) => b.added - a.added)) console.log(`  ${r.key.padEnd(58)} ${kib(r.own).padStart(10)} ${kib(r.added).padStart(10)}`);
const allJs = Object.values(manifest)
  .map((c) => c.file)
  .filter((f, i, all) => f.endsWith('.js') && all.indexOf(f) === i);
console.log(`All JavaScript: ${allJs.length} chunks, ${kib(total(allJs))} gzipped`);

// The playground is for development and the e2e build only (app/router.tsx).
const playground = Object.keys(manifest).filter((key) => key.includes('components/playground'));
if (playground.length > 0) console.log(`Playground code in the production build: ${playground.join(', ')}`);

const over = pages.filter((p) => p.bytes > budgetKiB * 1024);
if (over.length > 0) console.log(`Over budget: ${over.map((p) => p.name).join(', ')}`);
process.exit(over.length > 0 || playground.length > 0 ? 1 : 0);
