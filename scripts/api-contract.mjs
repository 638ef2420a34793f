#!/usr/bin/env node
// The API contract: dumps the server's OpenAPI document (no running server needed), lints it
// with Redocly's recommended rules (redocly.yaml), and generates the typed paths the web app
// uses from it (apps/web/src/api/openapi.d.ts).
//   node scripts/api-contract.mjs check     lint, and fail when the committed types are stale (CI)
//   node scripts/api-contract.mjs generate  lint, and write the types
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(import.meta.dirname, '..');
const mode = process.argv[2];
if (mode !== 'check' && mode !== 'generate') {
  console.error('usage: api-contract.mjs check|generate');
  process.exit(2);
}
// .redocly.lint-ignore.yaml names this path: keep them in step.
const documentFile = path.join(root, '.tmp/openapi.json');
const typesFile = path.join(root, 'apps/web/src/api/openapi.d.ts');
const HEADER = "// Generated from the server's OpenAPI document by `npm run api:generate` (scripts/api-contract.mjs): do not edit.\n\n";

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

mkdirSync(path.dirname(documentFile), { recursive: true });
run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/openapi-dump.ts', documentFile]);
run(process.execPath, [path.join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', '--max-problems', '1000', documentFile]);

const document = JSON.parse(readFileSync(documentFile, 'utf8'));
const types = HEADER + astToString(await openapiTS(document));
if (mode === 'generate') {
  writeFileSync(typesFile, types);
  console.log(`wrote ${path.relative(root, typesFile)}`);
} else {
  let committed = '';
  try {
    committed = readFileSync(typesFile, 'utf8');
  } catch {
    // A missing file is stale too.
  }
  if (committed !== types) {
    console.error(`${path.relative(root, typesFile)} is not what the server's routes generate now: run \`npm run api:generate\` and commit it.`);
    process.exit(1);
  }
  console.log(`${path.relative(root, typesFile)} matches the server's routes`);
}
