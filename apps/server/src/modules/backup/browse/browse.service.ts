import {
  BACKUP_SEARCH_MIN_LENGTH,
  isBackupSearchTerm,
  type BackupEntry,
  type BackupJob,
  type MountedEntry,
  type Paged,
  type Revision,
  type SessionUser,
  type Volume,
} from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, forbidden, notFound } from '../../../lib/errors.ts';
import { createMicroCache } from '../../../lib/micro-cache.ts';
import type { SettingsService } from '../../settings/settings.service.ts';
import { canViewData, requireDataAccess } from '../access.ts';
import { SORT_MATCHES_UP_TO, type BrowseRepository, type EntryRow, type FolderTotalsRow } from './browse.repository.ts';
import type { IndexRepository } from './index.repository.ts';
import type { SnapshotMounts } from './mounts.ts';
import type { PlanRow } from '../plans/plans.repository.ts';
import { recordedMountPoint } from '../paths.ts';
import type { PlansService } from '../plans/plans.service.ts';
import { presentBackupJob, presentEntry, presentRevision, presentVolumeRevision } from '../presenters.ts';

const SEARCH_TOTAL_TTL_MS = 10 * 60 * 1000;

const paged = <T>(results: T[], total: number, size: number): Paged<T> => ({ results, totalElements: total, totalPages: Math.ceil(total / size) });

/** The backup browser's reads (spec 000 §7): folders, content, search, revisions, jobs, volumes, image content. */
export function createBrowseService(deps: {
  browse: BrowseRepository;
  index: IndexRepository;
  plans: PlansService;
  settings: SettingsService;
  mounts: SnapshotMounts;
  clock: Clock;
}) {
  const { browse, index } = deps;
  // A plan's index changes only when a job is indexed or data is deleted, and either bumps its
  // indexVersion: a search total keyed by that version stays exact, and paging through the
  // results of a broad search counts its matches once.
  const searchTotals = createMicroCache<number>(SEARCH_TOTAL_TTL_MS);

  // A plan's folder totals read every file of the plan once (~0.5 s for 100,000 files, ~3 s for a
  // million on PGlite): kept while its index, newest job and cloud jobs stay the same, so they are
  // summed once per backup or sync, not on every visit, page or refresh.
  const folderTotals = createMicroCache<Map<number, FolderTotalsRow>>(SEARCH_TOTAL_TTL_MS, Date.now, 20);

  /** Folder rows get the size, newest revision and storage of the files under them. */
  async function withFolderTotals(plan: PlanRow, rows: EntryRow[]): Promise<EntryRow[]> {
    if (!rows.some((r) => r.type === 'FOLDER')) return rows;
    const key = JSON.stringify([plan.id, plan.indexVersion, await deps.plans.revisionsState(plan.id)]);
    const totals = await folderTotals.get(key, async () => new Map((await browse.folderTotals(plan.id)).map((t) => [t.id, t])));
    return rows.map((r) => {
      const row = r.type === 'FOLDER' ? totals.get(r.id) : undefined;
      // A folder still present counts the files it holds now; a deleted one what it held last.
      const t = row && (r.status === 'DELETED' ? row.last : row.current);
      if (!t || t.files === 0) return r;
      return { ...r, size: t.size, backupSize: t.backupSize, onS3: t.onS3, onNas: t.onNas, revisionCompleted: t.latest };
    });
  }

  async function entriesPage(plan: PlanRow, user: SessionUser, result: { rows: EntryRow[]; total: number }, size: number) {
    const [latestSnapshotId, rows] = await Promise.all([index.latestSnapshotId(plan.id), withFolderTotals(plan, result.rows)]);
    const opts = { restricted: !canViewData(user), latestSnapshotId, planDestination: plan.destination };
    return paged<BackupEntry>(
      rows.map((r) => presentEntry(r, opts)),
      result.total,
      size,
    );
  }

  /** An image plan's volume is its root item (the mount point backed up); 0 before any backup. */
  async function volumeFileId(plan: PlanRow): Promise<number> {
    return (await browse.firstRootId(plan.id)) ?? 0;
  }

  return {
    /** Root folders of a plan (its include roots); visible without the data permission, rows restricted. */
    async folders(user: SessionUser, nodeId: number, planRef: string, page: number, size: number) {
      const plan = await deps.plans.planOf(nodeId, planRef);
      return entriesPage(plan, user, await browse.children(plan.id, null, page, size), size);
    },

    async content(user: SessionUser, nodeId: number, planRef: string, folderId: number, page: number, size: number) {
      requireDataAccess(user);
      const plan = await deps.plans.planOf(nodeId, planRef);
      const folder = await browse.item(plan.id, folderId);
      if (!folder || folder.type !== 'FOLDER') throw notFound('Folder');
      return entriesPage(plan, user, await browse.children(plan.id, folder, page, size), size);
    },

    /**
     * A page of search results. `totalExact` false: `totalElements` is a lower bound (a broad term
     * whose exact count is still under way); `totalOnly` answers that count alone, once known.
     */
    async search(
      user: SessionUser,
      nodeId: number,
      planRef: string,
      q: { searchTerm: string; folderId?: number | undefined; page: number; size: number; totalOnly?: boolean | undefined },
    ): Promise<Paged<BackupEntry> & { totalExact: boolean }> {
      requireDataAccess(user);
      const term = q.searchTerm.trim();
      if (!isBackupSearchTerm(term)) {
        throw new AppError('VALIDATION_FAILED', `Enter at least ${BACKUP_SEARCH_MIN_LENGTH} characters to search`, {
          searchTerm: [`At least ${BACKUP_SEARCH_MIN_LENGTH} characters`],
        });
      }
      const plan = await deps.plans.planOf(nodeId, planRef);
      let under: string | null = null;
      if (q.folderId !== undefined) {
        const folder = await browse.item(plan.id, q.folderId);
        if (!folder) throw notFound('Folder');
        under = folder.fullPath;
      }
      const totalKey = JSON.stringify([plan.id, plan.indexVersion, under, term]);
      const exactTotal = () => searchTotals.get(totalKey, () => browse.countMatches(plan.id, term, under));
      if (q.totalOnly) {
        const total = await exactTotal();
        return { ...paged<BackupEntry>([], total, q.size), totalExact: true };
      }
      // How many match decides how the page is read (see BrowseRepository.search). Counted
      // exactly once per index version; until then only up to SORT_MATCHES_UP_TO + 1, which is
      // exact for a rare term and, for a broad one, costs what those matches cost instead of all.
      const known = searchTotals.settled(totalKey);
      const total = known?.value ?? (await browse.countMatchesUpTo(plan.id, term, under, SORT_MATCHES_UP_TO));
      const exact = known !== undefined || total <= SORT_MATCHES_UP_TO;
      if (exact && !known) searchTotals.set(totalKey, total);
      const rows = total === 0 ? [] : await browse.search(plan.id, term, under, q.page, q.size, total);
      if (exact) return { ...(await entriesPage(plan, user, { rows, total }, q.size)), totalExact: true };
      // A broad term: the page answers first, with at least as many as are known to match, and
      // the exact count follows in the background (after the page: PGlite runs one query at a
      // time), kept for the next page and for the caller's totalOnly request.
      const atLeast = Math.max(total, q.page * q.size + rows.length + (rows.length === q.size ? 1 : 0));
      const page = await entriesPage(plan, user, { rows, total: atLeast }, q.size);
      exactTotal().catch(() => undefined);
      return { ...page, totalExact: false };
    },

    async revisions(
      user: SessionUser,
      nodeId: number,
      planRef: string,
      fileId: number,
      q: { onCloud?: boolean | undefined; page: number; size: number },
    ): Promise<Paged<Revision>> {
      requireDataAccess(user);
      const plan = await deps.plans.planOf(nodeId, planRef);
      if (plan.type === 'IMAGE' && fileId !== 0 && fileId === (await volumeFileId(plan))) {
        // A volume's revisions are the plan's backup jobs: each one is a whole image of the volume.
        const [jobs, latest] = await Promise.all([browse.snapshots(plan.id, q.onCloud, q.page, q.size), index.latestSnapshot(plan.id)]);
        const volumePath = recordedMountPoint(latest?.volume) ?? plan.volume ?? '/';
        return paged(
          jobs.rows.map((s) => presentVolumeRevision(s, plan, volumePath)),
          jobs.total,
          q.size,
        );
      }
      const result = await browse.revisions(plan.id, fileId, q.onCloud, q.page, q.size);
      return paged(
        result.rows.map((r) => presentRevision(r, plan)),
        result.total,
        q.size,
      );
    },

    async jobs(nodeId: number, planRef: string, q: { upsyncedData?: boolean | undefined; page: number; size: number }): Promise<Paged<BackupJob>> {
      const plan = await deps.plans.planOf(nodeId, planRef);
      const result = await browse.snapshots(plan.id, q.upsyncedData === true ? true : undefined, q.page, q.size);
      return paged(result.rows.map(presentBackupJob), result.total, q.size);
    },

    /** Image plans: the volume and its stats from the newest snapshot that recorded it. */
    async volumes(nodeId: number, planRef: string): Promise<Volume[]> {
      const plan = await deps.plans.planOf(nodeId, planRef);
      if (plan.type !== 'IMAGE') return [];
      const latest = await index.latestSnapshot(plan.id);
      const info = (latest?.volume ?? {}) as {
        mountPoint?: string;
        label?: string | null;
        fileSystem?: string | null;
        partitionStyle?: string | null;
        sizeBytes?: number | null;
        usedBytes?: number | null;
      };
      const location = info.mountPoint ?? plan.volume ?? '/';
      return [
        {
          fileId: await volumeFileId(plan),
          lastRevision: latest ? latest.jobCompleted.toISOString() : null,
          volumeName: info.label || location,
          volume: {
            id: plan.id,
            name: location,
            size: info.sizeBytes ?? null,
            label: info.label ?? null,
            location,
            fileSystem: info.fileSystem ?? null,
            partitionStyle: info.partitionStyle ?? null,
          },
          image: {
            localBytes: latest?.onNas ? Number(latest.backupSize) : 0,
            cloudBytes: latest?.onS3 ? Number(latest.backupSize) : 0,
            usedBytes: info.usedBytes ?? Number(latest?.size ?? 0),
            capacityBytes: info.sizeBytes ?? 0,
            cloudDeduplicationBytes: latest?.onS3 ? Math.max(0, Number(latest.size) - Number(latest.backupSize)) : 0,
          },
        },
      ];
    },

    /** Mounted image content: needs the flag, a revision on cloud storage and the data permission. */
    async imageContent(
      user: SessionUser,
      nodeId: number,
      planRef: string,
      revisionId: number,
      q: { folder?: string | undefined; start: number; count: number },
    ): Promise<Paged<MountedEntry>> {
      const plan = await deps.plans.planOf(nodeId, planRef);
      const snap = await index.findSnapshot(plan.id, revisionId);
      if (!snap || snap.deleted) throw notFound('Revision');
      const flags = await deps.settings.get('featureFlags');
      if (!flags.cloud_image_mounting || !snap.onS3 || !canViewData(user)) throw forbidden('Cloud image mounting is not available for this revision');
      // The image's root is the mount point the agent backed up, which the plan's volume (any
      // path on the volume, perhaps with a trailing slash) need not spell the same way.
      const root = recordedMountPoint(snap.volume) ?? plan.volume ?? '/';
      const entries = await deps.mounts.children(plan.organizationId, snap.jobGuid, q.folder || root);
      return paged(entries.slice(q.start, q.start + q.count), entries.length, q.count);
    },
  };
}
export type BrowseService = ReturnType<typeof createBrowseService>;
