import type { MountedEntry } from '@outpost/contracts';
import { deriveKeys, Repository, type BlobStore, type FileEntry } from '../engine.ts';
import { parentPath } from './snapshot-index.service.ts';

const MAX_MOUNTED = 4;

/**
 * "Mount Image": loads a revision's snapshot from the cloud repository and keeps a few mounted
 * in memory (by folder), so browsing a mounted image needs no further reads.
 */
export function createSnapshotMounts(deps: { storeFor: (organizationId: number) => BlobStore; keyFor: (organizationId: number) => Promise<Buffer> }) {
  const mounted = new Map<string, Promise<Map<string, FileEntry[]>>>();

  async function mount(organizationId: number, jobGuid: string) {
    const repo = await Repository.open(deps.storeFor(organizationId), deriveKeys(await deps.keyFor(organizationId)));
    const snap = await repo.loadSnapshot(jobGuid);
    const byFolder = new Map<string, FileEntry[]>();
    for (const e of snap.entries) {
      const parent = parentPath(e.path);
      if (parent !== null) byFolder.set(parent, [...(byFolder.get(parent) ?? []), e]);
    }
    return byFolder;
  }

  function get(organizationId: number, jobGuid: string) {
    const key = `${organizationId}:${jobGuid}`;
    let entry = mounted.get(key);
    if (!entry) {
      entry = mount(organizationId, jobGuid);
      entry.catch(() => mounted.delete(key));
      mounted.set(key, entry);
      // Oldest mount out first: Map keeps insertion order.
      while (mounted.size > MAX_MOUNTED) mounted.delete(mounted.keys().next().value!);
    }
    return entry;
  }

  return {
    async children(organizationId: number, jobGuid: string, folder: string): Promise<MountedEntry[]> {
      const list = (await get(organizationId, jobGuid)).get(folder) ?? [];
      return list
        .map((e) => ({
          name: e.path.slice(e.path.lastIndexOf('/') + 1),
          path: e.path,
          type: e.type === 'dir' ? ('FOLDER' as const) : ('FILE' as const),
          size: e.size,
          modified: new Date(e.mtimeMs).toISOString(),
        }))
        .sort((a, b) => (a.type === b.type ? a.name.localeCompare(b.name) : a.type === 'FOLDER' ? -1 : 1));
    },

    /** Every entry at or below a path in a mounted snapshot (image downloads). */
    async entriesUnder(organizationId: number, jobGuid: string, path: string): Promise<FileEntry[]> {
      const byFolder = await get(organizationId, jobGuid);
      const out: FileEntry[] = [];
      const walk = (folder: string) => {
        for (const e of byFolder.get(folder) ?? []) {
          out.push(e);
          if (e.type === 'dir') walk(e.path);
        }
      };
      walk(path);
      return out;
    },

    async entry(organizationId: number, jobGuid: string, path: string): Promise<FileEntry | undefined> {
      const parent = parentPath(path);
      return parent === null ? undefined : (await get(organizationId, jobGuid)).get(parent)?.find((e) => e.path === path);
    },
  };
}
export type SnapshotMounts = ReturnType<typeof createSnapshotMounts>;
