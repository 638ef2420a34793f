import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const stateSchema = z.object({
  serverUrl: z.string().url(),
  deviceUid: z.string(),
  nodeId: z.number().int(),
  /** Present once the device is approved. */
  credential: z.string().optional(),
  /** Present while the device waits for approval. */
  pollSecret: z.string().optional(),
});
export type AgentState = z.infer<typeof stateSchema>;

const stateFile = (dataDir: string) => path.join(dataDir, 'agent.json');

/** Reads the agent's enrolment state, or null when it has not enrolled. */
export async function readState(dataDir: string): Promise<AgentState | null> {
  try {
    return stateSchema.parse(JSON.parse(await readFile(stateFile(dataDir), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes the state atomically and readable by its owner only: it holds the device credential. */
export async function writeState(dataDir: string, state: AgentState): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const temp = `${stateFile(dataDir)}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(state, null, 2), { mode: 0o600 });
  await rename(temp, stateFile(dataDir));
}

function machineId(): string {
  for (const file of ['/etc/machine-id', '/var/lib/dbus/machine-id']) {
    try {
      const id = readFileSync(file, 'utf8').trim();
      if (id) return id;
    } catch {
      // Not on this OS; try the next source.
    }
  }
  return hostname();
}

/**
 * A stable id for this installation: the machine id plus the agent's data directory,
 * so two agents on one machine (each with its own data directory) are two devices.
 */
export function deviceUidFor(dataDir: string): string {
  return createHash('sha256')
    .update(`${machineId()}\0${path.resolve(dataDir)}`)
    .digest('hex');
}
