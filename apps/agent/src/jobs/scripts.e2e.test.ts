/**
 * Scripts end to end: the REAL server in-process (PGlite, loopback HTTP) and a REAL agent process
 * (`outpost-agent run`, from source through tsx). A bash script with two variables runs with
 * values full of shell syntax; its output and exit code are stored. A scoped technician cannot
 * run on another organization's device. The agent killed mid-run reports INTERRUPTED after its
 * restart, and a marker file proves the script ran once.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Script, ScriptRun, ScriptRunDevice, TablePage } from '@outpost/contracts';
import { enrolledDeviceId } from './testing/agent-process.ts';
import { agentsWorld } from './testing/agents-world.ts';
import { signInTechnician } from '../../../server/src/modules/tickets/tickets.fixtures.ts';

const FINAL = ['SUCCEEDED', 'FAILED', 'TIMED_OUT', 'CANCELLED', 'INTERRUPTED', 'EXPIRED', 'NO_USER_LOGGED_ON'];

describe('scripts: real agent process ↔ real server', { timeout: 180_000 }, () => {
  const world = agentsWorld('outpost-scripts-e2e-');

  async function deviceRow(runId: number, until: (row: ScriptRunDevice) => boolean, logs: string[]): Promise<ScriptRunDevice> {
    let row: ScriptRunDevice | undefined;
    for (const end = Date.now() + 60_000; Date.now() < end;) {
      row = (await world.inject({ url: `/api/script-runs/${runId}/devices`, headers: world.admin.headers })).json<TablePage<ScriptRunDevice>>().data[0];
      if (row && until(row)) return row;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`run ${runId} stayed ${row?.status}\n${logs.join('')}`);
  }

  async function createScript(body: object): Promise<Script> {
    const created = await world.inject({ method: 'POST', url: '/api/scripts', headers: world.admin.headers, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<Script>();
  }

  it('runs a bash script with two variables byte for byte; stores output and exit code; refuses another organization', async () => {
    const dataDir = join(world.tmp, 'agent-1');
    const logs: string[] = [];
    const agent = world.startAgent(dataDir, logs);
    const nodeId = await enrolledDeviceId(dataDir);
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
    const started = await world.inject({
      method: 'POST',
      url: `/api/scripts/${script.id}/runs`,
      headers: world.admin.headers,
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
    const techB = await signInTechnician(world.ctx as never, ['canRunScripts', 'canRunScriptsAsSystem'], [world.orgB]);
    const refused = await world.inject({
      method: 'POST',
      url: `/api/scripts/${script.id}/runs`,
      headers: techB.headers,
      payload: { target: { kind: 'DEVICES', deviceIds: [nodeId] }, values: { GREETING: 'x' } },
    });
    expect(refused.statusCode).toBe(404);
    const output = await world.inject({ url: `/api/script-run-devices/${row.id}`, headers: techB.headers });
    expect(output.statusCode).toBe(404);
    agent.kill('SIGTERM');
  });

  it('reports INTERRUPTED after the agent is killed mid-run and restarted; the script ran once', async () => {
    const dataDir = join(world.tmp, 'agent-2');
    const marker = join(world.tmp, 'ran-once.txt');
    const logs: string[] = [];
    let agent = world.startAgent(dataDir, logs);
    const nodeId = await enrolledDeviceId(dataDir);
    const script = await createScript({
      name: 'Long one',
      language: 'sh',
      operatingSystems: ['LINUX'],
      body: `echo ran >> "${marker}"\nsleep 30\n`,
      defaultTimeoutSeconds: 60,
    });
    const run = (
      await world.inject({
        method: 'POST',
        url: `/api/scripts/${script.id}/runs`,
        headers: world.admin.headers,
        payload: { target: { kind: 'DEVICES', deviceIds: [nodeId] } },
      })
    ).json<ScriptRun>();
    await deviceRow(run.id, (r) => r.status === 'RUNNING', logs);
    for (const end = Date.now() + 10_000; !(await readFile(marker, 'utf8').catch(() => '')) && Date.now() < end;) await new Promise((r) => setTimeout(r, 100));
    agent.kill('SIGKILL');
    await new Promise((r) => agent.once('exit', r));

    agent = world.startAgent(dataDir, logs);
    const row = await deviceRow(run.id, (r) => FINAL.includes(r.status), logs);
    expect(row.status, logs.join('')).toBe('INTERRUPTED');
    // Given time to run it again (it would be handed over again within a poll), it did not.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await readFile(marker, 'utf8')).toBe('ran\n');
    agent.kill('SIGTERM');
  });
});
