import type { PsaAdditionEntry, PsaAgreement, PsaAgreementSyncRun, PsaProviderData } from '@outpost/contracts';
import { matchDevice } from '@outpost/rules';
import { AppError } from '../../../lib/errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import { RemoteRecordGone, type PsaProviderClient, type RemoteAddition } from '../provider.ts';
import type { PsaConnectionService } from '../connection/psa-connection.service.ts';
import type { StoredRoleProduct } from '../mappings/psa-mappings.service.ts';
import type { PsaRepository } from '../psa.repository.ts';

const ENTITY = 'agreement-addition';
/** Entries kept in a run's answer (counts of what was written are in the additions themselves). */
const MAX_SKIPPED = 200;

/** Counts of one (agreement, product) pair: the addition Outpost keeps at that quantity. */
interface Wanted {
  agreementId: number;
  productId: number;
  quantity: number;
}
const keyOf = (agreementId: number, productId: number) => `${agreementId}:${productId}`;

/**
 * The product agreement sync (spec 001 §2.4, §3; issue 26 §6): every device of a mapped organization
 * counts towards the products its product mapping maps it to (packages/rules' product matching:
 * SINGLE_HIT the first row by rank, MULTIPLE_HIT every row), in its location's agreement, or else
 * the company's agreement of the row's agreement type. Each (agreement, product) addition is set to
 * that count; an addition Outpost set before and that no device maps to any more is lowered to 0.
 * Links (entity "agreement-addition", hash = the quantity written) make it idempotent: an unchanged
 * count writes nothing, an addition of the product already on the agreement is adopted, not added
 * twice, and each write comes before its link is saved (a stopped run is finished by the next).
 */
export function createPsaAgreementSync(deps: {
  repo: PsaRepository;
  connection: PsaConnectionService;
  clock: Clock;
  /** Device groups of each device (dynamic and static), for the rows with groups. */
  groupIdsOfDevices: (deviceIds: readonly number[]) => Promise<Map<number, number[]>>;
}) {
  const { repo, connection, clock } = deps;
  let running = false;

  async function wanted(provider: string, client: PsaProviderClient) {
    const [devices, orgMaps, locMaps, productMappings] = await Promise.all([
      repo.devices(),
      repo.organizationMappings(provider),
      repo.locationMappings(provider),
      repo.productMappings(provider),
    ]);
    const orgOf = new Map(orgMaps.map((m) => [m.organizationId, m]));
    const locOf = new Map(locMaps.map((m) => [m.locationId, m]));
    const mappingOf = new Map(productMappings.map((m) => [m.id, m]));
    const mapped = devices.filter((d) => orgOf.has(d.organizationId));
    const groups = mapped.length ? await deps.groupIdsOfDevices(mapped.map((d) => d.id)) : new Map<number, number[]>();
    const agreementsOf = new Map<number, Promise<PsaAgreement[]>>();
    const companyAgreements = (companyId: number) => {
      let list = agreementsOf.get(companyId);
      if (!list) agreementsOf.set(companyId, (list = client.agreements(companyId)));
      return list;
    };
    const counts = new Map<string, Wanted>();
    const agreementNames = new Map<number, string>();
    const skipped: PsaAgreementSyncRun['skipped'] = [];

    for (const device of mapped) {
      const org = orgOf.get(device.organizationId)!;
      const loc = device.locationId === null ? undefined : locOf.get(device.locationId);
      const mappingId =
        !loc || loc.productMappingType === 'CLIENT_DEFAULT' ? org.productMappingId : loc.productMappingType === 'NONE' ? null : loc.productMappingId;
      const mapping = mappingId === null ? undefined : mappingOf.get(mappingId);
      if (!mapping) continue;
      const rules = (mapping.roleMappings as StoredRoleProduct[]).map((r) => ({ ...r, groupIds: r.groups }));
      for (const rule of matchDevice({ roleId: device.nodeRoleId, groupIds: groups.get(device.id) ?? [] }, rules, mapping.productMappingType)) {
        let agreementId = loc?.agreementId ?? null;
        if (agreementId !== null && loc?.agreementName) agreementNames.set(agreementId, loc.agreementName);
        if (agreementId === null) {
          const ofType = (await companyAgreements(org.companyId)).filter((a) => a.typeId === rule.agreementTypeId).sort((a, b) => a.id - b.id)[0];
          if (!ofType) {
            if (skipped.length < MAX_SKIPPED)
              skipped.push({
                deviceId: device.id,
                deviceName: device.displayName,
                reason: `${org.companyName} has no agreement of type ${rule.agreementTypeName} for ${rule.productName}`,
              });
            continue;
          }
          agreementId = ofType.id;
          agreementNames.set(ofType.id, ofType.name);
        }
        const key = keyOf(agreementId, rule.productId);
        const entry = counts.get(key) ?? { agreementId, productId: rule.productId, quantity: 0 };
        entry.quantity += 1;
        counts.set(key, entry);
      }
    }
    return { counts, agreementNames, skipped };
  }

  async function runOnce(dryRun: boolean): Promise<PsaAgreementSyncRun> {
    const { client, provider } = await connection.client();
    const data: PsaProviderData = await connection.providerData();
    const productName = (id: number) => data.products.find((p) => p.id === id)?.name ?? `Product ${id}`;
    const additions: PsaAdditionEntry[] = [];
    let skipped: PsaAgreementSyncRun['skipped'] = [];
    let error: string | null = null;
    let plannedWrites = 0;
    try {
      const plan = await wanted(provider, client);
      skipped = plan.skipped;
      const agreementName = (id: number) => plan.agreementNames.get(id) ?? `Agreement ${id}`;
      const links = new Map((await repo.links(provider, ENTITY)).map((l) => [l.localId, l]));
      // An agreement's additions are read only when a pair has no link yet (to adopt, not add twice).
      const remoteOf = new Map<number, Promise<RemoteAddition[]>>();
      const remote = (agreementId: number) => {
        let list = remoteOf.get(agreementId);
        if (!list) remoteOf.set(agreementId, (list = client.additions(agreementId)));
        return list;
      };
      const saveLink = (w: Wanted, additionId: number) =>
        repo.saveLink(
          { provider, entity: ENTITY, localId: keyOf(w.agreementId, w.productId), remoteId: String(additionId), hash: String(w.quantity), details: {} },
          clock.now(),
        );

      const steps: { w: Wanted; action: PsaAdditionEntry['action']; previous: number | null; additionId: number | null }[] = [];
      for (const [key, w] of plan.counts) {
        const link = links.get(key);
        if (link) {
          const previous = Number(link.hash);
          steps.push({ w, action: previous === w.quantity ? 'UNCHANGED' : 'UPDATE', previous, additionId: Number(link.remoteId) });
          continue;
        }
        const existing = (await remote(w.agreementId)).filter((a) => a.productId === w.productId).sort((a, b) => a.id - b.id)[0];
        steps.push(
          existing ? { w, action: 'ADOPT', previous: existing.quantity, additionId: existing.id } : { w, action: 'CREATE', previous: null, additionId: null },
        );
      }
      // Lowered to 0: additions Outpost set before that no device maps to any more.
      for (const [key, link] of links) {
        if (plan.counts.has(key) || link.hash === '0') continue;
        const [agreementId, productId] = key.split(':').map(Number) as [number, number];
        steps.push({ w: { agreementId, productId, quantity: 0 }, action: 'LOWER', previous: Number(link.hash), additionId: Number(link.remoteId) });
      }

      for (const step of steps) {
        const { w } = step;
        const entry: PsaAdditionEntry = {
          action: step.action,
          agreementId: w.agreementId,
          agreementName: agreementName(w.agreementId),
          productId: w.productId,
          productName: productName(w.productId),
          quantity: w.quantity,
          previousQuantity: step.previous,
          detail: '',
        };
        const writes = step.action === 'UNCHANGED' || (step.action === 'ADOPT' && step.previous === w.quantity) ? 0 : 1;
        if (dryRun) {
          plannedWrites += writes;
          if (step.action !== 'UNCHANGED') additions.push(entry);
          continue;
        }
        try {
          if (step.action === 'CREATE') {
            const created = await client.createAddition(w.agreementId, { productId: w.productId, quantity: w.quantity });
            await saveLink(w, created.id);
          } else if (step.action !== 'UNCHANGED') {
            if (writes > 0) await client.updateAdditionQuantity(w.agreementId, step.additionId!, w.quantity);
            await saveLink(w, step.additionId!);
          }
          if (step.action !== 'UNCHANGED') additions.push(entry);
        } catch (failure) {
          // Deleted in the PSA: the link goes, and the next run adds the product again.
          if (failure instanceof RemoteRecordGone) await repo.deleteLink(provider, ENTITY, keyOf(w.agreementId, w.productId));
          additions.push({ ...entry, action: 'ERROR', detail: `${step.action}: ${(failure as Error).message}` });
        }
      }
    } catch (failure) {
      error = (failure as Error).message;
    }
    const requests = client.requests();
    return {
      dryRun,
      ranAt: clock.now().toISOString(),
      status: error ? 'FAILED' : 'SUCCEEDED',
      requests: { reads: requests.reads, writes: dryRun ? plannedWrites : requests.writes },
      additions,
      skipped,
      error,
    };
  }

  return {
    /** Runs the product agreement sync (or its dry run); one at a time per server. */
    async run(options: { dryRun: boolean }): Promise<PsaAgreementSyncRun> {
      if (running) throw new AppError('CONFLICT', 'A product agreement sync is already running');
      running = true;
      try {
        return await runOnce(options.dryRun);
      } finally {
        running = false;
      }
    },
  };
}
export type PsaAgreementSync = ReturnType<typeof createPsaAgreementSync>;
