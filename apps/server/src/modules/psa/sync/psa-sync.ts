import { PSA_SYNC_ACTIONS, type PsaSyncEntry, type PsaSyncRun } from '@outpost/contracts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import { createDrainLoop } from '../../../lib/drain-loop.ts';
import { changedFields, desiredValues, questionIdsByType, valuesHash, type Placement } from './device-values.ts';
import { RemoteRecordGone, type ConfigurationValues, type PsaProviderClient, type RemoteConfiguration } from '../provider.ts';
import type { PsaConnectionService } from '../connection/psa-connection.service.ts';
import type { StoredRoleConfiguration } from '../mappings/psa-mappings.service.ts';
import type { PsaLinkRow, PsaRepository, PsaSyncRunRow, SyncDevice } from '../psa.repository.ts';
import { holdingLease, INTERRUPTED_RUN, leaseFrom } from '../lease.ts';

const ENTITY = 'configuration';
/** A run keeps at most this many entries (counts are always complete). */
const MAX_ENTRIES = 2000;
/** A long run writes its counts so far this often, for the screen's progress. */
const PROGRESS_MS = 1000;

/** Thrown by a test's checkpoint to stop a run where a crash would: nothing after it happens. */
export class SyncInterrupted extends Error {
  constructor(readonly step: string) {
    super(`interrupted at ${step}`);
    this.name = 'SyncInterrupted';
  }
}

type Planned =
  | { action: 'CREATE'; device: SyncDevice; values: ConfigurationValues; onDeleteStatusId: number | null; createValues: ConfigurationValues }
  | {
      action: 'UPDATE' | 'ADOPT';
      device: SyncDevice;
      values: ConfigurationValues;
      onDeleteStatusId: number | null;
      remoteId: number;
      changes: ConfigurationValues;
    }
  | { action: 'UNCHANGED'; device: SyncDevice; remoteId: number }
  | { action: 'SKIP'; device: SyncDevice; reason: string }
  | { action: 'DEACTIVATE'; link: PsaLinkRow; statusId: number | null };

interface LinkDetails {
  values?: ConfigurationValues;
  onDeleteStatusId?: number | null;
  name?: string;
}

export function presentRun(row: PsaSyncRunRow): PsaSyncRun {
  const counts = Object.fromEntries(PSA_SYNC_ACTIONS.map((a) => [a, row.counts[a] ?? 0])) as PsaSyncRun['counts'];
  return {
    id: row.id,
    provider: row.provider as PsaSyncRun['provider'],
    dryRun: row.dryRun,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    counts,
    requests: { reads: row.reads, writes: row.writes },
    entries: row.entries as PsaSyncEntry[],
    error: row.error,
  };
}

/**
 * The device sync (DESIGN.md §4 "PSA", issue 26 §7): each device of a mapped organization whose role
 * has a configuration type becomes one configuration of its company and site. The link table makes
 * it idempotent: a linked device is written only when its hash changed, and then only the fields
 * that changed; an unlinked one adopts the configuration with its device identifier, else an
 * unclaimed one with its serial number, and is created only when neither exists. Every remote
 * write comes before its link is saved, so a run stopped anywhere leaves either nothing or a
 * configuration the next run adopts: never a duplicate, never a lost update. A removed device's
 * configuration gets its On Delete status. A dry run plans the same and writes nothing.
 */
export function createPsaSync(deps: {
  repo: PsaRepository;
  connection: PsaConnectionService;
  clock: Clock;
  publicUrl: string;
  /** Called around each remote write; tests stop a run there. */
  checkpoint?: (step: string) => void;
  /** Background work's log: a queued run that failed outside its own error handling. */
  log?: (message: string) => void;
  /** How often the queue of runs is looked at when nothing wakes it (runs other processes queued). */
  pollMs?: number;
}) {
  const { repo, connection, clock } = deps;
  const checkpoint = deps.checkpoint ?? (() => {});
  let running: Promise<unknown> | null = null;

  async function plan(provider: string, client: PsaProviderClient, attributes: Parameters<typeof desiredValues>[2]): Promise<Planned[]> {
    const [devices, orgMaps, locMaps, configurationMappings, links, providerData] = await Promise.all([
      repo.devices(),
      repo.organizationMappings(provider),
      repo.locationMappings(provider),
      repo.configurationMappings(provider),
      repo.links(provider, ENTITY),
      connection.providerData(),
    ]);
    // From the last refresh of the provider data: a re-run reads nothing to know the question ids.
    const questionsOf = questionIdsByType(providerData.configurationQuestions);
    const orgOf = new Map(orgMaps.map((m) => [m.organizationId, m]));
    const locOf = new Map(locMaps.map((m) => [m.locationId, m]));
    const rolesOf = new Map(configurationMappings.map((m) => [m.id, m.roleMappings as StoredRoleConfiguration[]]));
    const linkOf = new Map(links.map((l) => [l.localId, l]));
    const out: Planned[] = [];
    const wanted = new Map<number, { device: SyncDevice; values: ConfigurationValues; role: StoredRoleConfiguration }>();

    for (const device of devices) {
      const org = orgOf.get(device.organizationId);
      if (!org) continue;
      const loc = device.locationId === null ? undefined : locOf.get(device.locationId);
      const mappingId =
        !loc || loc.configurationTypeMappingType === 'CLIENT_DEFAULT'
          ? org.configurationTypeMappingId
          : loc.configurationTypeMappingType === 'NONE'
            ? null
            : loc.configurationTypeMappingId;
      const role = mappingId === null ? undefined : rolesOf.get(mappingId)?.find((r) => r.nodeRoleId === device.nodeRoleId);
      if (!role) {
        out.push({
          action: 'SKIP',
          device,
          reason:
            mappingId === null
              ? 'No configuration type mapping applies to its organization or location'
              : 'Its device role has no configuration type in the mapping',
        });
        continue;
      }
      const placement: Placement = {
        companyId: org.companyId,
        siteId: loc?.siteId ?? null,
        configurationTypeId: role.configurationTypeId,
        questions: questionsOf.get(role.configurationTypeId),
      };
      wanted.set(device.id, { device, values: desiredValues(device, placement, attributes, deps.publicUrl), role });
    }

    // The remote list is read only when some device has no link yet: a re-run with no change reads nothing.
    const unlinked = [...wanted.values()].filter((w) => !linkOf.has(String(w.device.id)));
    let remote: RemoteConfiguration[] = [];
    if (unlinked.length > 0) {
      const companies = [...new Set(unlinked.map((w) => (w.values.company as { id: number }).id))];
      remote = await client.configurations(companies);
    }
    const claimed = new Set(links.map((l) => Number(l.remoteId)));
    const byIdentifier = new Map<string, RemoteConfiguration>();
    const bySerial = new Map<string, RemoteConfiguration>();
    for (const r of remote.sort((a, b) => a.id - b.id)) {
      if (claimed.has(r.id)) continue;
      if (r.deviceIdentifier && !byIdentifier.has(r.deviceIdentifier)) byIdentifier.set(r.deviceIdentifier, r);
      if (!r.deviceIdentifier && r.serialNumber && !bySerial.has(r.serialNumber.toLowerCase())) bySerial.set(r.serialNumber.toLowerCase(), r);
    }

    for (const { device, values, role } of wanted.values()) {
      const link = linkOf.get(String(device.id));
      const onDeleteStatusId = role.onDeleteStatusId;
      if (link) {
        if (link.hash === valuesHash(values)) {
          out.push({ action: 'UNCHANGED', device, remoteId: Number(link.remoteId) });
          continue;
        }
        const before = (link.details as LinkDetails).values ?? {};
        out.push({ action: 'UPDATE', device, values, onDeleteStatusId, remoteId: Number(link.remoteId), changes: changedFields(values, before) });
        continue;
      }
      const serial = typeof values.serialNumber === 'string' ? values.serialNumber.toLowerCase() : '';
      const match = byIdentifier.get(device.deviceUid) ?? (serial ? bySerial.get(serial) : undefined);
      if (match) {
        byIdentifier.delete(match.deviceIdentifier);
        bySerial.delete(match.serialNumber.toLowerCase());
        out.push({ action: 'ADOPT', device, values, onDeleteStatusId, remoteId: match.id, changes: changedFields(values, match.values) });
        continue;
      }
      const createValues = role.onCreateStatusId === null ? values : { ...values, status: { id: role.onCreateStatusId } };
      out.push({ action: 'CREATE', device, values, onDeleteStatusId, createValues });
    }

    for (const link of links) {
      if (wanted.has(Number(link.localId))) continue;
      out.push({ action: 'DEACTIVATE', link, statusId: (link.details as LinkDetails).onDeleteStatusId ?? null });
    }
    return out;
  }

  function writesOf(p: Planned): number {
    if (p.action === 'CREATE') return 1;
    if (p.action === 'UPDATE' || p.action === 'ADOPT') return Object.keys(p.changes).length > 0 ? 1 : 0;
    if (p.action === 'DEACTIVATE') return p.statusId === null ? 0 : 1;
    return 0;
  }

  function entryOf(p: Planned): PsaSyncEntry {
    if (p.action === 'DEACTIVATE') {
      const name = (p.link.details as LinkDetails).name ?? `Device ${p.link.localId}`;
      return {
        action: 'DEACTIVATE',
        deviceId: Number(p.link.localId),
        deviceName: name,
        remoteId: Number(p.link.remoteId),
        detail:
          p.statusId === null ? 'Device removed; no On Delete status is set, so the configuration is left as it is' : 'Device removed: On Delete status set',
      };
    }
    const base = { deviceId: p.device.id, deviceName: p.device.displayName };
    if (p.action === 'SKIP') return { ...base, action: 'SKIP', remoteId: null, detail: p.reason };
    if (p.action === 'UNCHANGED') return { ...base, action: 'UNCHANGED', remoteId: p.remoteId, detail: '' };
    if (p.action === 'CREATE') return { ...base, action: 'CREATE', remoteId: null, detail: '' };
    const fields = Object.keys(p.changes);
    return { ...base, action: p.action, remoteId: p.remoteId, detail: fields.length ? `Changes: ${fields.join(', ')}` : 'No change needed' };
  }

  const linkDetails = (p: { device: SyncDevice; values: ConfigurationValues; onDeleteStatusId: number | null }) => ({
    values: p.values,
    onDeleteStatusId: p.onDeleteStatusId,
    name: p.device.displayName,
  });

  async function execute(provider: string, client: PsaProviderClient, p: Planned): Promise<PsaSyncEntry> {
    const entry = entryOf(p);
    if (p.action === 'CREATE') {
      checkpoint('before-create');
      const created = await client.createConfiguration(p.createValues);
      checkpoint('after-create');
      await repo.saveLink(
        { provider, entity: ENTITY, localId: String(p.device.id), remoteId: String(created.id), hash: valuesHash(p.values), details: linkDetails(p) },
        clock.now(),
      );
      return { ...entry, remoteId: created.id };
    }
    if (p.action === 'UPDATE' || p.action === 'ADOPT') {
      if (Object.keys(p.changes).length > 0) {
        checkpoint(`before-${p.action.toLowerCase()}`);
        await client.updateConfiguration(p.remoteId, p.changes);
        checkpoint(`after-${p.action.toLowerCase()}`);
      }
      await repo.saveLink(
        { provider, entity: ENTITY, localId: String(p.device.id), remoteId: String(p.remoteId), hash: valuesHash(p.values), details: linkDetails(p) },
        clock.now(),
      );
      return entry;
    }
    if (p.action === 'DEACTIVATE') {
      if (p.statusId !== null) {
        checkpoint('before-deactivate');
        await client.updateConfiguration(Number(p.link.remoteId), { status: { id: p.statusId } });
        checkpoint('after-deactivate');
      }
      await repo.deleteLink(provider, ENTITY, p.link.localId);
    }
    return entry;
  }

  async function runOnce(dryRun: boolean, queued?: PsaSyncRunRow): Promise<PsaSyncRun> {
    let active: Awaited<ReturnType<typeof connection.client>>;
    try {
      active = await connection.client();
    } catch (failure) {
      // A queued run whose PSA went away meanwhile still ends, in words.
      if (!queued) throw failure;
      await repo.finishRun(queued.id, { status: 'FAILED', counts: {}, reads: 0, writes: 0, entries: [], error: (failure as Error).message }, clock.now());
      return presentRun((await repo.run(queued.id))!);
    }
    const runId = queued?.id ?? (await repo.startRun(active.provider, dryRun, clock.now(), leaseFrom(clock.now())));
    // While this process lives the run's lease moves forward; a run whose process died is ended by the next claim.
    return holdingLease(
      () => repo.renewRunLease(runId, leaseFrom(clock.now())),
      () => runLeased(runId, dryRun, active),
    );
  }

  async function runLeased(runId: number, dryRun: boolean, active: Awaited<ReturnType<typeof connection.client>>): Promise<PsaSyncRun> {
    const { client, provider, options } = active;
    const counts: Record<string, number> = Object.fromEntries(PSA_SYNC_ACTIONS.map((a) => [a, 0]));
    const entries: PsaSyncEntry[] = [];
    const note = (entry: PsaSyncEntry) => {
      counts[entry.action] = (counts[entry.action] ?? 0) + 1;
      if (entries.length < MAX_ENTRIES && entry.action !== 'UNCHANGED') entries.push(entry);
    };
    let error: string | null = null;
    let plannedWrites = 0;
    let reported = Date.now();
    const progress = async () => {
      if (Date.now() - reported < PROGRESS_MS) return;
      reported = Date.now();
      const requests = client.requests();
      await repo.progressRun(runId, { counts, reads: requests.reads, writes: dryRun ? plannedWrites : requests.writes }, leaseFrom(clock.now()));
    };
    try {
      const planned = await plan(provider, client, options.attributes);
      for (const p of planned) {
        await progress();
        if (dryRun) {
          plannedWrites += writesOf(p);
          note(entryOf(p));
          continue;
        }
        try {
          note(await execute(provider, client, p));
        } catch (failure) {
          if (failure instanceof SyncInterrupted) throw failure;
          if (failure instanceof RemoteRecordGone && p.action !== 'CREATE' && p.action !== 'SKIP' && p.action !== 'UNCHANGED') {
            await repo.deleteLink(provider, ENTITY, p.action === 'DEACTIVATE' ? p.link.localId : String(p.device.id));
          }
          const base = entryOf(p);
          note({ ...base, action: 'ERROR', detail: `${base.action}: ${(failure as Error).message}` });
        }
      }
    } catch (failure) {
      if (failure instanceof SyncInterrupted) throw failure;
      error = (failure as Error).message;
    }
    const requests = client.requests();
    await repo.finishRun(
      runId,
      { status: error ? 'FAILED' : 'SUCCEEDED', counts, reads: requests.reads, writes: dryRun ? plannedWrites : requests.writes, entries, error },
      clock.now(),
    );
    return presentRun((await repo.run(runId))!);
  }

  /** Runs left RUNNING by a process that died (lease passed) end as FAILED, in words. */
  async function endInterrupted() {
    const ended = await repo.failExpiredRuns(clock.now(), INTERRUPTED_RUN);
    if (ended > 0) deps.log?.(`PSA sync: ${ended} run(s) left running by a stopped server marked failed`);
  }

  async function exclusive(work: () => Promise<PsaSyncRun>): Promise<PsaSyncRun> {
    const current = work();
    running = current;
    try {
      return await current;
    } finally {
      running = null;
    }
  }

  // Runs asked for on demand wait in the table as QUEUED and run here, outside any request: one at
  // a time per process, claimed with SKIP LOCKED so two processes never run the same one.
  const queue = createDrainLoop(
    async () => {
      while (!running) {
        await endInterrupted();
        const next = await repo.claimQueuedRun(clock.now(), leaseFrom(clock.now()));
        if (!next) return;
        await exclusive(() => runOnce(next.dryRun, next)).catch(async (failure: unknown) => {
          if (failure instanceof SyncInterrupted) throw failure;
          await repo.finishRun(next.id, { status: 'FAILED', counts: {}, reads: 0, writes: 0, entries: [], error: (failure as Error).message }, clock.now());
        });
      }
    },
    { pollMs: deps.pollMs ?? 5000, onError: (error) => deps.log?.(`PSA sync queue: ${(error as Error).message}`) },
  );

  return {
    /** Runs the sync (or its dry run) now and answers when done (the schedule, tests, the bench); one at a time per server. */
    async run(options: { dryRun: boolean }): Promise<PsaSyncRun> {
      if (running) throw new AppError('CONFLICT', 'A PSA sync is already running');
      return exclusive(() => runOnce(options.dryRun));
    },
    /**
     * Queues a run (Run sync, Preview): answers the QUEUED run at once; the queue runs it and the
     * run log shows its progress. Asking again while one of the same kind waits answers that one.
     */
    async enqueue(options: { dryRun: boolean }): Promise<PsaSyncRun> {
      const { provider } = await connection.active();
      const row = (await repo.queuedRun(provider, options.dryRun)) ?? (await repo.queueRun(provider, options.dryRun, clock.now()));
      void queue.drain();
      return presentRun(row);
    },
    /** Runs what is queued now; resolves when the queue is empty (tests wait on it). */
    drain: () => queue.drain(),
    /** Polls the queue for runs other processes queued; answers a stop that waits for the run under way. */
    start: () => queue.start(),
    async runs(limit = 20): Promise<PsaSyncRun[]> {
      const { provider } = await connection.active();
      // The Sync tab shows a run whose server died as failed, even before a queue here claims anything.
      await endInterrupted();
      return (await repo.runs(provider, limit)).map(presentRun);
    },
    async get(id: number): Promise<PsaSyncRun> {
      // The Sync tab follows a running run by reading it: one left by a stopped server turns FAILED here too.
      let row = await repo.run(id);
      if (row?.status === 'RUNNING' && row.leaseUntil && row.leaseUntil < clock.now()) {
        await endInterrupted();
        row = await repo.run(id);
      }
      if (!row) throw notFound('Sync run');
      return presentRun(row);
    },
  };
}
export type PsaSync = ReturnType<typeof createPsaSync>;
