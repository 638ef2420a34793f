/**
 * `scripts/build-node.mjs` never rebuilds the folder a running server runs from (issue 23, step 6):
 * each build is a new folder under apps/server/builds (and apps/agent/builds), and dist switches
 * to it by one rename once it is complete. The build before stays whole for a server started from it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPRESSION, deriveKeys } from '../modules/backup/engine.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const build = () => {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-node.mjs')], { cwd: repoRoot, encoding: 'utf8', timeout: 180_000 });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
};

describe('the server and agent build', { timeout: 400_000 }, () => {
  it('switches dist to a new complete folder and leaves the previous build whole', async () => {
    build();
    const serverDist = path.join(repoRoot, 'apps/server/dist');
    const agentDist = path.join(repoRoot, 'apps/agent/dist');
    expect(lstatSync(serverDist).isSymbolicLink()).toBe(true);
    expect(lstatSync(agentDist).isSymbolicLink()).toBe(true);
    const firstServer = realpathSync(serverDist);
    const firstAgent = realpathSync(agentDist);
    const firstMain = readFileSync(path.join(firstServer, 'main.js'));

    build();
    const secondServer = realpathSync(serverDist);
    expect(secondServer).not.toBe(firstServer);
    expect(path.dirname(secondServer)).toBe(path.join(repoRoot, 'apps/server/builds'));
    for (const file of ['main.js', 'check.js', 'demo-agent-guard.js', 'codec-worker.js', 'decode-worker.js', 'restore-worker.js']) {
      expect(existsSync(path.join(secondServer, file)), file).toBe(true);
    }
    // What a server started before the second build runs: untouched.
    expect(readFileSync(path.join(firstServer, 'main.js')).equals(firstMain)).toBe(true);
    expect(existsSync(path.join(firstServer, 'codec-worker.js'))).toBe(true);
    const secondAgent = realpathSync(agentDist);
    expect(secondAgent).not.toBe(firstAgent);
    const [sha] = readFileSync(path.join(secondAgent, 'outpost-agent.mjs.sha256'), 'utf8').split(' ');
    expect(sha).toMatch(/^[0-9a-f]{64}$/);
    expect(existsSync(path.join(firstAgent, 'outpost-agent.mjs'))).toBe(true);

    // The agent's file carries its workers and starts them from `data:` URLs (ts-worker.ts): the
    // codec worker of the build answers a chunk's id (a `require` shim in the worker once made
    // every worker of the build fail as it started).
    const bundle = readFileSync(path.join(secondAgent, 'outpost-agent.mjs'), 'utf8');
    // The minifier writes the worker's code as a string literal in either quote: read it as JavaScript.
    const literal = /"codec-worker":("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`)/.exec(bundle)?.[1];
    expect(literal).toBeDefined();
    const code = runInNewContext(literal as string) as string;
    const worker = new Worker(new URL(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`), {
      workerData: { keys: deriveKeys(Buffer.alloc(32, 7)), policy: DEFAULT_COMPRESSION },
    });
    try {
      const reply = await new Promise<unknown>((resolve, reject) => {
        worker.once('error', reject);
        worker.once('message', resolve);
        worker.postMessage({ batch: [{ op: 'hash', seq: 1, plain: new Uint8Array(1000) }] });
      });
      expect(reply).toMatchObject({ batch: [{ op: 'hashed', seq: 1, length: 1000 }] });
    } finally {
      await worker.terminate();
    }
  });
});
