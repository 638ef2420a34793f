import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundGuard } from '../lib/outbound/index.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { connectDemoPsa, startDemoPsa, type DemoPsa } from './demo-psa.ts';

// OUTPOST_DEMO_PSA=connectwise (issue 26): a new user finds the PSA connected to the stand-in, with the demo's companies.

let ctx: TestContext;
let demo: DemoPsa;
beforeAll(async () => {
  ctx = await createTestContext();
  demo = await startDemoPsa(undefined);
});
afterAll(async () => {
  await ctx?.close();
  await demo?.stub.close();
});

describe('demo PSA', () => {
  it('connects to the stand-in and loads its companies, the demo organizations among them', async () => {
    await connectDemoPsa(ctx.services, demo, () => undefined);
    expect(await ctx.services.psa.connection.get()).toMatchObject({ provider: 'CONNECTWISE', connectwise: { site: demo.stub.url, privateKeySet: true } });
    expect((await ctx.services.psa.connection.test()).ok).toBe(true);
    const names = (await ctx.services.psa.connection.providerData()).companies.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Acme Corporation', 'Globex Ltd']));
  });

  it('the guard it hands the PSA module reaches the stub on loopback (the operator’s allow-list does not)', async () => {
    const response = await demo.outbound.request(new URL(`${demo.stub.url}/login/companyinfo/outpostdemo`), { method: 'GET' });
    expect(response.status).toBe(200);
    await expect(
      createOutboundGuard({ allow: undefined }).request(new URL(`${demo.stub.url}/login/companyinfo/outpostdemo`), { method: 'GET' }),
    ).rejects.toThrow();
  });

  it('leaves a real PSA connection alone', async () => {
    const c = demo.stub.credentials;
    await ctx.services.psa.connection.put({
      provider: 'CONNECTWISE',
      connectwise: { site: 'https://api-na.myconnectwise.net', companyId: 'realmsp', publicKey: c.publicKey, privateKey: 'real-key', clientId: c.clientId },
    });
    await connectDemoPsa(ctx.services, demo, () => undefined);
    expect((await ctx.services.psa.connection.get()).connectwise.site).toBe('https://api-na.myconnectwise.net');
  });
});
