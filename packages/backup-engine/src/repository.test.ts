import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBackup } from './backup.ts';
import { listAll, prefixedStore, readBlob, type BlobStore } from './blob-store.ts';
import { checkRepository } from './check.ts';
import { forgetPaths } from './forget.ts';
import { FsBlobStore } from './fs-blob-store.ts';
import { collectGarbage } from './gc.ts';
import { deriveKeys } from './keys.ts';
import { isPackId } from './pack.ts';
import { Repository } from './repository.ts';
import { randomKey, seededBytes, useTempDirs, writeTree } from './testing/helpers.ts';

const dir = useTempDirs();

/** Moves a blob to another name, as the server files an agent's snapshot under its device. */
async function move(store: FsBlobStore, from: string, to: string): Promise<void> {
  await store.put(to, await readBlob(store, from));
  await store.delete(from);
}

/** A store that cannot delete: what an agent's cloud store is. */
function appendOnly(inner: BlobStore): BlobStore {
  return { label: 'append-only', put: (n, d) => inner.put(n, d), get: (n, r) => inner.get(n, r), head: (n) => inner.head(n), list: (p) => inner.list(p) };
}

async function backupInto(store: BlobStore, key: Buffer, files: Record<string, Buffer>) {
  const [src, journal] = [await dir(), await dir()];
  await writeTree(src, files);
  const { snapshot } = await runBackup({ sources: [src], stores: [store], key, journalDir: journal, packSize: 256 * 1024 });
  return { src, snapshot };
}

describe('repository naming', () => {
  it('names every pack by the SHA-256 of its bytes', async () => {
    const store = new FsBlobStore(await dir());
    await backupInto(store, randomKey(), { 'a.bin': seededBytes('a', 900 * 1024), 'b.bin': seededBytes('b', 700 * 1024) });
    const packs = await listAll(store, 'packs');
    expect(packs.length).toBeGreaterThan(1);
    for (const name of packs) {
      const id = name.slice(name.lastIndexOf('/') + 1);
      expect(isPackId(id)).toBe(true);
      expect(
        createHash('sha256')
          .update(await readBlob(store, name))
          .digest('hex'),
      ).toBe(id);
    }
  });

  it('finds, rewrites in place and collects snapshots kept in a device folder', async () => {
    const store = new FsBlobStore(await dir());
    const key = randomKey();
    const { src, snapshot } = await backupInto(store, key, { 'keep.bin': seededBytes('keep', 400 * 1024), 'drop.bin': seededBytes('drop', 600 * 1024) });
    const foldered = `snapshots/7/${snapshot.jobGuid}`;
    await move(store, `snapshots/${snapshot.jobGuid}`, foldered);

    expect(await (await Repository.open(store, deriveKeys(key))).listSnapshots()).toEqual([snapshot.jobGuid]);
    const report = await forgetPaths({ store, key, jobGuids: [snapshot.jobGuid], paths: [join(src, 'drop.bin')] });
    expect(report.snapshotsRewritten).toBe(1);
    // The rewrite replaced the device's snapshot; it did not leave a second copy beside it.
    expect(await listAll(store, 'snapshots')).toEqual([foldered]);
    const reopened = await Repository.open(store, deriveKeys(key));
    expect((await reopened.loadSnapshot(snapshot.jobGuid)).entries.map((e) => e.path)).not.toContain(join(src, 'drop.bin'));

    const gc = await collectGarbage({ store, key, liveSnapshots: [] });
    expect(gc.snapshotsDeleted).toBe(1);
    expect(await listAll(store, 'snapshots')).toEqual([]);
    expect(await listAll(store, 'packs')).toEqual([]);
  });
});

describe('linked repositories (isolated devices on the server)', () => {
  async function world() {
    const root = new FsBlobStore(await dir());
    const orgKey = randomKey();
    const deviceKey = randomKey();
    const device = prefixedStore(root, 'devices/9/');
    const shared = await backupInto(root, orgKey, { 'shared.bin': seededBytes('shared', 500 * 1024) });
    const isolated = await backupInto(device, deviceKey, { 'own.bin': seededBytes('own', 700 * 1024) });
    const view: BlobStore = Object.assign(Object.create(root) as FsBlobStore, { linkedRepositories: async () => [{ store: device, key: deviceKey }] });
    return { root, device, view, orgKey, deviceKey, shared, isolated };
  }

  it('reads a linked repository’s snapshots and chunks under its own key', async () => {
    const { view, orgKey, shared, isolated } = await world();
    const repo = await Repository.open(view, deriveKeys(orgKey));
    expect(await repo.listSnapshots()).toEqual([shared.snapshot.jobGuid, isolated.snapshot.jobGuid].sort());
    const own = await repo.loadSnapshot(isolated.snapshot.jobGuid);
    const file = own.entries.find((e) => e.path.endsWith('own.bin'));
    const bytes = Buffer.concat(await Promise.all((file?.chunks ?? []).map((id) => repo.readChunk(id))));
    expect(bytes.equals(seededBytes('own', 700 * 1024))).toBe(true);
    const report = await checkRepository({ store: view, key: orgKey });
    expect(report.ok).toBe(true);
    expect(report.snapshots).toBe(2);
  });

  it('collects garbage in each repository with that repository’s key and store', async () => {
    const { view, device, root, orgKey, deviceKey, shared } = await world();
    const gc = await collectGarbage({ store: view, key: orgKey, liveSnapshots: [shared.snapshot.jobGuid] });
    expect(gc.snapshotsDeleted).toBe(1);
    expect(await listAll(device, 'packs')).toEqual([]);
    expect(await listAll(device, 'snapshots')).toEqual([]);
    expect((await listAll(root, 'packs')).length).toBeGreaterThan(0);
    // The device's repository still opens under its own key (its config stays).
    expect(await (await Repository.open(device, deriveKeys(deviceKey))).listSnapshots()).toEqual([]);
  });
});

describe('append-only stores', () => {
  it('refuses garbage collection through a store that cannot delete, and deletes nothing', async () => {
    const store = new FsBlobStore(await dir());
    const key = randomKey();
    await backupInto(store, key, { 'a.bin': seededBytes('a', 300 * 1024) });
    const before = [...(await listAll(store, 'snapshots')), ...(await listAll(store, 'packs'))];
    await expect(collectGarbage({ store: appendOnly(store), key, liveSnapshots: [] })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect([...(await listAll(store, 'snapshots')), ...(await listAll(store, 'packs'))]).toEqual(before);
  });
});
