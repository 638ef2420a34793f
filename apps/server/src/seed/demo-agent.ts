import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { backupPlanInputSchema, type NodeClass } from '@outpost/contracts';
import { runsFromBuild, serverRoot } from '../server-root.ts';
import type { Services } from '../services.ts';
import { writeDemoFolder } from './demo-files.ts';

/** In DATA_DIR: present once this data has a demo agent, which every later start in demo mode runs again. */
export const DEMO_MARKER_FILE = 'demo-agent.json';
/** In DATA_DIR: the demo agent's process id while it runs, and its log. */
export const DEMO_PID_FILE = 'demo-agent.pid';
export const DEMO_LOG_FILE = 'demo-agent.log';
export const DEMO_PLAN_NAME = 'Demo files';

const repoRoot = path.resolve(serverRoot, '../..');
/**
 * The compiled server runs the agent's build (the file devices get) and its compiled guard; from
 * source (tests, `npm run dev`) both run through tsx, a development dependency.
 */
const agentCommand = runsFromBuild
  ? ['--import', pathToFileURL(path.join(serverRoot, 'dist/demo-agent-guard.js')).href, path.join(repoRoot, 'apps/agent/dist/outpost-agent.mjs')]
  : ['--import', 'tsx', '--import', pathToFileURL(path.join(serverRoot, 'src/seed/demo-agent-guard.ts')).href, path.join(repoRoot, 'apps/agent/src/cli.ts')];
const ENROL_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

const markerSchema = z.object({ organizationId: z.number().int(), planUid: z.string().optional() });
type Marker = z.infer<typeof markerSchema>;
/** The part of the agent's own state file (`agent.json`) the launcher reads: written by the agent once enrolled. */
const agentStateSchema = z.object({ serverUrl: z.string(), nodeId: z.number().int(), credential: z.string().optional() }).passthrough();

const PLATFORM_CLASS: Partial<Record<NodeJS.Platform, NodeClass>> = { linux: 'LINUX_SERVER', darwin: 'MAC', win32: 'WINDOWS_SERVER' };

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function writeJson(file: string, value: unknown, mode = 0o600): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(value, null, 2), { mode });
  await rename(temp, file);
}

export interface DemoAgent {
  pid: number;
  /** One line for the start-up banner. */
  summary: string;
  /** Settles once the demo plan exists and its first run is queued (or setup gave up, logged). */
  setup: Promise<void>;
  /** Stops the agent (SIGTERM to its process group, SIGKILL after 10 s) and waits for it. */
  stop(): Promise<void>;
}

export interface DemoAgentOptions {
  services: Services;
  dataDir: string;
  /** Where the agent reaches the server (loopback). */
  serverUrl: string;
  /** The demo organization, on the start that seeded it; later starts read it from the marker. */
  seededOrganizationId?: number | undefined;
  log: (message: string) => void;
}

/**
 * Demo mode's real device: an agent process beside the server, enrolled into the demo
 * organization, with a CLOUD backup plan over a generated folder under DATA_DIR that has run once,
 * so every device and backup screen has something real to show. Started on the start that seeds
 * the demo data and on every later start of that data (the marker), stopped with the server.
 * Returns null when this data has no demo agent; never throws (the server runs without it).
 */
export async function startDemoAgent(options: DemoAgentOptions): Promise<DemoAgent | null> {
  const { services, dataDir, serverUrl, log } = options;
  try {
    const markerFile = path.join(dataDir, DEMO_MARKER_FILE);
    let marker = await readJson(markerFile, markerSchema);
    if (!marker) {
      if (options.seededOrganizationId === undefined) return null;
      marker = { organizationId: options.seededOrganizationId };
      await writeJson(markerFile, marker);
    }
    const filesDir = path.join(dataDir, 'demo-files');
    await writeDemoFolder(filesDir);
    const agentDir = path.join(dataDir, 'demo-agent');
    const agentStateFile = path.join(agentDir, 'agent.json');
    const state = await readJson(agentStateFile, agentStateSchema);
    // The agent keeps the server address it enrolled with: a later start on another port moves it.
    if (state && state.serverUrl !== serverUrl) await writeJson(agentStateFile, { ...state, serverUrl });
    const token = state ? undefined : await enrolmentToken(services, marker.organizationId);
    const organizationName = (await services.organizations.get(marker.organizationId)).name;

    const child = spawnAgent({ serverUrl, token: token?.token, agentDir, logFile: path.join(dataDir, DEMO_LOG_FILE) });
    const pid = child.pid!;
    await writeFile(path.join(dataDir, DEMO_PID_FILE), `${pid}\n`);
    const killGroup = (signal: NodeJS.Signals) => {
      try {
        // Its own process group: the agent and anything it starts go together.
        process.kill(process.platform === 'win32' ? pid : -pid, signal);
      } catch {
        // Already gone.
      }
    };
    // However the server ends, the agent ends with it (the guard covers a server killed outright).
    const onExit = () => killGroup('SIGTERM');
    process.once('exit', onExit);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const stopping = new AbortController();
    void exited.then(() => {
      if (!stopping.signal.aborted) log(`The demo agent stopped on its own (exit code ${child.exitCode}); see ${path.join(dataDir, DEMO_LOG_FILE)}`);
    });

    const setup = afterEnrolment({ services, marker, markerFile, agentStateFile, filesDir, tokenId: token?.id, signal: stopping.signal }).catch(
      (error: unknown) => {
        if (!stopping.signal.aborted) log(`The demo agent could not be set up: ${(error as Error).message}`);
      },
    );

    return {
      pid,
      summary: `Demo device: an agent beside the server in ${organizationName}, backing up ${filesDir}; it stops with the server`,
      setup,
      async stop() {
        stopping.abort();
        process.removeListener('exit', onExit);
        if (child.exitCode === null && child.signalCode === null) {
          killGroup('SIGTERM');
          const timer = setTimeout(() => killGroup('SIGKILL'), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timer);
        }
        await setup;
      },
    };
  } catch (error) {
    log(`The demo agent could not be started: ${(error as Error).message}`);
    return null;
  }
}

/** A one-day enrolment token of the demo organization, for an agent that has not enrolled yet. */
async function enrolmentToken(services: Services, organizationId: number): Promise<{ id: number; token: string }> {
  const admin = (await services.repositories.users.list()).find((u) => u.role === 'SYSTEM_ADMINISTRATOR');
  if (!admin) throw new Error('no administrator to issue an enrolment token');
  const nodeClass = PLATFORM_CLASS[process.platform];
  const role = (await services.deviceRoles.list()).find((r) => r.nodeClass === nodeClass);
  const created = await services.organizations.createToken(organizationId, admin.id, {
    label: 'Demo agent',
    locationId: null,
    nodeRoleId: role?.id ?? null,
    expiresInDays: 1,
  });
  return { id: created.id, token: created.token };
}

function spawnAgent(o: { serverUrl: string; token: string | undefined; agentDir: string; logFile: string }): ChildProcess {
  const args = [...agentCommand, 'run', '--server', o.serverUrl];
  if (o.token) args.push('--token', o.token);
  args.push('--data-dir', o.agentDir);
  // The server's own secrets (database URL, master key, S3 keys) are none of the agent's business.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('OUTPOST_') && name !== 'DATABASE_URL'));
  const log = openSync(o.logFile, 'a');
  try {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', log, log],
      env: { ...env, UV_THREADPOOL_SIZE: env.UV_THREADPOOL_SIZE ?? '16' },
    });
    if (child.pid === undefined) throw new Error('the agent process did not start');
    return child;
  } finally {
    closeSync(log);
  }
}

/**
 * Waits for the agent's enrolment; then revokes the token it enrolled with (it was on the agent's
 * command line, which every local user can read), and creates the demo plan (once) and queues its
 * first run.
 */
async function afterEnrolment(o: {
  services: Services;
  marker: Marker;
  markerFile: string;
  agentStateFile: string;
  filesDir: string;
  tokenId: number | undefined;
  signal: AbortSignal;
}): Promise<void> {
  const { services, signal } = o;
  if (o.marker.planUid && o.tokenId === undefined) return;
  let nodeId: number | undefined;
  for (const end = Date.now() + ENROL_TIMEOUT_MS; nodeId === undefined;) {
    const state = await readJson(o.agentStateFile, agentStateSchema);
    if (state?.credential) nodeId = state.nodeId;
    else if (Date.now() > end) throw new Error('the demo agent did not enrol within two minutes');
    else await sleep(250, undefined, { signal });
  }
  if (o.tokenId !== undefined) await services.organizations.revokeToken(o.marker.organizationId, o.tokenId);
  if (o.marker.planUid) return;
  const admin = (await services.repositories.users.list()).find((u) => u.role === 'SYSTEM_ADMINISTRATOR');
  if (!admin) throw new Error('no administrator to run the demo plan as');
  const plans = services.backup.plans;
  // A start stopped between creating the plan and noting it finds the plan again instead of adding one.
  const existing = (await plans.list(nodeId)).find((p) => p.name === DEMO_PLAN_NAME && !p.deleted);
  const plan =
    existing ??
    (await plans.create(
      nodeId,
      backupPlanInputSchema.parse({
        name: DEMO_PLAN_NAME,
        type: 'FILE_FOLDER',
        includes: [o.filesDir],
        destination: 'CLOUD',
        schedule: { scheduleType: 'DAILY', hour: 1, minute: 0 },
      }),
    ));
  if (!existing) await plans.run(nodeId, plan.uid, admin.id);
  await writeJson(o.markerFile, { ...o.marker, planUid: plan.uid } satisfies Marker);
}
