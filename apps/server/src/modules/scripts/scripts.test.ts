import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AgentWork,
  Script,
  ScriptCategory,
  ScriptRun,
  ScriptRunDevice,
  ScriptRunReach,
  ScriptSummary,
  ScriptVersion,
  ScriptVersionSummary,
  TablePage,
} from '@outpost/contracts';
import { enrollDevice, factsFor, heartbeat, makeEnrollmentToken, makeOrganization } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { api, signInTechnician, type Caller } from '../tickets/tickets.fixtures.ts';
import { scriptRunDevices } from './scripts.schema.ts';

let ctx: TestContext;
let admin: Caller;
let orgA: number;
let orgB: number;
const devices: Record<string, { nodeId: number; credential: string }> = {};

const agent = (host: string) => {
  const headers = { authorization: `Bearer ${devices[host]!.credential}` };
  return {
    work: async () => (await ctx.app.inject({ method: 'GET', url: '/api/agent/work?waitSeconds=0', headers })).json<AgentWork>(),
    body: (versionId: number) => ctx.app.inject({ method: 'GET', url: `/api/agent/scripts/versions/${versionId}`, headers }),
    report: (runUid: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/agent/scripts/runs/${runUid}/result`, headers, payload }),
  };
};

const inventory = {
  name: 'Inventory',
  description: 'Lists what is installed',
  language: 'bash',
  operatingSystems: ['LINUX'],
  body: 'echo "host=$HOST_LABEL mode=$MODE"\n',
  variables: [
    { name: 'Label', calculatedName: 'HOST_LABEL', type: 'TEXT', required: true },
    { name: 'Mode', calculatedName: 'MODE', type: 'DROPDOWN', valueList: ['fast', 'full'] },
    { name: 'Token', calculatedName: 'API_TOKEN', type: 'TEXT', secret: true },
  ],
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  orgA = (await makeOrganization(ctx, 'Alpha')).id;
  orgB = (await makeOrganization(ctx, 'Beta')).id;
  for (const [host, org] of [
    ['a-1', orgA],
    ['a-2', orgA],
    ['b-1', orgB],
  ] as const) {
    const token = (await makeEnrollmentToken(ctx, org, admin.userId)).token;
    const { response } = await enrollDevice(ctx, token, host);
    devices[host] = response.json<{ nodeId: number; credential: string }>();
    await heartbeat(ctx, devices[host]!.credential, factsFor(host));
  }
}, 180_000);
afterAll(() => ctx.close());

describe('the script library', () => {
  it('saves every edit as a version with its body SHA-256 and answers both for the diff', async () => {
    const created = await api(ctx, admin).post('/api/scripts', inventory);
    expect(created.statusCode).toBe(201);
    const script = created.json<Script>();
    expect(script).toMatchObject({
      name: 'Inventory',
      version: 1,
      runAs: 'SYSTEM',
      defaultTimeoutSeconds: 300,
      bodySha256: createHash('sha256').update(inventory.body).digest('hex'),
    });
    expect(script.variables.map((v) => v.calculatedName)).toEqual(['HOST_LABEL', 'MODE', 'API_TOKEN']);

    const saved = await api(ctx, admin).put(`/api/scripts/${script.id}`, { ...inventory, body: 'echo v2\n', version: 1 });
    expect(saved.json<Script>()).toMatchObject({ version: 2, body: 'echo v2\n' });
    // An editor that started from version 1 cannot overwrite version 2.
    const stale = await api(ctx, admin).put(`/api/scripts/${script.id}`, { ...inventory, body: 'lost', version: 1 });
    expect(stale.statusCode).toBe(409);

    const versions = (await api(ctx, admin).get(`/api/scripts/${script.id}/versions`)).json<ScriptVersionSummary[]>();
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    const v1 = (await api(ctx, admin).get(`/api/scripts/${script.id}/versions/1`)).json<ScriptVersion>();
    expect(v1.body).toBe(inventory.body);
    await api(ctx, admin).put(`/api/scripts/${script.id}`, { ...inventory, version: 2 });
  });

  it('refuses bad definitions with the field and its words, and saves nothing', async () => {
    const bad = await api(ctx, admin).post('/api/scripts', { ...inventory, name: 'Bad', variables: [{ name: 'x', calculatedName: '9X', type: 'DROPDOWN' }] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: Record<string, string[]> }>().fields)).toEqual(
      expect.arrayContaining(['variables.0.calculatedName', 'variables.0.valueList']),
    );
    const list = (await api(ctx, admin).get('/api/scripts?globalFilter=Bad')).json<TablePage<ScriptSummary>>();
    expect(list.totalCount).toBe(0);
  });

  it('lists built-in templates per OS, searches, filters by category and bulk-deletes (not templates)', async () => {
    const all = (await api(ctx, admin).get('/api/scripts?pageSize=100')).json<TablePage<ScriptSummary>>();
    const templates = all.data.filter((s) => s.builtIn);
    expect(templates.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Disk usage report (Linux/macOS)', 'Restart a service (Windows)', 'Clear temporary files (Windows)']),
    );
    const categories = (await api(ctx, admin).get('/api/script-categories')).json<ScriptCategory[]>();
    const services = categories.find((c) => c.name === 'Services')!;
    expect(services.scriptCount).toBe(2);
    const filtered = (await api(ctx, admin).get(`/api/scripts?filters=${encodeURIComponent(JSON.stringify({ categoryId: [services.id] }))}`)).json<
      TablePage<ScriptSummary>
    >();
    expect(filtered.data.map((s) => s.name).sort()).toEqual(['Restart a service (Windows)', 'Restart a service (systemd)']);
    expect((await api(ctx, admin).get('/api/scripts?globalFilter=temporary')).json<TablePage<ScriptSummary>>().totalCount).toBe(2);

    const a = (await api(ctx, admin).post('/api/scripts', { ...inventory, name: 'Throwaway 1' })).json<Script>();
    const b = (await api(ctx, admin).post('/api/scripts', { ...inventory, name: 'Throwaway 2' })).json<Script>();
    const refused = await api(ctx, admin).post('/api/scripts/delete', { ids: [a.id, templates[0]!.id] });
    expect(refused.statusCode).toBe(403);
    expect((await api(ctx, admin).get(`/api/scripts/${a.id}`)).statusCode).toBe(200);
    const deleted = await api(ctx, admin).post('/api/scripts/delete', { ids: [a.id, b.id] });
    expect(deleted.json()).toEqual({ deleted: 2 });
    expect((await api(ctx, admin).get(`/api/scripts/${a.id}`)).statusCode).toBe(404);
  });

  it("keeps one organization's scripts from another organization's technicians", async () => {
    const ofB = (await api(ctx, admin).post('/api/scripts', { ...inventory, name: 'Beta only', organizationId: orgB })).json<Script>();
    const techA = await signInTechnician(ctx, ['canManageScripts', 'canRunScripts'], [orgA]);
    expect((await api(ctx, techA).get(`/api/scripts/${ofB.id}`)).statusCode).toBe(404);
    expect((await api(ctx, techA).get('/api/scripts?globalFilter=Beta')).json<TablePage<ScriptSummary>>().totalCount).toBe(0);
    // A scoped technician may not change the shared library, which reaches every organization.
    expect((await api(ctx, techA).post('/api/scripts', { ...inventory, name: 'Shared by A' })).statusCode).toBe(403);
    expect((await api(ctx, techA).post('/api/scripts', { ...inventory, name: 'Alpha tool', organizationId: orgA })).statusCode).toBe(201);
  });
});

describe('runs', () => {
  async function inventoryId() {
    return (await api(ctx, admin).get('/api/scripts?globalFilter=Inventory')).json<TablePage<ScriptSummary>>().data[0]!.id;
  }

  it('runs on devices: the agent gets it in its script lane, fetches the body by version, and its masked result is stored', async () => {
    const id = await inventoryId();
    const reach = (
      await api(ctx, admin).post(`/api/scripts/${id}/runs/reach`, { target: { kind: 'DEVICES', deviceIds: [devices['a-1']!.nodeId, devices['b-1']!.nodeId] } })
    ).json<ScriptRunReach>();
    expect(reach).toEqual({ deviceCount: 2, organizationCount: 2, offlineCount: 0 });

    const values = { HOST_LABEL: `it's "quoted" $(whoami) \`id\`; rm -rf /\nline2`, MODE: 'full', API_TOKEN: 's3cret-token' };
    const started = await api(ctx, admin).post(`/api/scripts/${id}/runs`, { target: { kind: 'DEVICES', deviceIds: [devices['a-1']!.nodeId] }, values });
    expect(started.statusCode).toBe(201);
    const run = started.json<ScriptRun>();
    expect(run).toMatchObject({ scriptName: 'Inventory', version: 3, deviceCount: 1, counts: { QUEUED: 1 }, requestedByName: expect.any(String) });

    const work = await agent('a-1').work();
    expect(work.scripts).toHaveLength(1);
    const handed = work.scripts[0]!;
    expect(handed.env).toEqual(values);
    expect(handed.runAs).toBe('SYSTEM');
    // Handed once: the next poll does not hand it again while the agent runs it.
    expect((await agent('a-1').work()).scripts).toHaveLength(0);
    const body = (await agent('a-1').body(handed.scriptVersionId)).json<{ body: string; sha256: string }>();
    expect(createHash('sha256').update(body.body).digest('hex')).toBe(handed.sha256);
    // Another device has no run of this version: it may not read the body.
    expect((await agent('b-1').body(handed.scriptVersionId)).statusCode).toBe(404);

    expect((await agent('a-1').report(handed.runUid, { status: 'RUNNING' })).json()).toEqual({ cancelRequested: false });
    const done = await agent('a-1').report(handed.runUid, {
      status: 'SUCCEEDED',
      exitCode: 0,
      durationMs: 42,
      stdout: { head: 'token is s3cret-token\n', tail: 'end', droppedBytes: 1000 },
      stderr: { head: '', tail: '', droppedBytes: 0 },
    });
    expect(done.statusCode).toBe(200);

    const rows = (await api(ctx, admin).get(`/api/script-runs/${run.id}/devices`)).json<TablePage<ScriptRunDevice>>();
    expect(rows.data[0]).toMatchObject({
      status: 'SUCCEEDED',
      exitCode: 0,
      durationMs: 42,
      stdout: { head: 'token is ********\n', tail: 'end', droppedBytes: 1000 },
    });
    const history = (await api(ctx, admin).get(`/api/devices/${devices['a-1']!.nodeId}/script-runs?globalFilter=token`)).json<TablePage<ScriptRunDevice>>();
    expect(history.data.map((r) => r.id)).toEqual([rows.data[0]!.id]);

    // Again, with other values: the run view offers the previous output to compare.
    const again = (
      await api(ctx, admin).post(`/api/scripts/${id}/runs`, {
        target: { kind: 'DEVICES', deviceIds: [devices['a-1']!.nodeId] },
        values: { ...values, MODE: 'fast' },
      })
    ).json<ScriptRun>();
    const second = (await agent('a-1').work()).scripts[0]!;
    await agent('a-1').report(second.runUid, { status: 'FAILED', exitCode: 3, durationMs: 5, stdout: { head: 'other', tail: '', droppedBytes: 0 } });
    const secondRow = (await api(ctx, admin).get(`/api/script-runs/${again.id}/devices`)).json<TablePage<ScriptRunDevice>>().data[0]!;
    const detail = (await api(ctx, admin).get(`/api/script-run-devices/${secondRow.id}`)).json<ScriptRunDevice>();
    expect(detail).toMatchObject({ status: 'FAILED', exitCode: 3, previousStdout: 'token is ********\nend' });
  });

  it('refuses invalid values by variable, before anything is queued', async () => {
    const id = await inventoryId();
    const bad = await api(ctx, admin).post(`/api/scripts/${id}/runs`, {
      target: { kind: 'DEVICES', deviceIds: [devices['a-2']!.nodeId] },
      values: { MODE: 'turbo', EXTRA: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fields: { 'values.HOST_LABEL': ['Required'], 'values.MODE': ['Choose one of the listed values'], 'values.EXTRA': ['The script has no such variable'] },
    });
    expect((await agent('a-2').work()).scripts).toHaveLength(0);
  });

  it("lets a scoped technician run only on their organization's devices, and as system only with that permission", async () => {
    const id = await inventoryId();
    const runner = await signInTechnician(ctx, ['canRunScripts'], [orgA]);
    const values = { HOST_LABEL: 'x' };
    const other = await api(ctx, runner).post(`/api/scripts/${id}/runs`, {
      target: { kind: 'DEVICES', deviceIds: [devices['b-1']!.nodeId] },
      values,
      runAs: 'LOGGED_ON_USER',
    });
    expect(other.statusCode).toBe(404);
    const asSystem = await api(ctx, runner).post(`/api/scripts/${id}/runs`, { target: { kind: 'DEVICES', deviceIds: [devices['a-1']!.nodeId] }, values });
    expect(asSystem.statusCode).toBe(403);
    expect(asSystem.json<{ message: string }>().message).toBe('You do not have permission to run scripts as the system account');
    const asUser = await api(ctx, runner).post(`/api/scripts/${id}/runs`, {
      target: { kind: 'DEVICES', deviceIds: [devices['a-1']!.nodeId] },
      values,
      runAs: 'LOGGED_ON_USER',
    });
    expect(asUser.statusCode).toBe(201);
    // The other organization's device never received anything, and its history is not theirs to read.
    expect((await agent('b-1').work()).scripts).toHaveLength(0);
    const history = (await api(ctx, runner).get(`/api/devices/${devices['b-1']!.nodeId}/script-runs`)).json<TablePage<ScriptRunDevice>>();
    expect(history.totalCount).toBe(0);
    const handed = (await agent('a-1').work()).scripts[0]!;
    expect(handed.runAs).toBe('LOGGED_ON_USER');
    await agent('a-1').report(handed.runUid, { status: 'NO_USER_LOGGED_ON', error: 'No user is logged on' });
  });

  it('cancels a queued run at once and asks the agent to stop a running one', async () => {
    const id = await inventoryId();
    const run = (
      await api(ctx, admin).post(`/api/scripts/${id}/runs`, {
        target: { kind: 'DEVICES', deviceIds: [devices['a-1']!.nodeId, devices['a-2']!.nodeId] },
        values: { HOST_LABEL: 'x' },
      })
    ).json<ScriptRun>();
    const handed = (await agent('a-1').work()).scripts[0]!;
    await agent('a-1').report(handed.runUid, { status: 'RUNNING' });
    const cancelled = (await api(ctx, admin).post(`/api/script-runs/${run.id}/cancel`)).json<ScriptRun>();
    expect(cancelled.counts).toEqual({ CANCELLED: 1, RUNNING: 1 });
    expect((await agent('a-1').work()).cancelScripts).toEqual([handed.runUid]);
    expect((await agent('a-2').work()).scripts).toHaveLength(0);
    await agent('a-1').report(handed.runUid, { status: 'CANCELLED', durationMs: 10 });
    expect((await api(ctx, admin).get(`/api/script-runs/${run.id}`)).json<ScriptRun>().counts).toEqual({ CANCELLED: 2 });

    // Cancelled while on its way to the agent (handed over, not yet started): starting it is answered "stop".
    const late = (
      await api(ctx, admin).post(`/api/scripts/${id}/runs`, { target: { kind: 'DEVICES', deviceIds: [devices['a-1']!.nodeId] }, values: { HOST_LABEL: 'x' } })
    ).json<ScriptRun>();
    const onItsWay = (await agent('a-1').work()).scripts[0]!;
    await api(ctx, admin).post(`/api/script-runs/${late.id}/cancel`);
    expect((await agent('a-1').report(onItsWay.runUid, { status: 'RUNNING' })).json()).toEqual({ cancelRequested: true });
    await agent('a-1').report(onItsWay.runUid, { status: 'SUCCEEDED', exitCode: 0 });
    expect((await api(ctx, admin).get(`/api/script-runs/${late.id}`)).json<ScriptRun>().counts).toEqual({ CANCELLED: 1 });
  });

  it('waits for an offline device until the run expires', async () => {
    const id = await inventoryId();
    ctx.clock.advance(10 * 60_000); // every device is now offline
    const run = (
      await api(ctx, admin).post(`/api/scripts/${id}/runs`, {
        target: { kind: 'DEVICES', deviceIds: [devices['a-2']!.nodeId] },
        values: { HOST_LABEL: 'x' },
        offlineWaitMinutes: 30,
      })
    ).json<ScriptRun>();
    expect(run.counts).toEqual({ OFFLINE_WAITING: 1 });
    ctx.clock.advance(31 * 60_000);
    expect((await api(ctx, admin).get(`/api/script-runs/${run.id}`)).json<ScriptRun>().counts).toEqual({ EXPIRED: 1 });
    // The device coming back later does not run it.
    await heartbeat(ctx, devices['a-2']!.credential);
    expect((await agent('a-2').work()).scripts).toHaveLength(0);
  });

  it('expires waiting devices on the scheduler, without anyone reading the run', async () => {
    const id = await inventoryId();
    ctx.clock.advance(10 * 60_000); // every device is now offline
    const run = (
      await api(ctx, admin).post(`/api/scripts/${id}/runs`, {
        target: { kind: 'DEVICES', deviceIds: [devices['a-1']!.nodeId, devices['a-2']!.nodeId] },
        values: { HOST_LABEL: 'x' },
        offlineWaitMinutes: 5,
      })
    ).json<ScriptRun>();
    // Read straight from the table: every route would expire due rows itself.
    const statuses = async () =>
      (await ctx.database.db.select({ status: scriptRunDevices.status }).from(scriptRunDevices).where(eq(scriptRunDevices.runId, run.id))).map((r) => r.status);
    ctx.clock.advance(4 * 60_000);
    await ctx.services.scheduling.scheduler.tick();
    expect(await statuses()).toEqual(['OFFLINE_WAITING', 'OFFLINE_WAITING']);
    ctx.clock.advance(2 * 60_000);
    await ctx.services.scheduling.scheduler.tick();
    expect(await statuses()).toEqual(['EXPIRED', 'EXPIRED']);
    // Due once: the run's schedule has ended.
    expect((await ctx.services.scheduling.scheduler.tick()).started).toBe(0);
  });
});
