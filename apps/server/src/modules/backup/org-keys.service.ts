import { randomBytes } from 'node:crypto';
import { createKeySealer, type KeySealer } from './master-key.ts';
import type { OrgDataRepository } from './org-data.repository.ts';

/** Each organization's 32-byte backup key: made on first use, stored sealed, cached in memory. */
export function createOrgKeys(deps: { orgData: OrgDataRepository; masterKey: () => Promise<Buffer> }) {
  let sealer: Promise<KeySealer> | undefined;
  const cache = new Map<number, Buffer>();
  const getSealer = () => (sealer ??= deps.masterKey().then(createKeySealer));
  return {
    async keyFor(organizationId: number): Promise<Buffer> {
      const cached = cache.get(organizationId);
      if (cached) return cached;
      const s = await getSealer();
      let sealed = await deps.orgData.sealedKey(organizationId);
      if (!sealed) sealed = await deps.orgData.insertSealedKey(organizationId, s.seal(randomBytes(32)));
      const key = s.open(sealed);
      cache.set(organizationId, key);
      return key;
    },
  };
}
export type OrgKeys = ReturnType<typeof createOrgKeys>;
