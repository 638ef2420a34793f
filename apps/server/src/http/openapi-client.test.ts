import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_COOKIE } from '@outpost/contracts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { makeOrgWithLocation } from '../modules/tickets/tickets.fixtures.ts';

/**
 * What an integrator does with /api/docs/json: generate a typed client from a running server's
 * document (openapi-typescript, openapi-fetch), compile it with the strictest settings, then
 * sign in with it, create a ticket and list the tickets.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const email = 'integrator@example.com';
const password = 'integrator-password-1';

// The integrator's program, typed by the generated `paths`: a wrong path, body or field fails tsc.
const CLIENT_SOURCE = `
import createClient from 'openapi-fetch';
import type { paths } from './outpost-api.ts';

const [baseUrl, email, password, organizationId, locationId] = process.argv.slice(2) as [string, string, string, string, string];
const client = createClient<paths>({ baseUrl });

const login = await client.POST('/api/auth/login', { body: { email, password } });
if (!login.data) throw new Error('sign-in failed: ' + JSON.stringify(login.error));
const cookie = login.response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const headers = { cookie, '${CSRF_HEADER}': login.data.csrfToken };

const created = await client.POST('/api/ticketing/ticket', {
  body: { summary: 'Printer jammed', organizationId: Number(organizationId), locationId: Number(locationId) },
  headers,
});
if (!created.data) throw new Error('create failed: ' + JSON.stringify(created.error));

const list = await client.GET('/api/ticketing/tickets', { params: { query: { pageIndex: 0, pageSize: 20 } }, headers });
if (!list.data) throw new Error('list failed: ' + JSON.stringify(list.error));
const anonymous = await client.GET('/api/ticketing/tickets', {});
console.log(JSON.stringify({
  createdId: created.data.id,
  listed: list.data.data.map((ticket) => ({ id: ticket.id, summary: ticket.summary })),
  totalCount: list.data.totalCount,
  anonymous: { status: anonymous.response.status, resultCode: anonymous.error?.resultCode },
}));
`;

let ctx: TestContext;
let baseUrl: string;
let workDir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.services.users.create({ email, name: 'Integrator', role: 'SYSTEM_ADMINISTRATOR', technicianRoleId: null, password });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  // Inside the repository, so that the program resolves openapi-fetch from its node_modules.
  await mkdir(path.join(repoRoot, '.tmp'), { recursive: true });
  workDir = await mkdtemp(path.join(repoRoot, '.tmp', 'integrator-'));
});
afterAll(async () => {
  await ctx?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

function run(command: string, args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: workDir });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('a client generated from /api/docs/json', () => {
  it('signs in, creates a ticket and lists the tickets', async () => {
    // The integrator signs in to read the document, which is for signed-in users like the API.
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const session = login.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0]!;
    const documentResponse = await fetch(`${baseUrl}/api/docs/json`, { headers: { cookie: session } });
    expect(documentResponse.status).toBe(200);
    await writeFile(path.join(workDir, 'outpost-api.ts'), astToString(await openapiTS((await documentResponse.json()) as OpenAPI3)));
    await writeFile(path.join(workDir, 'client.ts'), CLIENT_SOURCE);
    await writeFile(
      path.join(workDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          allowImportingTsExtensions: true,
          skipLibCheck: true,
          types: ['node'],
        },
        files: ['client.ts'],
      }),
    );
    await writeFile(path.join(workDir, 'package.json'), JSON.stringify({ type: 'module' }));

    const compiled = await run(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', workDir]);
    expect(compiled.out).toBe('');
    expect(compiled.code).toBe(0);

    const { org, location } = await makeOrgWithLocation(ctx);
    const result = await run(process.execPath, [
      '--import',
      'tsx',
      path.join(workDir, 'client.ts'),
      baseUrl,
      email,
      password,
      String(org.id),
      String(location.id),
    ]);
    expect(result.code, result.out).toBe(0);
    const answer = JSON.parse(result.out.trim().split('\n').at(-1)!) as {
      createdId: number;
      listed: { id: number; summary: string }[];
      totalCount: number;
      anonymous: unknown;
    };
    expect(answer.listed).toContainEqual({ id: answer.createdId, summary: 'Printer jammed' });
    expect(answer.totalCount).toBe(1);
    expect(answer.anonymous).toEqual({ status: 401, resultCode: 'UNAUTHENTICATED' });
  }, 300_000);

  it('would not compile a call the document does not allow', async () => {
    await writeFile(path.join(workDir, 'client.ts'), CLIENT_SOURCE.replace("summary: 'Printer jammed'", "subject: 'Printer jammed'"));
    const compiled = await run(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', workDir]);
    expect(compiled.code).not.toBe(0);
    expect(compiled.out).toContain("'subject' does not exist");
  }, 300_000);
});
