import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import { makeEnrollmentToken, makeOrganization } from '../../../../server/src/test/factories.ts';
import { signIn, type TestContext } from '../../../../server/src/test/harness.ts';
import { startAgentProcess } from './agent-process.ts';
import { startRealServer, type Inject } from './real-server.ts';

/** What the agent end-to-end tests share, filled in before the first test. */
export interface AgentsWorld {
  inject: Inject;
  /** The harness's shape, for its factories and fixtures. */
  ctx: TestContext;
  /** A temporary folder for the test's agents and stand-ins (removed after). */
  tmp: string;
  /** The signed-in administrator. */
  admin: { headers: Record<string, string>; userId: number };
  /** Organizations Alpha and Beta; the agents enrol into Alpha. */
  orgA: number;
  orgB: number;
  /** Starts a real agent process enrolling into Alpha (killed after the tests); see startAgentProcess. */
  startAgent(dataDir: string, logs: string[], pathPrefix?: string): ChildProcess;
}

/**
 * The set-up of the agent end-to-end tests, for the `describe` it is called in: the REAL server
 * in-process on a loopback port, the administrator signed in, organizations Alpha and Beta, an
 * enrolment token of Alpha; every agent started is killed and the server closed after the tests.
 */
export function agentsWorld(prefix: string, options: { nodeOfflineAfterSeconds?: number } = {}): AgentsWorld {
  const agents: ChildProcess[] = [];
  let close: (() => Promise<void>) | undefined;
  let serverUrl = '';
  let token = '';
  const world = {
    startAgent(dataDir: string, logs: string[], pathPrefix?: string) {
      const child = startAgentProcess({ dataDir, serverUrl, token, logs, pathPrefix });
      agents.push(child);
      return child;
    },
  } as AgentsWorld;

  beforeAll(async () => {
    const server = await startRealServer(prefix, options);
    close = () => server.close();
    serverUrl = server.url;
    const admin = await signIn(server.ctx);
    const orgA = (await makeOrganization(server.ctx, 'Alpha')).id;
    const orgB = (await makeOrganization(server.ctx, 'Beta')).id;
    token = (await makeEnrollmentToken(server.ctx, orgA, admin.userId)).token;
    Object.assign(world, { inject: server.inject, ctx: server.ctx, tmp: server.tmp, admin, orgA, orgB });
  }, 120_000);
  afterAll(async () => {
    for (const agent of agents) agent.kill('SIGKILL');
    await close?.();
  });
  return world;
}
