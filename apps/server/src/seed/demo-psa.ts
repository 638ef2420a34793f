import { createOutboundGuard, type OutboundGuard } from '../lib/outbound/index.ts';
import { defaultStubData, type StubData } from '../modules/psa/connectwise/connectwise.stub-fixtures.ts';
import { startConnectWiseStub, type ConnectWiseStub } from '../modules/psa/connectwise/connectwise.stub.ts';
import type { Services } from '../services.ts';

/** OUTPOST_DEMO_PSA values: the providers a demo can stand in for. */
export const DEMO_PSA_PROVIDERS = ['connectwise'] as const;

export interface DemoPsa {
  stub: ConnectWiseStub;
  /** The PSA module's outbound guard: the operator's allow-list plus loopback, where the stub listens. */
  outbound: OutboundGuard;
  summary: string;
}

/**
 * The stub's book plus the demo organizations (seed/seed.ts: Acme Corporation with Headquarters and
 * Warehouse, Globex Ltd with London office) as companies with sites and a managed-services agreement,
 * so that Auto Map, the location Auto and the agreements have something to find.
 */
export function demoPsaData(): StubData {
  const data = defaultStubData();
  const client = { id: 1, name: 'Client' };
  const active = { id: 1, name: 'Active' };
  const managed = { id: 41, name: 'Managed Services' };
  data.companies.push(
    { id: 260, identifier: 'Acme', name: 'Acme Corporation', types: [client], status: active, deletedFlag: false },
    { id: 261, identifier: 'Globex', name: 'Globex Ltd', types: [client], status: active, deletedFlag: false },
  );
  const site = (id: number, companyId: number, name: string) => ({ id, name, company: { id: companyId }, inactiveFlag: false, primaryAddressFlag: false });
  data.sites.push(site(20, 260, 'Headquarters'), site(21, 260, 'Warehouse'), site(22, 261, 'London office'));
  data.agreements.push(
    { id: 510, name: 'Acme Managed', type: managed, company: { id: 260, identifier: 'Acme', name: 'Acme Corporation' }, cancelledFlag: false },
    { id: 511, name: 'Globex Managed', type: managed, company: { id: 261, identifier: 'Globex', name: 'Globex Ltd' }, cancelledFlag: false },
  );
  return data;
}

/**
 * OUTPOST_DEMO_PSA=connectwise (issue 26): a ConnectWise Manage stub on loopback so that a new user
 * can try the PSA screens without an account. Only the PSA module's calls may reach loopback; every
 * other outbound call keeps the operator's allow-list.
 */
export async function startDemoPsa(operatorAllow: string | undefined): Promise<DemoPsa> {
  const stub = await startConnectWiseStub({ data: demoPsaData() });
  const allow = [operatorAllow ?? '', '127.0.0.1'].filter(Boolean).join(',');
  return { stub, outbound: createOutboundGuard({ allow }), summary: `Demo PSA: a ConnectWise stand-in at ${stub.url} (company ${stub.credentials.companyId})` };
}

/**
 * Connects the PSA integration to the demo stub and loads its companies, products and types, unless
 * a real PSA is connected (a site not on loopback is left alone). The stub listens on a new port at
 * each start, so a demo connection is pointed at it again.
 */
export async function connectDemoPsa(services: Services, demo: DemoPsa, log: (message: string) => void): Promise<void> {
  const current = await services.psa.connection.get();
  const demoSite = (site: string) => site.startsWith('http://127.0.0.1:');
  if (current.provider !== null && !demoSite(current.connectwise.site)) return;
  const c = demo.stub.credentials;
  await services.psa.connection.put({
    provider: 'CONNECTWISE',
    connectwise: { site: demo.stub.url, companyId: c.companyId, publicKey: c.publicKey, privateKey: c.privateKey, clientId: c.clientId },
  });
  const refreshed = await services.psa.connection.refresh();
  if (!refreshed.ok) log(`Demo PSA: ${refreshed.message}`);
}
