/**
 * Scripts end to end: the REAL server in-process (PGlite, loopback HTTP) and a REAL agent process
 * (`outpost-agent run`, from source through tsx). A bash script with two variables runs with
 * values full of shell syntax; its output and exit code are stored. A scoped technician cannot
 * run on another organization's device. The agent killed mid-run reports INTERRUPTED after its
 * restart, and a marker file proves the script ran once.
 */
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Script, ScriptRun, ScriptRunDevice, TablePage } from '@outpost/contracts';
import { makeEnrollmentToken, makeOrganization } from '../../../server/src/test/factories.ts';
import { signIn, type TestContext } from '../../../server/src/test/harness.ts';
import { enrolledDeviceId, startAgentProcess } from './testing/agent-process.ts';
import { startRealServer, type Inject, type RealServer } from './testing/real-server.ts';
import { signInTechnician } from '../../../server/src/modules/tickets/tickets.fixtures.ts';

const FINAL = ['SUCCEEDED', 'FAILED', 'TIMED_OUT', 'CANCELLED', 'INTERRUPTED', 'EXPIRED', 'NO_USER_LOGGED_ON'];

describe('scripts: real agent process ↔ real server', { timeout: 180_000 }, () => {
  let server: RealServer | undefined;
  let inject: Inject;
  let serverUrl = '';
  let tmp = '';
  let admin: { headers: Record<string, string> };
  let ctx: TestContext;
  let orgA = 0;
  let orgB = 0;
  let tokenA = '';
  const agents: ChildProcess[] = [];

  beforeAll(async () => {
    server = await startRealServer('outpost-scripts-e2e-');
    ({ inject, url: serverUrl, tmp, ctx } = server);
    const session = await signIn(ctx);
    admin = session;
    orgA = (await makeOrganization(ctx, 'Alpha')).id;
    orgB = (await makeOrganization(ctx, 'Beta')).id;
    tokenA = (await makeEnrollmentToken(ctx, orgA, session.userId)).token;
  }, 120_000);
  afterAll(async () => {
    for (const a of agents) a.kill('SIGKILL');
    await server?.close();
  });

  /** Starts `outpost-agent run` as its own process; resolves once its device is enrolled. */
  function startAgent(dataDir: string, logs: string[]): ChildProcess {
    const child = startAgentProcess({ dataDir, serverUrl, token: tokenA, logs });
    agents.push(child);
    return child;
  }

  const deviceIdOf = enrolledDeviceId;

  async function deviceRow(runId: number, until: (row: ScriptRunDevice) => boolean, logs: string[]): Promise<ScriptRunDevice> {
    let row: ScriptRunDevice | undefined;
    for (const end = Date.now() + 60_000; Date.now() < end;) {
      row = (await inject({ url: `/api/script-runs/${runId}/devices`, headers: admin.headers })).json<TablePage<ScriptRunDevice>>().data[0];
      if (row && until(row)) return row;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`run ${runId} stayed ${row?.status}\n${logs.join('')}`);
  }

  async function createScript(body: object): Promise<Script> {
    const created = await inject({ method: 'POST', url: '/api/scripts', headers: admin.headers, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<Script>();
  }

  it('runs a bash script with two variables byte for byte; stores output and exit code; refuses another organization', async () => {
    const dataDir = join(tmp, 'agent-1');
    const logs: string[] = [];
    const agent = startAgent(dataDir, logs);
    const nodeId = await deviceIdOf(dataDir);
    const script = await createScript({
      name: 'Echo variables',
      language: 'bash',
      operatingSystems: ['LINUX'],
      body: 'printf "%s|" "$GREETING" "$COUNT"\nprintf "warn" >&2\nexit 7\n',
      variables: [
        { name: 'Greeting', calculatedName: 'GREETING', type: 'TEXT', required: true },
        { name: 'Count', calculatedName: 'COUNT', type: 'INTEGER' },
      ],
    });
    const shellish = `it's "q" $(echo no) \`echo no\`; echo no\nnext line `;
    // Exactly the 32 KiB a value may have.
    const greeting = shellish + 'x'.repeat(32 * 1024 - shellish.length);
    const started = await inject({
      method: 'POST',
      url: `/api/scripts/${script.id}/runs`,
      headers: admin.headers,
      payload: { target: { kind: 'DEVICES', deviceIds: [nodeId] }, values: { GREETING: greeting, COUNT: '-42' } },
    });
    expect(started.statusCode, started.body).toBe(201);
    const run = started.json<ScriptRun>();
    const row = await deviceRow(run.id, (r) => FINAL.includes(r.status), logs);
    expect(row, logs.join('')).toMatchObject({ status: 'FAILED', exitCode: 7, stderr: { head: 'warn', tail: '', droppedBytes: 0 } });
    const stdout = row.stdout!.head + row.stdout!.tail;
    expect(stdout).toBe(`${greeting}|-42|`);
    expect(row.durationMs).toBeGreaterThanOrEqual(0);

    // A technician of organization B only: the device of A is not theirs to run on.
    const techB = await signInTechnician(ctx as never, ['canRunScripts', 'canRunScriptsAsSystem'], [orgB]);
    const refused = await inject({
      method: 'POST',
      url: `/api/scripts/${script.id}/runs`,
      headers: techB.headers,
      payload: { target: { kind: 'DEVICES', deviceIds: [nodeId] }, values: { GREETING: 'x' } },
    });
    expect(refused.statusCode).toBe(404);
    const output = await inject({ url: `/api/script-run-devices/${row.id}`, headers: techB.headers });
    expect(output.statusCode).toBe(404);
    agent.kill('SIGTERM');
  });

  it('reports INTERRUPTED after the agent is killed mid-run and restarted; the script ran once', async () => {
    const dataDir = join(tmp, 'agent-2');
    const marker = join(tmp, 'ran-once.txt');
    const logs: string[] = [];
    let agent = startAgent(dataDir, logs);
    const nodeId = await deviceIdOf(dataDir);
    const script = await createScript({
      name: 'Long one',
      language: 'sh',
      operatingSystems: ['LINUX'],
      body: `echo ran >> "${marker}"\nsleep 30\n`,
      defaultTimeoutSeconds: 60,
    });
    const run = (
      await inject({
        method: 'POST',
        url: `/api/scripts/${script.id}/runs`,
        headers: admin.headers,
        payload: { target: { kind: 'DEVICES', deviceIds: [nodeId] } },
      })
    ).json<ScriptRun>();
    await deviceRow(run.id, (r) => r.status === 'RUNNING', logs);
    for (const end = Date.now() + 10_000; !(await readFile(marker, 'utf8').catch(() => '')) && Date.now() < end;) await new Promise((r) => setTimeout(r, 100));
    agent.kill('SIGKILL');
    await new Promise((r) => agent.once('exit', r));

    agent = startAgent(dataDir, logs);
    const row = await deviceRow(run.id, (r) => FINAL.includes(r.status), logs);
    expect(row.status, logs.join('')).toBe('INTERRUPTED');
    // Given time to run it again (it would be handed over again within a poll), it did not.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await readFile(marker, 'utf8')).toBe('ran\n');
    agent.kill('SIGTERM');
  });
});
