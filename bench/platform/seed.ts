import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/client.ts';
import { nodeCredentials, nodes, organizations } from '../../apps/server/src/db/schema.ts';
import { hashToken } from '../../apps/server/src/lib/secrets.ts';

const PREFIXES = ['web', 'db', 'laptop', 'desktop', 'file', 'print', 'mail', 'kiosk'];

/** Seeds devices straight into the database (enrolling 10,000 agents over HTTP would only test the rate limit). */
export async function seedDevices(target: DatabaseTarget, deviceCount: number, credentialCount: number): Promise<string[]> {
  const handle = await openDatabase(target);
  const orgIds: number[] = [];
  for (let i = 0; i < 20; i++) {
    const [org] = await handle.db
      .insert(organizations)
      .values({ name: `Bench org ${i}` })
      .returning({ id: organizations.id });
    orgIds.push(org!.id);
  }
  const credentials: string[] = [];
  const batch = 1000;
  for (let start = 0; start < deviceCount; start += batch) {
    const rows = Array.from({ length: Math.min(batch, deviceCount - start) }, (_, k) => {
      const i = start + k;
      const name = `${PREFIXES[i % PREFIXES.length]}-${String(i).padStart(5, '0')}`;
      return {
        organizationId: orgIds[i % orgIds.length]!,
        deviceUid: `bench-${i}-${randomBytes(4).toString('hex')}`,
        systemName: name,
        displayName: name,
        nodeClass: i % 3 === 0 ? 'WINDOWS_SERVER' : 'WINDOWS_WORKSTATION',
        nodeApprovalType: 'REGULAR' as const,
        approvalStatus: 'APPROVED' as const,
        installationStatus: 'INSTALLED' as const,
        lastSeenAt: new Date(),
      };
    });
    const inserted = await handle.db.insert(nodes).values(rows).returning({ id: nodes.id });
    const creds = inserted
      .filter((_, k) => start + k < credentialCount)
      .map((row) => {
        const credential = `odc_${randomBytes(32).toString('base64url')}`;
        credentials.push(credential);
        return { nodeId: row.id, tokenHash: hashToken(credential) };
      });
    if (creds.length) await handle.db.insert(nodeCredentials).values(creds);
  }
  await handle.close();
  return credentials;
}
