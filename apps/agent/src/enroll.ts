import type { EnrollResponse } from '@outpost/contracts';
import { createApiClient } from './api-client.ts';
import { collectFacts } from './facts.ts';
import { deviceUidFor, readState, writeState, type AgentState } from './state.ts';

/** Enrols this device with a token and saves what the server answered (credential or poll secret). */
export async function enroll(options: { serverUrl: string; token: string; dataDir: string }): Promise<AgentState> {
  const existing = await readState(options.dataDir);
  if (existing?.credential && existing.serverUrl === options.serverUrl) return existing;
  const deviceUid = deviceUidFor(options.dataDir);
  const client = createApiClient(options.serverUrl);
  const answer = await client.enroll({ token: options.token, deviceUid, facts: await collectFacts() });
  const state = stateFrom(options.serverUrl, deviceUid, answer);
  await writeState(options.dataDir, state);
  return state;
}

/** Applies an approval answer to the saved state. */
export function stateFrom(serverUrl: string, deviceUid: string, answer: EnrollResponse): AgentState {
  return answer.status === 'APPROVED'
    ? { serverUrl, deviceUid, nodeId: answer.nodeId, credential: answer.credential }
    : { serverUrl, deviceUid, nodeId: answer.nodeId, pollSecret: answer.pollSecret };
}
