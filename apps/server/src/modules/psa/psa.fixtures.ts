import type { DeviceFacts } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import type { ConnectWiseStub } from './connectwise/connectwise.stub.ts';
import { deviceRoles, locations, nodes, organizations } from '../../db/schema.ts';

/** Facts of a small Windows workstation; `serial` and `ip` vary per device. */
export function workstationFacts(name: string, serial: string, ip: string): DeviceFacts {
  return {
    hostname: name,
    os: { platform: 'win32', distro: 'Windows 11 Pro', release: '23H2' },
    cpu: { model: 'Intel Core i5', cores: 4, speedGHz: 2.4 },
    ramBytes: 16 * 1024 ** 3,
    disks: [{ mount: 'C:', fsType: 'NTFS', sizeBytes: 512 * 1024 ** 3, usedBytes: 100 * 1024 ** 3 }],
    network: [{ iface: 'Ethernet', ip4: ip, mac: '00:11:22:33:44:55' }],
    serialNumber: serial,
  };
}

/** Devices seeded so far in this process: identifiers stay unique across calls. */
let n = 0;
let seeded = 0;

/** Organizations with locations, two device roles and approved devices, written straight to the database. */
export async function seedPsaFixture(db: Database, spec: { organizations: { name: string; locations: string[]; devices: number }[] }) {
  const [workstation, server] = await db
    .insert(deviceRoles)
    .values([
      { name: seeded === 0 ? 'Windows Workstation' : `Windows Workstation ${seeded}`, nodeClass: 'WINDOWS_WORKSTATION' },
      { name: seeded === 0 ? 'Windows Server' : `Windows Server ${seeded}`, nodeClass: 'WINDOWS_SERVER' },
    ])
    .returning({ id: deviceRoles.id });
  seeded += 1;
  const out: { id: number; name: string; locationIds: number[]; deviceIds: number[] }[] = [];
  for (const o of spec.organizations) {
    const [org] = await db.insert(organizations).values({ name: o.name }).returning({ id: organizations.id });
    const locationIds = o.locations.length
      ? (
          await db
            .insert(locations)
            .values(o.locations.map((name) => ({ organizationId: org!.id, name })))
            .returning({ id: locations.id })
        ).map((r) => r.id)
      : [];
    const rows = Array.from({ length: o.devices }, (_, i) => {
      n += 1;
      const name = `${o.name.trim().split(/\s+/)[0]!.toUpperCase()}-PC-${i + 1}`;
      return {
        organizationId: org!.id,
        locationId: locationIds[i % Math.max(1, locationIds.length)] ?? null,
        nodeRoleId: i % 5 === 4 ? server!.id : workstation!.id,
        deviceUid: `uid-psa-${n}`,
        systemName: name,
        displayName: name,
        nodeClass: 'WINDOWS_WORKSTATION',
        nodeApprovalType: 'REGULAR' as const,
        approvalStatus: 'APPROVED' as const,
        installationStatus: 'INSTALLED' as const,
        facts: workstationFacts(name, `SN-${n}`, `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`),
      };
    });
    const deviceIds: number[] = [];
    for (let i = 0; i < rows.length; i += 1000)
      deviceIds.push(
        ...(
          await db
            .insert(nodes)
            .values(rows.slice(i, i + 1000))
            .returning({ id: nodes.id })
        ).map((r) => r.id),
      );
    out.push({ id: org!.id, name: o.name, locationIds, deviceIds });
  }
  return { roles: { workstation: workstation!.id, server: server!.id }, organizations: out };
}

/** A test's way to call the API (tickets.fixtures' `api`). */
type Caller = {
  put(url: string, payload: unknown): Promise<{ statusCode: number; body: string }>;
  post(url: string, payload?: unknown): Promise<{ json(): unknown }>;
};

/** Connects to the stub through PUT /api/psa/connection and loads its provider data; answers whether both worked. */
export async function connectToStub(as: Caller, stub: ConnectWiseStub) {
  const c = stub.credentials;
  const connected = await as.put('/api/psa/connection', {
    provider: 'CONNECTWISE',
    connectwise: { site: stub.url, companyId: c.companyId, publicKey: c.publicKey, privateKey: c.privateKey, clientId: c.clientId },
  });
  const refreshed = (await as.post('/api/psacw/refresh')).json() as { ok?: boolean };
  return { connected: connected.statusCode === 200 ? 'ok' : connected.body, refreshed: refreshed.ok === true };
}
