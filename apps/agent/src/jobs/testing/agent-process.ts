import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path, { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../cli.ts', import.meta.url));

/**
 * A real agent process (the agent's CLI from source) enrolling with `token` at `serverUrl`,
 * heartbeating every 2 s; its output goes into `logs` for a failing test to print.
 * `pathPrefix` puts stand-in tools (systemctl, pwsh, …) first on its PATH.
 */
export function startAgentProcess(options: { dataDir: string; serverUrl: string; token: string; logs: string[]; pathPrefix?: string }): ChildProcess {
  const { dataDir, serverUrl, token, logs, pathPrefix } = options;
  const env = { ...process.env, PATH: pathPrefix ? `${pathPrefix}${path.delimiter}${process.env.PATH ?? ''}` : process.env.PATH };
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'run', '--data-dir', dataDir, '--server', serverUrl, '--token', token, '--heartbeat', '2'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: path.dirname(CLI),
    env,
  });
  child.stdout?.on('data', (b: Buffer) => logs.push(b.toString()));
  child.stderr?.on('data', (b: Buffer) => logs.push(b.toString()));
  return child;
}

/** The device id an agent wrote into its data folder once enrolled (waits up to 60 s). */
export async function enrolledDeviceId(dataDir: string): Promise<number> {
  for (const end = Date.now() + 60_000; Date.now() < end;) {
    const text = await readFile(join(dataDir, 'agent.json'), 'utf8').catch(() => '');
    const nodeId = text ? (JSON.parse(text) as { nodeId?: number }).nodeId : undefined;
    if (nodeId) return nodeId;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the agent did not enrol');
}
