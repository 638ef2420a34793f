import { parseArgs } from 'node:util';
import { ServerError } from './api-client.ts';
import { DeviceCutOffError, runDaemon } from './daemon.ts';
import { enroll } from './enroll.ts';
import { backupCommand, checkCommand, restoreCommand } from './jobs/cli-commands.ts';
import { readState } from './state.ts';

const USAGE = `Usage:
  outpost-agent enroll --server URL --token TOKEN --data-dir DIR
  outpost-agent run --data-dir DIR [--server URL --token TOKEN] [--heartbeat SECONDS]
  outpost-agent status --data-dir DIR
  outpost-agent backup --data-dir DIR (--plan PLAN_UID | --all)
  outpost-agent restore --data-dir DIR --snapshot JOB_GUID --to DIR [--local PATH] [--path PATH]... [--collision OVERWRITE|SKIP|KEEP_BOTH|OVERWRITE_IF_NEWER]
  outpost-agent check --data-dir DIR --local PATH

  run: heartbeats and runs the backup, restore, sync and GC jobs the server hands out.
  backup: runs plans now with progress bars (reported to the server like scheduled jobs).
  restore: restores a backup job's files to DIR (from the cloud copy, or the local target with --local).
  check: verifies every chunk of every revision in a local backup target.`;

const log = (message: string) => console.log(`[outpost-agent ${new Date().toISOString()}] ${message}`);

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      server: { type: 'string' },
      token: { type: 'string' },
      'data-dir': { type: 'string' },
      heartbeat: { type: 'string' },
      plan: { type: 'string' },
      all: { type: 'boolean' },
      local: { type: 'string' },
      snapshot: { type: 'string' },
      to: { type: 'string' },
      path: { type: 'string', multiple: true },
      collision: { type: 'string' },
    },
    strict: true,
  });
  const dataDir = values['data-dir'];
  if (!command || !dataDir) {
    console.error(USAGE);
    return 2;
  }

  if (command === 'enroll') {
    if (!values.server || !values.token) {
      console.error(USAGE);
      return 2;
    }
    const state = await enroll({ serverUrl: values.server, token: values.token, dataDir });
    log(state.credential ? `Enrolled as device ${state.nodeId}` : `Enrolled as device ${state.nodeId}; waiting for approval`);
    return 0;
  }

  if (command === 'status') {
    const state = await readState(dataDir);
    console.log(state ? JSON.stringify({ nodeId: state.nodeId, server: state.serverUrl, approved: Boolean(state.credential) }) : 'not enrolled');
    return state ? 0 : 1;
  }

  const interactive = { backup: backupCommand, restore: restoreCommand, check: checkCommand }[command];
  if (interactive) {
    const { plan, all, local, snapshot, to, path: paths, collision } = values;
    return interactive({ dataDir, plan, all, local, snapshot, to, paths, collision }, (line) => console.log(line));
  }

  if (command === 'run') {
    let state = await readState(dataDir);
    if (!state && values.server && values.token) state = await enroll({ serverUrl: values.server, token: values.token, dataDir });
    if (!state) {
      console.error('This agent is not enrolled. Run `outpost-agent enroll` first, or pass --server and --token.');
      return 1;
    }
    const controller = new AbortController();
    const stop = () => controller.abort();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    const heartbeatSeconds = values.heartbeat ? Number(values.heartbeat) : undefined;
    await runDaemon(state, { dataDir, signal: controller.signal, log, heartbeatSeconds }).catch((error: unknown) => {
      if (controller.signal.aborted) return;
      throw error;
    });
    log('Stopped');
    return 0;
  }

  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DeviceCutOffError || error instanceof ServerError) {
      console.error(`outpost-agent: ${error.message}`);
      process.exit(3);
    }
    console.error(`outpost-agent: ${(error as Error).message}`);
    process.exit(1);
  },
);
