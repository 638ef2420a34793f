import { NODE_CLASSES, type DeviceFacts } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { deviceRoles, locations, nodes, organizations } from '../../db/schema.ts';
import { random } from '../../test/board-fixture.ts';
import { deviceTags } from './device-groups.schema.ts';

// Devices with deliberately awkward facts (no report yet, no disks, disks exactly on a size,
// blank and mixed-case tags, heartbeats on and around the time-since thresholds, a hung-up agent,
// pending candidates), for the SQL/evaluator agreement test and the membership benchmark.

export interface DeviceFixture {
  organizationIds: number[];
  locationIds: number[];
  roleIds: number[];
  nodeIds: number[];
}

const GIB = 1024 ** 3;
const TAGS = ['prod', 'PROD', 'eu', 'Kiosk', ' vip', 'ünïcode', '%'];
const DISTROS = [
  ['win32', 'Microsoft Windows 11 Pro', '10.0.22631'],
  ['win32', 'Microsoft Windows Server 2022', '10.0.20348'],
  ['linux', 'Ubuntu', '24.04'],
  ['darwin', 'macOS', '15.1'],
] as const;

function factsFor(rng: ReturnType<typeof random>, name: string): DeviceFacts | null {
  if (rng.next() < 0.1) return null;
  const [platform, distro, release] = rng.pick(DISTROS);
  const diskCount = rng.pick([0, 1, 1, 2, 3]);
  const disks = Array.from({ length: diskCount }, (_, i) => {
    const sizeBytes = rng.pick([64, 256, 512, 1000]) * GIB;
    // Some disks land exactly on whole GiB of free space, where ≤ and ≥ both hold.
    const usedBytes = rng.next() < 0.3 ? sizeBytes - rng.pick([5, 10, 20]) * GIB : Math.floor(rng.next() * sizeBytes);
    return { mount: `/d${i}`, fsType: 'ext4', sizeBytes, usedBytes };
  });
  return {
    hostname: name,
    os: { platform, distro, release },
    ...(rng.next() < 0.9 ? { ramBytes: rng.pick([4, 8, 16, 32, 12.5]) * GIB } : {}),
    disks,
    network: [],
  };
}

/** Organizations, locations, roles and `count` devices (a tenth of them pending candidates) with tags. */
export async function seedDeviceFixture(db: Database, now: Date, count: number, seed = 7): Promise<DeviceFixture> {
  const rng = random(seed);
  const organizationIds = (
    await db
      .insert(organizations)
      .values([{ name: 'Acme' }, { name: 'Globex' }, { name: 'Initech' }])
      .returning({ id: organizations.id })
  ).map((r) => r.id);
  const locationIds = (
    await db
      .insert(locations)
      .values(
        organizationIds.flatMap((organizationId) => [
          { organizationId, name: 'HQ' },
          { organizationId, name: 'Branch' },
        ]),
      )
      .returning({ id: locations.id })
  ).map((r) => r.id);
  const roleIds = (
    await db
      .insert(deviceRoles)
      .values([
        { name: 'Web', nodeClass: 'LINUX_SERVER' },
        { name: 'Desk', nodeClass: 'WINDOWS_WORKSTATION' },
      ])
      .returning({ id: deviceRoles.id })
  ).map((r) => r.id);
  const minutesAgo = [0, 30, 59, 60, 61, 90, 120, 1440, 10_000];
  const rows = Array.from({ length: count }, (_, i) => {
    const name = rng.pick(['web', 'DB', 'kiosk', 'Laptop', '  ', 'ünïcode', '100%']) + `-${i}`;
    const seen = rng.next() < 0.15 ? null : new Date(now.getTime() - rng.pick(minutesAgo) * 60_000 + (rng.next() < 0.2 ? 1 : 0));
    return {
      organizationId: rng.pick(organizationIds),
      locationId: rng.next() < 0.3 ? null : rng.pick(locationIds),
      nodeRoleId: rng.next() < 0.4 ? null : rng.pick(roleIds),
      deviceUid: `uid-${seed}-${i}`,
      systemName: name,
      displayName: name,
      nodeClass: rng.pick(NODE_CLASSES),
      nodeApprovalType: 'REGULAR' as const,
      approvalStatus: rng.next() < 0.1 ? ('PENDING' as const) : ('APPROVED' as const),
      installationStatus: 'INSTALLED' as const,
      facts: factsFor(rng, name),
      lastSeenAt: seen,
      agentGoneAt: seen && rng.next() < 0.1 ? now : null,
    };
  });
  const nodeIds: number[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    nodeIds.push(
      ...(
        await db
          .insert(nodes)
          .values(rows.slice(i, i + 1000))
          .returning({ id: nodes.id })
      ).map((r) => r.id),
    );
  }
  const tagRows = nodeIds.flatMap((nodeId) => [...new Set(rng.subset(TAGS))].map((tag) => ({ nodeId, tag })));
  for (let i = 0; i < tagRows.length; i += 2000) await db.insert(deviceTags).values(tagRows.slice(i, i + 2000));
  return { organizationIds, locationIds, roleIds, nodeIds };
}
