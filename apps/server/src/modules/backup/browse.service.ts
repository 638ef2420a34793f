import { BACKUP_SEARCH_MIN_LENGTH, type BackupEntry, type BackupJob, type MountedEntry, type Paged, type Revision, type SessionUser, type Volume } from '@outpost/contracts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { createMicroCache } from '../../lib/micro-cache.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { canViewData, requireDataAccess } from './access.ts';
import type { BrowseRepository } from './browse.repository.ts';
import type { IndexRepository } from './index.repository.ts';
import type { SnapshotMounts } from './mounts.ts';
import type { PlanRow } from './plans.repository.ts';
import { recordedMountPoint } from './paths.ts';
import type { PlansService } from './plans.service.ts';
import { presentBackupJob, presentEntry, presentRevision, presentVolumeRevision } from './presenters.ts';

const SEARCH_TOTAL_TTL_MS = 10 * 60 * 1000;

const paged = <T>(results: T[], total: number, size: number): Paged<T> => ({ results, totalElements: total, totalPages: Math.ceil(total / size) });

/** The backup browser's reads (spec 000 §7): folders, content, search, revisions, jobs, volumes, image content. */
export function createBrowseService(deps: { browse: BrowseRepository; index: IndexRepository; plans: PlansService; settings: SettingsService; mounts: SnapshotMounts; clock: Clock }) {
  const { browse, index } = deps;
  // A plan's index changes only when a job is indexed or data is deleted, and either bumps its
  // indexVersion: a search total keyed by that version stays exact, and paging through the
  // results of a broad search counts its matches once.
  const searchTotals = createMicroCache<number>(SEARCH_TOTAL_TTL_MS);

  async function entriesPage(plan: PlanRow, user: SessionUser, result: { rows: Awaited<ReturnType<BrowseRepository['search']>>; total: number }, size: number) {
    const opts = { restricted: !canViewData(user), latestSnapshotId: await index.latestSnapshotId(plan.id), planDestination: plan.destination };
    return paged<BackupEntry>(result.rows.map((r) => presentEntry(r, opts)), result.total, size);
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

    async search(user: SessionUser, nodeId: number, planRef: string, q: { searchTerm: string; folderId?: number | undefined; page: number; size: number }) {
      requireDataAccess(user);
      const term = q.searchTerm.trim();
      if (term.replaceAll('*', '').length < BACKUP_SEARCH_MIN_LENGTH) {
        throw new AppError('VALIDATION_FAILED', `Enter at least ${BACKUP_SEARCH_MIN_LENGTH} characters to search`, { searchTerm: [`At least ${BACKUP_SEARCH_MIN_LENGTH} characters`] });
      }
      const plan = await deps.plans.planOf(nodeId, planRef);
      let under: string | null = null;
      if (q.folderId !== undefined) {
        const folder = await browse.item(plan.id, q.folderId);
        if (!folder) throw notFound('Folder');
        under = folder.fullPath;
      }
      const totalKey = JSON.stringify([plan.id, plan.indexVersion, under, term]);
      // The total comes first: it decides how the page is read (see BrowseRepository.search).
      const total = await searchTotals.get(totalKey, () => browse.countMatches(plan.id, term, under));
      const rows = total === 0 ? [] : await browse.search(plan.id, term, under, q.page, q.size, total);
      return entriesPage(plan, user, { rows, total }, q.size);
    },

    async revisions(user: SessionUser, nodeId: number, planRef: string, fileId: number, q: { onCloud?: boolean | undefined; page: number; size: number }): Promise<Paged<Revision>> {
      requireDataAccess(user);
      const plan = await deps.plans.planOf(nodeId, planRef);
      if (plan.type === 'IMAGE' && fileId !== 0 && fileId === (await volumeFileId(plan))) {
        // A volume's revisions are the plan's backup jobs: each one is a whole image of the volume.
        const [jobs, latest] = await Promise.all([browse.snapshots(plan.id, q.onCloud, q.page, q.size), index.latestSnapshot(plan.id)]);
        const volumePath = recordedMountPoint(latest?.volume) ?? plan.volume ?? '/';
        return paged(jobs.rows.map((s) => presentVolumeRevision(s, plan, volumePath)), jobs.total, q.size);
      }
      const result = await browse.revisions(plan.id, fileId, q.onCloud, q.page, q.size);
      return paged(result.rows.map((r) => presentRevision(r, plan)), result.total, q.size);
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
      const info = (latest?.volume ?? {}) as { mountPoint?: string; label?: string | null; fileSystem?: string | null; partitionStyle?: string | null; sizeBytes?: number | null; usedBytes?: number | null };
      const location = info.mountPoint ?? plan.volume ?? '/';
      return [
        {
          fileId: await volumeFileId(plan),
          lastRevision: latest ? latest.jobCompleted.toISOString() : null,
          volumeName: info.label || location,
          volume: { id: plan.id, name: location, size: info.sizeBytes ?? null, label: info.label ?? null, location, fileSystem: info.fileSystem ?? null, partitionStyle: info.partitionStyle ?? null },
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
    async imageContent(user: SessionUser, nodeId: number, planRef: string, revisionId: number, q: { folder?: string | undefined; start: number; count: number }): Promise<Paged<MountedEntry>> {
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
