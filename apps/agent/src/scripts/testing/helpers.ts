import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ScriptLanguage, ScriptRunRequest } from '../executor-types.ts';

/** A run request for `body`, with its correct SHA-256 and a fresh run id. */
export function request(language: ScriptLanguage, body: string, overrides: Partial<ScriptRunRequest> = {}): ScriptRunRequest {
  return {
    runId: randomUUID(),
    language,
    body,
    bodySha256: createHash('sha256').update(body, 'utf8').digest('hex'),
    env: {},
    timeoutSeconds: 30,
    runAs: { kind: 'system' },
    ...overrides,
  };
}

/** Alive means present and not a zombie; read from /proc so a re-parented zombie does not count. */
export function processAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/** Pids a test script appended to a file, one a line. */
export function pidsIn(file: string): number[] {
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
