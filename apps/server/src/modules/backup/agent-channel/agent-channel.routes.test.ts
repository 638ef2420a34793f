import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import type { JobData } from '@outpost/contracts';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/harness.ts';
import { backupWorld, createPlan, planInput } from '../test-support.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The test server listening on loopback (the long poll needs a real connection to hang up). */
async function listening() {
  const ctx = await createTestContext();
  const world = await backupWorld(ctx);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  return { ctx, world, base };
}

describe('the agent work long poll', () => {
  it('stops when its agent hangs up: a job queued afterwards stays queued for the next poll', async () => {
    const { ctx, world, base } = await listening();
    try {
      const plan = await createPlan(ctx, world.admin, world.device.nodeId, planInput(['/data']));
      const hangUp = new AbortController();
      const poll = fetch(`${base}/api/agent/work?waitSeconds=25`, { headers: world.device.auth, signal: hangUp.signal }).catch(() => null);
      await sleep(300);
      hangUp.abort();
      await poll;
      await sleep(200);
      const run = await ctx.app.inject({ method: 'POST', url: `/api/backup/nodes/${world.device.nodeId}/plans/${plan.uid}/run`, headers: world.admin.headers });
      const { jobUid } = run.json<{ jobUid: string }>();
      // Were the abandoned poll still waiting, it would lease the job for an agent that is gone.
      await sleep(1000);
      expect((await ctx.app.inject({ url: `/api/backup/jobs/${jobUid}`, headers: world.admin.headers })).json<JobData>()).toMatchObject({
        status: 'QUEUED',
        started: null,
      });
    } finally {
      await ctx.close();
    }
  });

  it('answers at once when the server shuts down instead of holding the close for its whole wait', async () => {
    const { ctx, world, base } = await listening();
    const poll = fetch(`${base}/api/agent/work?waitSeconds=25`, { headers: world.device.auth });
    await sleep(300);
    const t0 = performance.now();
    await ctx.app.close();
    const answer = await poll;
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ jobs: [], commands: [] });
    await ctx.database.close();
    await rm(ctx.dataDir, { recursive: true, force: true });
  });
});
