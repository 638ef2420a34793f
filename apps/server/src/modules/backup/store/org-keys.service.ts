import { hkdfSync, randomBytes } from 'node:crypto';
import { createKeySealer, type KeySealer } from './master-key.ts';
import type { OrgDataRepository } from '../org-data.repository.ts';

/**
 * A device's own backup key ("isolate devices", decision 0013): derived from the organization's
 * key, so nothing more is stored and the server can always read every device's data, while a
 * device's key tells nothing about the organization's key or another device's.
 */
export function deriveDeviceKey(organizationKey: Buffer, nodeId: number): Buffer {
  return Buffer.from(hkdfSync('sha256', organizationKey, Buffer.alloc(0), `outpost-backup/v1/device/${nodeId}`, 32));
}

/** Each organization's 32-byte backup key: made on first use, stored sealed, cached in memory. */
export function createOrgKeys(deps: { orgData: OrgDataRepository; masterKey: () => Promise<Buffer> }) {
  let sealer: Promise<KeySealer> | undefined;
  const cache = new Map<number, Buffer>();
  const getSealer = () => (sealer ??= deps.masterKey().then(createKeySealer));

  async function keyFor(organizationId: number): Promise<Buffer> {
    const cached = cache.get(organizationId);
    if (cached) return cached;
    const s = await getSealer();
    let sealed = await deps.orgData.sealedKey(organizationId);
    if (!sealed) sealed = await deps.orgData.insertSealedKey(organizationId, s.seal(randomBytes(32)));
    const key = s.open(sealed);
    cache.set(organizationId, key);
    return key;
  }

  return {
    /** The organization's key: its shared repository (every device unless devices are isolated). */
    keyFor,
    /** The key of a device's own repository (`devices/<nodeId>/`). */
    async deviceKeyFor(organizationId: number, nodeId: number): Promise<Buffer> {
      return deriveDeviceKey(await keyFor(organizationId), nodeId);
    },
  };
}
export type OrgKeys = ReturnType<typeof createOrgKeys>;
