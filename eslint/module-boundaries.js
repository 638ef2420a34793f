// Module boundaries (issue 29 §3, docs/ARCHITECTURE.md "Module boundaries"), as a lint rule so
// that CI fails on a new crossing instead of a review noticing it.
//
// Server: a module's tables and SQL are its own. A file under apps/server/src/modules/<m>/ may not
// import another module's `*.schema.ts` or `*.repository.ts`; it calls what that module exports
// (a service, a query function, a read model). Shared infrastructure lives under src/lib.
// Web: a feature under apps/web/src/features/<f>/ may import another feature only through that
// feature's `index.ts` (its public surface); widgets shared by several features belong in
// src/components. `auth` (the session) is app-wide and open to all.
//
// Crossings that predate the rule are listed in module-boundaries.baseline.json; the list may only
// shrink: an entry that no longer occurs is reported too, so a fix also removes its entry.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const baselineFile = path.join(import.meta.dirname, 'module-boundaries.baseline.json');
const SERVER_MODULES = 'apps/server/src/modules/';
const WEB_FEATURES = 'apps/web/src/features/';
const WEB_SHARED_FEATURES = new Set(['auth']);

/** The crossing an import makes, or null: `{ key, message }`, key as written in the baseline. */
export function crossingOf(fromFile, source, { dynamic = false } = {}) {
  if (!source.startsWith('.')) return null;
  const from = path.relative(root, fromFile).split(path.sep).join('/');
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), source));
  for (const [area, check] of [
    [SERVER_MODULES, serverCrossing],
    [WEB_FEATURES, webCrossing],
  ]) {
    if (!from.startsWith(area) || !target.startsWith(area)) continue;
    const own = from.slice(area.length).split('/')[0];
    const [other, ...rest] = target.slice(area.length).split('/');
    if (own === other || rest.length === 0) return null;
    const message = check(other, rest.join('/'), dynamic);
    if (!message) return null;
    const foreignKey = area === SERVER_MODULES && isSchema(from) && isSchema(target);
    return { key: `${from} -> ${target}`, message: foreignKey ? FOREIGN_KEY_ONLY : message, foreignKey };
  }
  return null;
}

const isSchema = (file) => file.endsWith('.schema.ts');
const FOREIGN_KEY_ONLY = "a schema names another module's table only in a foreign key: `.references(() => table.column)`";

/** True when every use of what `node` imports is inside a `.references(…)` call's argument. */
function onlyInForeignKeys(context, node) {
  if (node.type !== 'ImportDeclaration' || node.importKind === 'type') return false;
  return context.sourceCode.getDeclaredVariables(node).every((variable) => variable.references.every((ref) => insideReferencesCall(ref.identifier)));
}

function insideReferencesCall(identifier) {
  for (let child = identifier, parent = identifier.parent; parent; child = parent, parent = parent.parent) {
    const callee = parent.type === 'CallExpression' ? parent.callee : undefined;
    if (
      callee?.type === 'MemberExpression' &&
      callee.property.type === 'Identifier' &&
      callee.property.name === 'references' &&
      parent.arguments.includes(child)
    )
      return true;
  }
  return false;
}

function serverCrossing(module, file) {
  const name = path.posix.basename(file);
  if (name.endsWith('.schema.ts')) return `the tables of module '${module}' are its own: call what it exports instead of importing ${file}`;
  if (name.endsWith('.repository.ts')) return `the SQL of module '${module}' is its own: call its service or an exported query instead of ${file}`;
  return null;
}

// A feature's lazy.ts names the parts other features load on demand (`lazy(() => import(...))`): a
// dynamic import of index.ts would make everything index.ts exports one chunk with the pages that
// import it statically (the dashboard's first page grew by 139 KiB that way).
function webCrossing(feature, file, dynamic) {
  if (WEB_SHARED_FEATURES.has(feature) || /^index\.tsx?$/.test(file)) return null;
  if (dynamic && file === 'lazy.ts') return null;
  return dynamic
    ? `feature '${feature}' is loaded lazily through its lazy.ts (${file})`
    : `feature '${feature}' is reached through its index.ts; a widget several features use belongs in src/components (${file})`;
}

// The web build declares a feature's index.ts free of side effects (apps/web/vite.config.ts), so a page
// taking one part through it loads that part alone; code that runs on import there would be dropped.
const WEB_SURFACE = /^apps\/web\/src\/features\/[^/]+\/index\.tsx?$/;
const SURFACE_MESSAGE =
  "a feature's index.ts only exports: the build treats it as free of side effects (apps/web/vite.config.ts), so code run on import here would be dropped; put it in the file that needs it";

const baselines = new Map();
/** The baseline's entries; `file` is the rule's `baseline` option (tests give their own). */
function baselineEntries(file = baselineFile) {
  if (!baselines.has(file)) baselines.set(file, new Set(JSON.parse(readFileSync(file, 'utf8')).crossings));
  return baselines.get(file);
}

export default {
  rules: {
    'module-boundaries': {
      meta: {
        type: 'problem',
        schema: [{ type: 'object', properties: { baseline: { type: 'string' } }, additionalProperties: false }],
        docs: { description: 'Modules own their tables and SQL; features meet through index.ts' },
      },
      create(context) {
        const file = context.filename;
        const baseline = baselineEntries(context.options[0]?.baseline);
        const surface = WEB_SURFACE.test(path.relative(root, file).split(path.sep).join('/'));
        const seen = new Set();
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          const crossing = crossingOf(file, source, { dynamic: node.type === 'ImportExpression' });
          if (!crossing) return;
          if (crossing.foreignKey && onlyInForeignKeys(context, node)) return;
          seen.add(crossing.key);
          if (!baseline.has(crossing.key)) context.report({ node: node.source, message: crossing.message });
        };
        return {
          ImportDeclaration(node) {
            if (surface && node.specifiers.length === 0) context.report({ node, message: SURFACE_MESSAGE });
            check(node);
          },
          'Program > ExpressionStatement'(node) {
            if (surface) context.report({ node, message: SURFACE_MESSAGE });
          },
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          // A lazily loaded part (`lazy(() => import('../x/Y.tsx'))`) crosses the same boundary.
          ImportExpression: check,
          'Program:exit'(program) {
            const from = path.relative(root, file).split(path.sep).join('/');
            for (const key of baseline) {
              if (key.startsWith(`${from} -> `) && !seen.has(key)) {
                context.report({ node: program, message: `'${key}' no longer crosses a boundary: remove it from eslint/module-boundaries.baseline.json` });
              }
            }
          },
        };
      },
    },
  },
};
