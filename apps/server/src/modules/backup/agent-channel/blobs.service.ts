/**
 * The agents' view of their organization's cloud store (decision 0013). Agents may add objects
 * but never replace or delete them; each device writes its snapshots into a folder of its own; the
 * server checks what it can of every upload against its name before keeping it. An agent names
 * objects as the engine does (`config`, `packs/<xx>/<id>`, `index/<id>`, `snapshots/<jobGuid>`);
 * this module maps them into the repository the device (or the job) uses:
 *   shared:   `<name>`, snapshots at `snapshots/<nodeId>/<jobGuid>`
 *   isolated: `devices/<nodeId>/<name>`, snapshots at `devices/<nodeId>/snapshots/<nodeId>/<jobGuid>`
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { BlobsRepository } from './blobs.repository.ts';
import { deviceRepository, type CloudStores } from '../store/cloud-store.ts';
import {
  deriveKeys,
  newRepositoryConfig,
  openIndex,
  openSnapshotBlob,
  prefixedStore,
  readBlob,
  readPackTrailer,
  type BlobStore,
  type RepoKeys,
} from '../engine.ts';
import type { OrgKeys } from '../store/org-keys.service.ts';
import { snapshotSchema } from './snapshot-schema.ts';

/** The largest blob an agent may upload: a pack is ~16 MiB, with room for bigger pack sizes. */
export const MAX_BLOB_BYTES = 64 * 1024 * 1024;
const MAX_CONFIG_BYTES = 64 * 1024;
const MAX_INDEX_BYTES = 16 * 1024 * 1024;
/** As much snapshot JSON as a job's completion may carry. */
const MAX_SNAPSHOT_JSON_BYTES = 256 * 1024 * 1024;

type AgentName = { kind: 'config' } | { kind: 'pack'; id: string } | { kind: 'index'; id: string } | { kind: 'snapshot'; jobGuid: string };

const HEX64 = '[0-9a-f]{64}';
const PACK = new RegExp(`^packs/([0-9a-f]{2})/(${HEX64})$`);
const INDEX = new RegExp(`^index/(${HEX64})$`);
const SNAPSHOT = /^snapshots\/([A-Za-z0-9-]{8,100})$/;
const LISTABLE = new Set(['packs', 'index', 'snapshots']);

const invalidName = () => new AppError('VALIDATION_FAILED', 'Invalid blob name', { name: ['Invalid'] });

/** An agent's name for an object of the repository layout; anything else is refused. */
export function parseAgentName(raw: string): AgentName {
  if (raw === 'config') return { kind: 'config' };
  const pack = PACK.exec(raw);
  if (pack && pack[2]?.startsWith(pack[1] ?? '')) return { kind: 'pack', id: pack[2] };
  const index = INDEX.exec(raw);
  if (index?.[1]) return { kind: 'index', id: index[1] };
  const snapshot = SNAPSHOT.exec(raw);
  if (snapshot?.[1]) return { kind: 'snapshot', jobGuid: snapshot[1] };
  throw invalidName();
}

/** What one agent request sees: a repository of its organization's store, under that repository's key. */
export interface BlobView {
  organizationId: number;
  nodeId: number;
  /** The organization's whole store; `base` is the repository's folder in it. */
  store: BlobStore;
  /** '' (the shared repository) or `devices/<nodeId>/` (an isolated device's). */
  base: string;
  key: Buffer;
  keys: RepoKeys;
  /** A restore reading the snapshot of `owner` (maybe another device): it reads, never writes. */
  restore: { jobGuid: string; owner: number } | null;
}

/** The repository config an agent creates: the engine's format, under the key the server handed out. */
const configSchema = z.object({
  format: z.literal('outpost-backup'),
  version: z.literal(1),
  chunker: z.object({ min: z.number().int().positive(), avg: z.number().int().positive(), max: z.number().int().positive() }),
  keyCheck: z.string(),
});

const conflict = (name: string) => new AppError('CONFLICT', `${name} already exists with other content; cloud backups are append-only`);
const refused = (name: string, why: string) => new AppError('VALIDATION_FAILED', `${name} was refused: ${why}`, { name: [why] });

/** Reads a request body into memory, refusing more than `max` bytes. */
async function collect(body: AsyncIterable<Buffer>, max: number, name: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const piece of body) {
    total += piece.length;
    if (total > max) throw new AppError('PAYLOAD_TOO_LARGE', `${name} may be at most ${max} bytes`);
    parts.push(piece);
  }
  return Buffer.concat(parts);
}

/**
 * Passes a pack's bytes through while hashing them; throws at the end, before the store keeps
 * anything (stores write a temporary file or buffer the body, and drop it when the body throws),
 * when they are not the content the name says.
 */
async function* hashChecked(body: AsyncIterable<Buffer>, packId: string, name: string): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  for await (const piece of body) {
    hash.update(piece);
    yield piece;
  }
  if (hash.digest('hex') !== packId) throw refused(name, 'its content does not match its name (a pack is named by the SHA-256 of its bytes)');
}

export function createBlobsService(deps: { repo: BlobsRepository; stores: CloudStores; keys: OrgKeys }) {
  const { repo } = deps;

  /** The repository a device writes now: its own when its organization isolates devices. */
  async function ownView(nodeId: number, organizationId: number, isolated: boolean): Promise<BlobView> {
    const key = isolated ? await deps.keys.deviceKeyFor(organizationId, nodeId) : await deps.keys.keyFor(organizationId);
    const store = deps.stores.forOrganization(organizationId);
    return { organizationId, nodeId, store, base: isolated ? deviceRepository(nodeId) : '', key, keys: deriveKeys(key), restore: null };
  }

  /** The folder names a snapshot may sit under in a repository, newest layout first. */
  const snapshotNames = (base: string, owner: number, jobGuid: string) => [`${base}snapshots/${owner}/${jobGuid}`, `${base}snapshots/${jobGuid}`];

  async function firstExisting(store: BlobStore, names: string[]): Promise<string | null> {
    for (const name of names) if (await store.head(name)) return name;
    return null;
  }

  /**
   * A restore reads the repository that holds its snapshot (the owner's own, or the shared one:
   * where the owner wrote when it ran), under that repository's key; null when it is on neither.
   */
  async function restoreView(own: BlobView, jobGuid: string): Promise<BlobView | null> {
    const owner = (await repo.snapshotOwner(own.organizationId, jobGuid)) ?? own.nodeId;
    for (const base of [deviceRepository(owner), '']) {
      if (!(await firstExisting(own.store, snapshotNames(base, owner, jobGuid)))) continue;
      const key = base ? await deps.keys.deviceKeyFor(own.organizationId, owner) : await deps.keys.keyFor(own.organizationId);
      return { ...own, base, key, keys: deriveKeys(key), restore: { jobGuid, owner } };
    }
    return null;
  }

  /** Where an agent's snapshot name is read from, or null when this view may not read it. */
  async function snapshotToRead(view: BlobView, jobGuid: string): Promise<string | null> {
    const owner = (await repo.snapshotOwner(view.organizationId, jobGuid)) ?? view.nodeId;
    // Another device's snapshot is read only by a restore of it onto this device.
    const readable = owner === view.nodeId || view.restore?.jobGuid === jobGuid || (await repo.restores(view.nodeId, jobGuid));
    return readable ? firstExisting(view.store, snapshotNames(view.base, owner, jobGuid)) : null;
  }

  /** The stored name behind an agent's name for a read; null when there is none this view may read. */
  async function toRead(view: BlobView, raw: string): Promise<string | null> {
    const name = parseAgentName(raw);
    if (name.kind === 'snapshot') return snapshotToRead(view, name.jobGuid);
    return `${view.base}${raw}`;
  }

  async function putConfig(view: BlobView, body: AsyncIterable<Buffer>): Promise<void> {
    const bytes = await collect(body, MAX_CONFIG_BYTES, 'config');
    let parsed: z.infer<typeof configSchema>;
    try {
      parsed = configSchema.parse(JSON.parse(bytes.toString('utf8')));
    } catch {
      throw refused('config', 'it is not a backup repository config');
    }
    if (parsed.keyCheck !== view.keys.check) throw refused('config', 'it was made for another key than this device uses');
    await putOnce(view.store, `${view.base}config`, bytes);
    // The organization's store stays a repository the server opens (its readers and GC start
    // there) even when every device is isolated and none writes the shared one.
    if (view.base && !(await view.store.head('config'))) {
      await putOnce(view.store, 'config', newRepositoryConfig(deriveKeys(await deps.keys.keyFor(view.organizationId))));
    }
  }

  async function putPack(view: BlobView, id: string, raw: string, body: AsyncIterable<Buffer>): Promise<void> {
    const stored = `${view.base}${raw}`;
    if (await view.store.head(stored)) {
      // Same name, same content (the name is checked): nothing to replace, a retry succeeds.
      for await (const piece of hashChecked(body, id, raw)) void piece;
      return;
    }
    await view.store.put(stored, hashChecked(body, id, raw));
  }

  /** An index must open under the repository's key and list exactly what its pack's trailer lists. */
  async function putIndex(view: BlobView, id: string, raw: string, body: AsyncIterable<Buffer>): Promise<void> {
    const bytes = await collect(body, MAX_INDEX_BYTES, raw);
    const repoStore = view.base ? prefixedStore(view.store, view.base) : view.store;
    let same: boolean;
    try {
      const index = openIndex(view.keys, bytes, `index:${id}`);
      const trailer = await readPackTrailer(repoStore, view.keys, id);
      same = index.packId === id && JSON.stringify(index.entries) === JSON.stringify(trailer.entries);
    } catch {
      throw refused(raw, 'it does not open under this repository’s key, or its pack is not stored');
    }
    if (!same) throw refused(raw, 'it does not describe its pack');
    // An index already there describes the same pack the same way: keep it.
    if (!(await view.store.head(`${view.base}${raw}`))) await view.store.put(`${view.base}${raw}`, bytes);
  }

  /**
   * A snapshot must be a sealed snapshot of that jobGuid, written by one of this device's backup
   * jobs, and the guid no other device's. It may be written again (a resumed job saves once more)
   * only until the server has recorded it.
   */
  async function putSnapshot(view: BlobView, jobGuid: string, raw: string, body: AsyncIterable<Buffer>): Promise<void> {
    const bytes = await collect(body, MAX_BLOB_BYTES, raw);
    let snapshot: z.infer<typeof snapshotSchema>;
    try {
      snapshot = snapshotSchema.parse(await openSnapshotBlob(view.keys, jobGuid, bytes, MAX_SNAPSHOT_JSON_BYTES));
    } catch {
      throw refused(raw, 'it is not a sealed snapshot under this repository’s key');
    }
    const writer = z.object({ tags: z.object({ jobUid: z.string() }) }).safeParse(snapshot);
    if (snapshot.jobGuid !== jobGuid || !writer.success || !(await repo.isBackupOf(view.nodeId, writer.data.tags.jobUid))) {
      throw refused(raw, 'it is not a snapshot of one of this device’s backup jobs');
    }
    const owner = await repo.snapshotOwner(view.organizationId, jobGuid);
    if (owner !== undefined && owner !== view.nodeId) throw conflict(raw);
    const [own, legacy] = snapshotNames(view.base, view.nodeId, jobGuid) as [string, string];
    const existing = await firstExisting(view.store, [own, legacy]);
    if (existing && (await readBlob(view.store, existing)).equals(bytes)) return;
    if (existing === legacy || (existing && owner !== undefined)) throw conflict(raw);
    await view.store.put(own, bytes);
  }

  return {
    /**
     * The view of one request: the device's own repository, or, for a restore job named by the
     * request, the repository holding the restored snapshot.
     */
    async viewFor(nodeId: number, jobUid?: string): Promise<BlobView> {
      const device = await repo.device(nodeId);
      if (!device) throw notFound('Device');
      const own = await ownView(nodeId, device.organizationId, device.isolateDevices);
      const job = jobUid ? await repo.activeJob(nodeId, jobUid) : undefined;
      const restored = job?.type === 'RESTORE' ? job.payload.snapshotJobGuid : undefined;
      return (typeof restored === 'string' && (await restoreView(own, restored))) || own;
    },

    /** Stores an upload after the checks its kind allows; an identical existing object is a no-op. */
    async put(view: BlobView, raw: string, body: AsyncIterable<Buffer>): Promise<void> {
      const name = parseAgentName(raw);
      if (view.restore) throw new AppError('FORBIDDEN', 'A restore reads backups; it does not write them');
      if (name.kind === 'config') return putConfig(view, body);
      if (name.kind === 'pack') return putPack(view, name.id, raw, body);
      if (name.kind === 'index') return putIndex(view, name.id, raw, body);
      return putSnapshot(view, name.jobGuid, raw, body);
    },

    /** A readable object: its stored name and size; null when absent or not this view's to read. */
    async find(view: BlobView, raw: string): Promise<{ name: string; size: number } | null> {
      const name = await toRead(view, raw);
      const info = name ? await view.store.head(name) : null;
      return name && info ? { name, size: info.size } : null;
    },

    /** The agent's names under `packs`, `index` or `snapshots` (its own snapshots only). */
    async list(view: BlobView, prefix: string): Promise<string[]> {
      if (!LISTABLE.has(prefix)) throw invalidName();
      const folder = prefix === 'snapshots' ? `${view.base}snapshots/${view.nodeId}` : `${view.base}${prefix}`;
      const names: string[] = [];
      for await (const name of view.store.list(folder))
        names.push(prefix === 'snapshots' ? `snapshots/${name.slice(folder.length + 1)}` : name.slice(view.base.length));
      return names.sort();
    },
  };
}
export type BlobsService = ReturnType<typeof createBlobsService>;

/** Stores a small object once; the same bytes again are a no-op, other bytes a conflict. */
async function putOnce(store: BlobStore, name: string, bytes: Buffer): Promise<void> {
  if (await store.head(name)) {
    if ((await readBlob(store, name)).equals(bytes)) return;
    throw conflict(name.slice(name.lastIndexOf('/') + 1));
  }
  await store.put(name, bytes);
}
