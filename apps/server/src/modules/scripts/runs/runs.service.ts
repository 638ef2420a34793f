import { randomUUID } from 'node:crypto';
import { and, inArray, type SQL } from 'drizzle-orm';
import {
  FINAL_SCRIPT_RUN_STATUSES,
  scriptValuesErrors,
  type AgentScriptRun,
  type ParsedTableQuery,
  type ScriptRun,
  type ScriptRunDevice,
  type ScriptRunReach,
  type ScriptRunAs,
  type SessionUser,
  type TablePage,
  type agentScriptResultSchema,
  type scriptRunRequestSchema,
} from '@outpost/contracts';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { tablePageOf } from '../../../lib/table-query.ts';
import { holds, scopeOf } from '../../../policies/caller.ts';
import { mayScriptRun } from '../../../policies/script.policy.ts';
import { scopeSql } from '../../../policies/scope-sql.ts';
import type { KeySealer } from '../../backup/store/master-key.ts';
import type { ScriptsService } from '../scripts.service.ts';
import { scriptRunDevices } from '../scripts.schema.ts';
import type { RunsRepository, ScriptRunDeviceView, ScriptRunRow } from './runs.repository.ts';

type RunRequest = z.output<typeof scriptRunRequestSchema>;
type AgentResult = z.output<typeof agentScriptResultSchema>;

/** A handed-over run the agent has not reported RUNNING for this long is handed over again. */
export const REDELIVER_AFTER_MS = 60_000;
/** Runs one poll hands an agent at most. */
const TAKE_LIMIT = 20;
/** Secret values shorter than this are not masked in output: masking "1" would garble every number. */
export const MASK_MIN_LENGTH = 4;
const MASK = '********';

const runNotFound = () => new AppError('NOT_FOUND', 'Script run not found');
const noPermission = () => new AppError('FORBIDDEN', 'You do not have permission to run scripts');

/** Replaces every secret value in a stream's kept text. */
export function maskSecrets(text: string | null, secrets: readonly string[]): string | null {
  if (text === null) return null;
  let out = text;
  for (const s of secrets) if (s.length >= MASK_MIN_LENGTH) out = out.split(s).join(MASK);
  return out;
}

export interface RunsDeps {
  runs: RunsRepository;
  scripts: ScriptsService;
  clock: Clock;
  sealer: () => Promise<KeySealer>;
  /** The approved devices of a group the user may see (the device-groups module's member query). */
  groupMembers: (user: SessionUser, groupId: number) => Promise<number[]>;
  /** Wakes a device's work poll (the agent channel's wake-ups). */
  wake: (nodeId: number) => void;
  offlineAfterSeconds: number;
  /** Puts the run's expiry on the due-time scheduler, so waiting devices expire without a read. */
  scheduleExpiry: (runId: number, expiresAt: Date) => Promise<void>;
}

/** Runs of scripts on devices (issue 25 §4): start, watch, cancel, history; and the agent's lane. */
export function createRunsService(deps: RunsDeps) {
  const { runs, clock } = deps;
  const deviceScope = (user: SessionUser): SQL | undefined => scopeSql(scopeOf(user), scriptRunDevices.organizationId);
  const requireRunner = (user: SessionUser) => {
    if (!holds(user, 'canRunScripts')) throw noPermission();
  };

  /** The devices a request reaches, each checked against the run policy. */
  async function resolveTargets(user: SessionUser, request: Pick<RunRequest, 'target'>, scriptOrganizationId: number | null, runAs: ScriptRunAs) {
    const ids = request.target.kind === 'DEVICES' ? [...new Set(request.target.deviceIds)] : await deps.groupMembers(user, request.target.groupId);
    const upSince = new Date(clock.now().getTime() - deps.offlineAfterSeconds * 1000);
    const found = await runs.devicesAmong(ids, undefined, upSince);
    const byId = new Map(found.map((d) => [d.id, d]));
    for (const id of ids) {
      const device = byId.get(id);
      // A device outside the caller's organizations reads as missing, never as forbidden.
      if (!device || !mayScriptRun(user, 'read', { deviceOrganizationId: device.organizationId, scriptOrganizationId, runAs }))
        throw new AppError('NOT_FOUND', `Device not found: ${id}`);
      if (!mayScriptRun(user, 'start', { deviceOrganizationId: device.organizationId, scriptOrganizationId, runAs })) {
        throw new AppError(
          'FORBIDDEN',
          runAs === 'SYSTEM' && !holds(user, 'canRunScriptsAsSystem')
            ? 'You do not have permission to run scripts as the system account'
            : "This organization's script cannot run on another organization's device",
        );
      }
    }
    if (request.target.kind === 'GROUP' && ids.length === 0)
      throw new AppError('VALIDATION_FAILED', 'The group has no devices you may run scripts on', { target: ['The group has no devices'] });
    return found;
  }

  function presentRun(row: ScriptRunRow, counts: Record<string, number> | undefined): ScriptRun {
    return {
      id: row.id,
      scriptId: row.scriptId,
      scriptName: row.scriptName,
      version: row.version,
      runAs: row.runAs,
      timeoutSeconds: row.timeoutSeconds,
      requestedByName: row.requestedByName,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      deviceCount: row.deviceCount,
      organizationCount: row.organizationCount,
      counts: counts ?? {},
    };
  }

  async function presentDevice(view: ScriptRunDeviceView, withPrevious: boolean): Promise<ScriptRunDevice> {
    const r = view.row;
    const stream = (head: string | null, tail: string | null, dropped: number | null) =>
      head === null ? null : { head, tail: tail ?? '', droppedBytes: dropped ?? 0 };
    return {
      id: r.id,
      runId: r.runId,
      scriptId: r.scriptId,
      scriptName: view.scriptName,
      version: view.version,
      deviceId: r.nodeId,
      deviceName: view.deviceName,
      organizationName: view.organizationName,
      status: r.status,
      exitCode: r.exitCode,
      durationMs: r.durationMs,
      stdout: stream(r.stdoutHead, r.stdoutTail, r.stdoutDropped),
      stderr: stream(r.stderrHead, r.stderrTail, r.stderrDropped),
      error: r.error,
      createdAt: r.createdAt.toISOString(),
      startedAt: r.startedAt?.toISOString() ?? null,
      finishedAt: r.finishedAt?.toISOString() ?? null,
      previousStdout: withPrevious ? await runs.previousStdout(r) : null,
    };
  }

  async function requireRun(user: SessionUser, runId: number): Promise<ScriptRunRow> {
    requireRunner(user);
    const run = await runs.run(runId);
    if (!run) throw runNotFound();
    // A run that reached none of the caller's organizations is not theirs to see.
    const counts = await runs.statusCounts([run.id], deviceScope(user));
    if (!counts.get(run.id)) throw runNotFound();
    return run;
  }

  async function requireDeviceRow(user: SessionUser, id: number): Promise<ScriptRunDeviceView> {
    requireRunner(user);
    const view = await runs.deviceRow(id);
    if (!view || !mayScriptRun(user, 'read', { deviceOrganizationId: view.row.organizationId, scriptOrganizationId: null, runAs: 'LOGGED_ON_USER' }))
      throw runNotFound();
    return view;
  }

  const expireDue = () => runs.expire(clock.now());

  return {
    /** What the confirmation says: how many devices in how many organizations, how many offline. */
    async reach(user: SessionUser, scriptId: number, request: Pick<RunRequest, 'target' | 'runAs'>): Promise<ScriptRunReach> {
      const { script, version } = await deps.scripts.runnable(user, scriptId);
      const devices = await resolveTargets(user, request, script.organizationId, request.runAs ?? version.runAs);
      return {
        deviceCount: devices.length,
        organizationCount: new Set(devices.map((d) => d.organizationId)).size,
        offlineCount: devices.filter((d) => !d.isUp).length,
      };
    },

    /** Starts a run: one row per device, queued (or waiting for an offline device until it expires). */
    async start(user: SessionUser, scriptId: number, request: RunRequest): Promise<ScriptRun> {
      const { script, version } = await deps.scripts.runnable(user, scriptId, request.version);
      const runAs = request.runAs ?? version.runAs;
      const errors = scriptValuesErrors(version.variables, request.values);
      if (Object.keys(errors).length > 0) {
        throw new AppError('VALIDATION_FAILED', 'Some values are invalid', Object.fromEntries(Object.entries(errors).map(([k, v]) => [`values.${k}`, v])));
      }
      const devices = await resolveTargets(user, request, script.organizationId, runAs);
      // Every variable reaches the script, an empty one as an empty value.
      const env = Object.fromEntries(version.variables.map((v) => [v.calculatedName, request.values[v.calculatedName] ?? '']));
      const now = clock.now();
      const sealed = (await deps.sealer()).seal(Buffer.from(JSON.stringify(env), 'utf8'));
      const run = await runs.createRun(
        {
          scriptId: script.id,
          scriptVersionId: version.id,
          scriptName: version.name,
          version: version.version,
          runAs,
          timeoutSeconds: request.timeoutSeconds ?? version.defaultTimeoutSeconds,
          valuesSealed: sealed,
          secretNames: version.variables.filter((v) => v.secret).map((v) => v.calculatedName),
          requestedByUserId: user.id,
          requestedByName: user.name,
          target: request.target.kind === 'GROUP' ? { kind: 'GROUP', groupId: request.target.groupId } : { kind: 'DEVICES' },
          deviceCount: devices.length,
          organizationCount: new Set(devices.map((d) => d.organizationId)).size,
          createdAt: now,
          expiresAt: new Date(now.getTime() + request.offlineWaitMinutes * 60_000),
        },
        devices.map((d) => ({ nodeId: d.id, organizationId: d.organizationId, status: d.isUp ? 'QUEUED' : 'OFFLINE_WAITING', runUid: randomUUID() })),
      );
      // Every run, not only those with offline devices: a device may drop before it takes its run.
      await deps.scheduleExpiry(run.id, run.expiresAt);
      for (const d of devices) deps.wake(d.id);
      return presentRun(run, (await runs.statusCounts([run.id], undefined)).get(run.id));
    },

    /** Every run (the activity record: who, which script version, how many devices, when), of the caller's organizations. */
    async listRuns(user: SessionUser, query: ParsedTableQuery, scriptId?: number): Promise<TablePage<ScriptRun>> {
      requireRunner(user);
      const startedAt = Date.now();
      await expireDue();
      const { rows, total } = await runs.pageRuns(query, deviceScope(user), scriptId);
      const counts = await runs.statusCounts(
        rows.map((r) => r.id),
        deviceScope(user),
      );
      return tablePageOf(
        rows.map((r) => presentRun(r, counts.get(r.id))),
        total,
        query,
        startedAt,
      );
    },

    async getRun(user: SessionUser, runId: number): Promise<ScriptRun> {
      await expireDue();
      const run = await requireRun(user, runId);
      return presentRun(run, (await runs.statusCounts([run.id], deviceScope(user))).get(run.id));
    },

    /** The run's devices the caller may see, with live status and results. */
    async runDevices(user: SessionUser, runId: number, query: ParsedTableQuery): Promise<TablePage<ScriptRunDevice>> {
      const startedAt = Date.now();
      const run = await requireRun(user, runId);
      const { rows, total } = await runs.pageDevices(and2(inArray(scriptRunDevices.runId, [run.id]), deviceScope(user)), query, false);
      return tablePageOf(await Promise.all(rows.map((r) => presentDevice(r, false))), total, query, startedAt);
    },

    /** One device's run in full, with the previous run's output of the same script on the same device. */
    async deviceRun(user: SessionUser, id: number): Promise<ScriptRunDevice> {
      await expireDue();
      return presentDevice(await requireDeviceRow(user, id), true);
    },

    /** A device's run history (searchable), newest first. */
    async deviceHistory(user: SessionUser, deviceId: number, query: ParsedTableQuery): Promise<TablePage<ScriptRunDevice>> {
      requireRunner(user);
      const startedAt = Date.now();
      await expireDue();
      const { rows, total } = await runs.pageDevices(and2(inArray(scriptRunDevices.nodeId, [deviceId]), deviceScope(user)), query, true);
      return tablePageOf(await Promise.all(rows.map((r) => presentDevice(r, false))), total, query, startedAt);
    },

    /** A script's run history across the caller's devices, newest first. */
    async scriptHistory(user: SessionUser, scriptId: number, query: ParsedTableQuery): Promise<TablePage<ScriptRunDevice>> {
      await deps.scripts.get(user, scriptId);
      requireRunner(user);
      const startedAt = Date.now();
      await expireDue();
      const { rows, total } = await runs.pageDevices(and2(inArray(scriptRunDevices.scriptId, [scriptId]), deviceScope(user)), query, true);
      return tablePageOf(await Promise.all(rows.map((r) => presentDevice(r, false))), total, query, startedAt);
    },

    async cancelDevice(user: SessionUser, id: number): Promise<ScriptRunDevice> {
      const view = await requireDeviceRow(user, id);
      if (FINAL_SCRIPT_RUN_STATUSES.has(view.row.status)) throw new AppError('CONFLICT', 'This run has already ended');
      for (const nodeId of await runs.cancel([id], clock.now())) deps.wake(nodeId);
      return presentDevice((await runs.deviceRow(id))!, false);
    },

    /** Cancels every open device run of a run that the caller may touch. */
    async cancelRun(user: SessionUser, runId: number): Promise<ScriptRun> {
      const run = await requireRun(user, runId);
      const open = await runs.openRowsOfRun(run.id, deviceScope(user));
      for (const nodeId of await runs.cancel(
        open.map((r) => r.id),
        clock.now(),
      ))
        deps.wake(nodeId);
      return presentRun(run, (await runs.statusCounts([run.id], deviceScope(user))).get(run.id));
    },

    // ---- The agent's lane (its own list in the work poll: never behind a backup). ----

    /** The runs to hand the device now, and those it should stop. */
    async take(nodeId: number): Promise<{ scripts: AgentScriptRun[]; cancelScripts: string[] }> {
      const now = clock.now();
      const { due, cancels } = await runs.take(nodeId, now, new Date(now.getTime() - REDELIVER_AFTER_MS), TAKE_LIMIT);
      if (due.length === 0) return { scripts: [], cancelScripts: cancels };
      const withVersions = new Map((await runs.runsWithVersions([...new Set(due.map((d) => d.runId))])).map((r) => [r.run.id, r]));
      const sealer = await deps.sealer();
      const scripts: AgentScriptRun[] = [];
      for (const d of due) {
        const r = withVersions.get(d.runId);
        if (!r) continue;
        const env = JSON.parse(sealer.open(r.run.valuesSealed).toString('utf8')) as Record<string, string>;
        scripts.push({
          kind: 'SCRIPT',
          runUid: d.runUid,
          scriptVersionId: r.versionId,
          sha256: r.sha256,
          language: r.language,
          timeoutSeconds: r.run.timeoutSeconds,
          runAs: r.run.runAs,
          env,
        });
      }
      return { scripts, cancelScripts: cancels };
    },

    /** The body of a version the device has an open run of (only then). */
    async body(nodeId: number, versionId: number) {
      if (!(await runs.deviceMayFetch(nodeId, versionId))) throw new AppError('NOT_FOUND', 'Script version not found');
      const row = await runs.versionBody(versionId);
      if (!row) throw new AppError('NOT_FOUND', 'Script version not found');
      return row;
    },

    /** The agent reports a run started or ended; answers whether it should stop. Secret values are masked before anything is stored. */
    async report(nodeId: number, runUid: string, result: AgentResult): Promise<{ cancelRequested: boolean }> {
      const row = await runs.byUid(nodeId, runUid);
      if (!row) throw runNotFound();
      const now = clock.now();
      if (result.status === 'RUNNING') {
        if (await runs.markRunning(row.id, now)) return { cancelRequested: false };
        // Cancelled or expired while it was on its way to the agent: stop it now.
        return { cancelRequested: row.cancelRequested || row.status === 'CANCELLED' || row.status === 'EXPIRED' };
      }
      let secrets: string[] = [];
      if (row.secretNames.length > 0) {
        const env = JSON.parse((await deps.sealer()).open(row.valuesSealed).toString('utf8')) as Record<string, string>;
        secrets = row.secretNames.map((n) => env[n] ?? '').filter((v) => v !== '');
      }
      await runs.finish(row.id, {
        status: result.status,
        exitCode: result.exitCode,
        durationMs: result.durationMs,
        stdoutHead: maskSecrets(result.stdout?.head ?? null, secrets),
        stdoutTail: maskSecrets(result.stdout?.tail ?? null, secrets),
        stdoutDropped: result.stdout?.droppedBytes ?? null,
        stderrHead: maskSecrets(result.stderr?.head ?? null, secrets),
        stderrTail: maskSecrets(result.stderr?.tail ?? null, secrets),
        stderrDropped: result.stderr?.droppedBytes ?? null,
        error: maskSecrets(result.error, secrets),
        finishedAt: now,
      });
      return { cancelRequested: false };
    },

    expireDue,
  };
}
export type RunsService = ReturnType<typeof createRunsService>;

const and2 = (a: SQL, b: SQL | undefined): SQL => and(a, b)!;
