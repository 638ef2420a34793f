/**
 * Pack files group many sealed chunks (~16 MiB per pack) so a store holds few large objects.
 * Layout: "OPK1" | sealed chunk … | sealed header (the PackIndex) | u32 BE header length.
 * A pack's id is the SHA-256 of its bytes (content-addressed), so a store that receives one can
 * check the name against the content, and a name never stands for two contents.
 * The same PackIndex is also written as `index/<packId>` after the pack itself; a chunk counts as
 * stored only once its index blob exists, so a writer killed between the two leaves an unindexed
 * pack that `check` reports and garbage collection removes, never a dangling reference.
 */
import { createHash, type Hash } from 'node:crypto';
import { readBlob, type BlobStore } from './blob-store.ts';
import { BackupError } from './errors.ts';
import { open, seal, type RepoKeys } from './keys.ts';
import type { Compression, PackEntry, PackIndex } from './types.ts';

const MAGIC = Buffer.from('OPK1');
export const DEFAULT_PACK_SIZE = 16 * 1024 * 1024;

const PACK_ID = /^[0-9a-f]{64}$/;

/** True for a pack id as the engine writes them: 64 lower-case hex digits. */
export const isPackId = (id: string): boolean => PACK_ID.test(id);

/** The id of a pack with these bytes: hex SHA-256. */
export function packIdOf(parts: readonly Uint8Array[]): string {
  const hash = createHash('sha256');
  for (const p of parts) hash.update(p);
  return hash.digest('hex');
}

/** Blob name of a pack. */
export function packName(packId: string): string {
  return `packs/${packId.slice(0, 2)}/${packId}`;
}

/** How messages name a pack. */
export const packLabel = (packId: string) => packId.slice(0, 12);

/** The errors of a pack that is gone, or shorter than a range read from it. */
export const missingPack = (label: string, cause?: unknown) => new BackupError('MISSING_DATA', `pack ${label} is missing`, { cause });
export const truncatedPack = (label: string) => new BackupError('CORRUPT_DATA', `pack ${label} is truncated`);

/** Blob name of a pack's index. */
export function indexName(packId: string): string {
  return `index/${packId}`;
}

type WireEntry = [string, number, number, number, Compression];

/** Serialises and seals a pack index (compact arrays keep indexes small). */
export function sealIndex(keys: RepoKeys, index: PackIndex, aad: string): Buffer {
  const wire: WireEntry[] = index.entries.map((e) => [e.id, e.offset, e.length, e.rawLength, e.compression]);
  return seal(keys, Buffer.from(JSON.stringify({ p: index.packId, e: wire })), aad);
}

/** Opens a sealed pack index. */
export function openIndex(keys: RepoKeys, sealed: Buffer, aad: string): PackIndex {
  const parsed = JSON.parse(open(keys, sealed, aad).toString('utf8')) as { p: string; e: WireEntry[] };
  const entries: PackEntry[] = parsed.e.map(([id, offset, length, rawLength, compression]) => ({ id, offset, length, rawLength, compression }));
  return { packId: parsed.p, entries };
}

/** Reads the index from a pack's own trailer (used by check and to recover an unindexed pack). */
export async function readPackTrailer(store: BlobStore, keys: RepoKeys, packId: string): Promise<PackIndex> {
  const info = await store.head(packName(packId));
  if (!info) throw missingPack(packId);
  if (info.size < MAGIC.length + 4) throw truncatedPack(packId);
  const lenBuf = await readBlob(store, packName(packId), { start: info.size - 4, end: info.size });
  const len = lenBuf.readUInt32BE(0);
  if (len > info.size - MAGIC.length - 4) throw new BackupError('CORRUPT_DATA', `pack ${packId} has a bad trailer`);
  const sealed = await readBlob(store, packName(packId), { start: info.size - 4 - len, end: info.size - 4 });
  const idx = openIndex(keys, sealed, 'pack-header');
  return { packId, entries: idx.entries };
}

export interface PackWriterOptions {
  targetSize?: number;
  /** Packs being uploaded at once; more overlap hides store latency. */
  maxInFlight?: number;
  /** Called after a pack and its index are durably stored. */
  onPackWritten: (index: PackIndex, bytes: number) => void | Promise<void>;
}

/** Accumulates sealed chunks for one store and writes them out as packs. */
export class PackWriter {
  private parts: Buffer[] = [MAGIC];
  /** The pack's id, hashed as chunks arrive: spread over the adds rather than one pass per pack. */
  private hash: Hash = createHash('sha256').update(MAGIC);
  private entries: PackEntry[] = [];
  private size = MAGIC.length;
  private readonly inFlight = new Set<Promise<void>>();
  private failure: unknown = null;
  /** Ids added but not yet durably indexed (dedupe within the running job). */
  readonly pending = new Set<string>();
  private readonly targetSize: number;
  private readonly maxInFlight: number;

  constructor(
    readonly store: BlobStore,
    private readonly keys: RepoKeys,
    private readonly opts: PackWriterOptions,
  ) {
    this.targetSize = opts.targetSize ?? DEFAULT_PACK_SIZE;
    this.maxInFlight = opts.maxInFlight ?? 2;
  }

  /** Adds a sealed chunk (one buffer or its parts); writes the pack when it reaches the target size. */
  async add(id: string, sealed: Buffer | readonly Buffer[], rawLength: number, compression: Compression): Promise<void> {
    this.rethrow();
    const parts = Buffer.isBuffer(sealed) ? [sealed] : sealed;
    const length = parts.reduce((a, p) => a + p.length, 0);
    this.entries.push({ id, offset: this.size, length, rawLength, compression });
    this.parts.push(...parts);
    for (const p of parts) this.hash.update(p);
    this.size += length;
    this.pending.add(id);
    if (this.size >= this.targetSize) await this.flush();
  }

  /**
   * Closes the current pack (if any) and writes it once fewer than `maxInFlight` are being
   * written. Several callers (the uploader's concurrent chunks) may each close a pack meanwhile:
   * theirs wait here, so at most `maxInFlight` writes run at once however many callers there are.
   */
  async flush(): Promise<void> {
    this.rethrow();
    if (this.entries.length > 0) {
      const parts = this.parts;
      const entries = this.entries;
      const hash = this.hash;
      this.parts = [MAGIC];
      this.entries = [];
      this.hash = createHash('sha256').update(MAGIC);
      this.size = MAGIC.length;
      // The check and the start below run in one turn, so two waiters woken together cannot both start.
      while (this.inFlight.size >= this.maxInFlight) await Promise.race(this.inFlight);
      this.rethrow();
      const p = this.write(parts, entries, hash).catch((err: unknown) => {
        this.failure ??= err;
      });
      this.inFlight.add(p);
      void p.finally(() => this.inFlight.delete(p));
    }
    while (this.inFlight.size >= this.maxInFlight) await Promise.race(this.inFlight);
    this.rethrow();
  }

  /** Writes what is left and waits for every pack to be stored. */
  async close(): Promise<void> {
    await this.flush();
    while (this.inFlight.size > 0) await Promise.race(this.inFlight);
    this.rethrow();
  }

  /** Waits for in-flight writes without throwing (cleanup after a failure or cancel). */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.race(this.inFlight);
  }

  private rethrow(): void {
    if (this.failure) throw this.failure;
  }

  /** `hash` has seen `parts`; the trailer completes it. */
  private async write(parts: Buffer[], entries: PackEntry[], hash: Hash): Promise<void> {
    const header = sealIndex(this.keys, { packId: '', entries }, 'pack-header');
    const len = Buffer.alloc(4);
    len.writeUInt32BE(header.length, 0);
    const body = [...parts, header, len];
    const bytes = body.reduce((a, p) => a + p.length, 0);
    // Content-addressed: the server checks the name while it stores the upload (decision 0013).
    const packId = hash.update(header).update(len).digest('hex');
    const index: PackIndex = { packId, entries };
    await this.store.put(packName(packId), body);
    await this.store.put(indexName(packId), sealIndex(this.keys, index, `index:${packId}`));
    await this.opts.onPackWritten(index, bytes);
    for (const e of entries) this.pending.delete(e.id);
  }
}
