import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DeviceFacts } from '@outpost/contracts';
import { ServerError, createApiClient } from './api-client.ts';
import { stateFrom } from './enroll.ts';
import { collectFacts } from './facts.ts';
import { JobRunner } from './jobs/runner.ts';
import { createWorkClient } from './jobs/work-client.ts';
import { ScriptLane, scriptPaths } from './jobs/script-lane.ts';
import { ScriptRunLedger } from './scripts/ledger.ts';
import { writeState, type AgentState } from './state.ts';

export interface DaemonOptions {
  dataDir: string;
  signal: AbortSignal;
  log: (message: string) => void;
  /** Seconds between heartbeats until the server says otherwise. */
  heartbeatSeconds?: number;
  /** How often facts are re-read; they are sent only when they changed. */
  factsEverySeconds?: number;
}

/** Thrown when the server has cut this device off (rejected or credential revoked). */
export class DeviceCutOffError extends Error {}

const hashFacts = (facts: DeviceFacts) => createHash('sha256').update(JSON.stringify(facts)).digest('hex');

async function waitForApproval(state: AgentState, options: DaemonOptions): Promise<AgentState> {
  const client = createApiClient(state.serverUrl);
  let announced = false;
  while (!state.credential) {
    const answer = await client.enrollStatus(state.nodeId, state.pollSecret ?? '').catch((error: unknown) => {
      if (error instanceof ServerError && error.resultCode === 'DEVICE_REJECTED') throw new DeviceCutOffError(error.message);
      if (error instanceof ServerError && error.status === 401) throw new DeviceCutOffError(error.message);
      options.log(`Could not reach the server (${(error as Error).message}); retrying`);
      return null;
    });
    if (answer?.status === 'APPROVED') {
      state = stateFrom(state.serverUrl, state.deviceUid, answer);
      await writeState(options.dataDir, state);
      options.log(`Device ${state.nodeId} approved`);
      break;
    }
    if (!announced) {
      options.log(`Device ${state.nodeId} is waiting for approval`);
      announced = true;
    }
    await sleep((answer?.status === 'PENDING' ? answer.pollSeconds : 5) * 1000, undefined, { signal: options.signal });
  }
  return state;
}

/** The agent's main loop: finish enrolment if pending, then heartbeat with facts and run jobs until stopped. */
export async function runDaemon(initial: AgentState, options: DaemonOptions): Promise<void> {
  const state = await waitForApproval(initial, options);
  const jobs = await startJobRunner(state, options);
  try {
    await heartbeatLoop(state, options);
  } finally {
    await jobs.stop();
  }
}

/**
 * Runs the job runner and its script lane beside the heartbeats; stop() ends them (a running job
 * stays leased; running scripts are stopped and reported INTERRUPTED).
 */
async function startJobRunner(state: AgentState, options: DaemonOptions): Promise<{ stop(): Promise<void> }> {
  const controller = new AbortController();
  const stopAll = () => controller.abort();
  options.signal.addEventListener('abort', stopAll, { once: true });
  const credential = state.credential ?? '';
  const client = createWorkClient(state.serverUrl, credential);
  const paths = scriptPaths(options.dataDir);
  const ledger = await ScriptRunLedger.open(paths.ledgerDir);
  const scripts = new ScriptLane({ client, ledger, workRoot: paths.workRoot, log: options.log });
  // Before the first poll: a run cut short by the last stop is reported, never started again.
  await scripts.recover().catch((error: unknown) => options.log(`Could not report interrupted script runs: ${(error as Error).message}`));
  const runner = new JobRunner({ client, serverUrl: state.serverUrl, credential, dataDir: options.dataDir, log: options.log, scripts });
  const done = runner.run(controller.signal).catch((error: unknown) => options.log(`Job runner stopped: ${(error as Error).message}`));
  return {
    async stop() {
      stopAll();
      await done;
      await scripts.stop();
      await ledger.close();
    },
  };
}

async function heartbeatLoop(state: AgentState, options: DaemonOptions): Promise<void> {
  const client = createApiClient(state.serverUrl, state.credential);
  let intervalSeconds = options.heartbeatSeconds ?? 30;
  let sentFactsHash = '';
  let factsReadAt = 0;
  options.log(`Heartbeating to ${state.serverUrl} as device ${state.nodeId}`);
  while (!options.signal.aborted) {
    let facts: DeviceFacts | undefined;
    if (Date.now() - factsReadAt > (options.factsEverySeconds ?? 300) * 1000) {
      const current = await collectFacts();
      factsReadAt = Date.now();
      if (hashFacts(current) !== sentFactsHash) facts = current;
    }
    try {
      const answer = await client.heartbeat(facts);
      if (facts) sentFactsHash = hashFacts(facts);
      intervalSeconds = options.heartbeatSeconds ?? answer.heartbeatSeconds;
    } catch (error) {
      if (error instanceof ServerError && (error.status === 401 || error.status === 403)) {
        throw new DeviceCutOffError(`The server no longer accepts this device: ${error.message}`);
      }
      options.log(`Heartbeat failed (${(error as Error).message}); retrying`);
      factsReadAt = 0;
    }
    await sleep(intervalSeconds * 1000, undefined, { signal: options.signal }).catch(() => undefined);
  }
}
