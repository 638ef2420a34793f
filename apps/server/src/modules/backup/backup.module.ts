import { notifierOf, type Database } from '../../db/client.ts';
import type { App } from '../../http/route-types.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createAgentChannel } from './agent-channel/agent-channel.service.ts';
import { registerAgentChannelRoutes } from './agent-channel/agent-channel.routes.ts';
import { createBlobsRepository } from './agent-channel/blobs.repository.ts';
import { registerBlobRoutes } from './agent-channel/blobs.routes.ts';
import { createBlobsService } from './agent-channel/blobs.service.ts';
import { createBrowseRepository } from './browse/browse.repository.ts';
import { registerBrowseRoutes } from './browse/browse.routes.ts';
import { createBrowseService } from './browse/browse.service.ts';
import { createCloudStores } from './store/cloud-store.ts';
import { createGcLocksRepository } from './deletions/gc-locks.repository.ts';
import { createIndexRepository } from './browse/index.repository.ts';
import { createJobsRepository } from './jobs/jobs.repository.ts';
import { createJobsListRepository } from './jobs/jobs-list.repository.ts';
import { loadMasterKey } from './store/master-key.ts';
import { createSnapshotMounts } from './browse/mounts.ts';
import { createBackupNodesRepository } from './nodes.repository.ts';
import { createOrgDataRepository } from './org-data.repository.ts';
import { createOrgKeys } from './store/org-keys.service.ts';
import { createPlansRepository } from './plans/plans.repository.ts';
import { registerPlansRoutes } from './plans/plans.routes.ts';
import { createPlansService } from './plans/plans.service.ts';
import type { S3Settings } from './store/s3-blob-store.ts';
import { createBackupSettingsService } from './plans/settings.service.ts';
import { createSnapshotIndexer } from './browse/snapshot-index.service.ts';
import { createWakeups } from './agent-channel/wakeups.ts';
import { createDeletionsRepository } from './deletions/deletions.repository.ts';
import { registerDeletionsRoutes } from './deletions/deletions.routes.ts';
import { createDeletionsService } from './deletions/deletions.service.ts';
import { createDeviceFsService } from './restore/device-fs.service.ts';
import { createDevicePicker } from './restore/device-picker.service.ts';
import { registerBackupDevicesRoutes } from './devices.routes.ts';
import { registerDownloadsRoutes } from './downloads/downloads.routes.ts';
import { createDownloadsService } from './downloads/downloads.service.ts';
import { DecodePool } from './engine.ts';
import { registerJobsListRoutes } from './jobs/jobs-list.routes.ts';
import { createJobsListService } from './jobs/jobs-list.service.ts';
import { registerJobsRoutes } from './jobs/jobs.routes.ts';
import { createJobsService } from './jobs/jobs.service.ts';
import { createRestoreService } from './restore/restore.service.ts';
import { createBackupScheduler } from './jobs/scheduler.ts';
import { backupPlanScheduleKind, planScheduleDefinition } from './jobs/plan-schedule-kind.ts';
import type { SchedulerServices } from '../scheduler/scheduler.module.ts';

export interface BackupConfig {
  dataDir: string;
  s3?: S3Settings | undefined;
  masterKeyBase64?: string | undefined;
  nodeOfflineAfterSeconds: number;
}

/** Composes the backup area: repositories, the org cloud stores and keys, and its services. */
export function createBackupServices(db: Database, clock: Clock, settings: SettingsService, config: BackupConfig, scheduling: SchedulerServices) {
  const plansRepo = createPlansRepository(db);
  const jobsRepo = createJobsRepository(db);
  const indexRepo = createIndexRepository(db);
  const browseRepo = createBrowseRepository(db);
  const nodesRepo = createBackupNodesRepository(db);
  const orgData = createOrgDataRepository(db);
  let masterKey: Promise<Buffer> | undefined;
  const getMasterKey = () => (masterKey ??= loadMasterKey(config.dataDir, config.masterKeyBase64));
  const keys = createOrgKeys({ orgData, masterKey: getMasterKey });
  const stores = createCloudStores({ dataDir: config.dataDir, s3: config.s3, deviceKey: (org, node) => keys.deviceKeyFor(org, node) });
  const blobs = createBlobsService({ repo: createBlobsRepository(db), stores, keys });
  // Wake-ups cross server processes through the database's notifier (LISTEN/NOTIFY on PostgreSQL).
  const wakeups = createWakeups(notifierOf(db));
  const gcLocks = createGcLocksRepository(db);
  const upSince = () => new Date(clock.now().getTime() - config.nodeOfflineAfterSeconds * 1000);
  const findNode = async (nodeId: number) => {
    const node = await nodesRepo.find(nodeId, upSince());
    if (!node) throw notFound('Device');
    return node;
  };
  const organizationOf = async (nodeId: number) => (await findNode(nodeId)).organizationId;
  const backupSettings = createBackupSettingsService({ orgData });
  // Plan runs are the shared scheduler's: a plan's change stores its next due instant there.
  const planKind = backupPlanScheduleKind({ plansRepo, plans: () => plans, jobs: jobsRepo });
  scheduling.kinds.register(planKind);
  const plans = createPlansService({
    plans: plansRepo,
    jobs: jobsRepo,
    nodes: nodesRepo,
    index: indexRepo,
    wakeups,
    clock,
    scheduleChanged: (plan) => scheduling.scheduler.sync(planKind, plan.id, planScheduleDefinition(plan)),
  });
  const indexer = createSnapshotIndexer({ index: indexRepo, plans: plansRepo, clock });
  const storeFor = (org: number) => stores.forOrganization(org);
  const keyFor = (org: number) => keys.keyFor(org);
  const mounts = createSnapshotMounts({ storeFor, keyFor });
  const deletions = createDeletionsService({
    deletions: createDeletionsRepository(db),
    plans,
    plansRepo,
    index: indexRepo,
    jobs: jobsRepo,
    storeFor,
    keyFor,
    wakeups,
    clock,
    gcLocks,
  });

  return {
    repositories: { plans: plansRepo, jobs: jobsRepo, index: indexRepo, browse: browseRepo, nodes: nodesRepo, orgData },
    stores,
    keys,
    blobs,
    /** Loads (or, on first start, creates) the master key, so a bad key fails at start-up. */
    loadMasterKey: async () => {
      await getMasterKey();
    },
    wakeups,
    findNode,
    upSince,
    plans,
    settings: backupSettings,
    indexer,
    agentChannel: createAgentChannel({
      jobs: jobsRepo,
      plans: plansRepo,
      index: indexRepo,
      orgData,
      settings: backupSettings,
      indexer,
      wakeups,
      clock,
      organizationOf,
      presence: nodesRepo,
      // The key of the repository the device (or the job) reads and writes, as its blob requests see it.
      repositoryKey: async (nodeId, jobUid) => (await blobs.viewFor(nodeId, jobUid)).key,
    }),
    browse: createBrowseService({ browse: browseRepo, index: indexRepo, plans, settings, mounts, clock }),
    mounts,
    downloads: createDownloadsService({ browse: browseRepo, index: indexRepo, plans, mounts, storeFor, keyFor, decoder: new DecodePool() }),
    jobs: createJobsService({ jobs: jobsRepo, clock }),
    jobsList: createJobsListService({ list: createJobsListRepository(db), clock }),
    restore: createRestoreService({ plans, index: indexRepo, browse: browseRepo, jobs: jobsRepo, settings, backupSettings, findNode, wakeups, clock }),
    deletions,
    deviceFs: createDeviceFsService({ orgData, wakeups, settings, findNode, clock }),
    picker: createDevicePicker({ nodes: nodesRepo, settings, backupSettings, upSince }),
    scheduler: createBackupScheduler({ jobs: jobsRepo, deletions, clock }),
    /** Adds the scheduler rows of plans that have none (plans made before the scheduler; start-up, one statement). */
    ensurePlanSchedules: async () => {
      const items = (await plansRepo.listSchedulable()).map((plan) => ({ subjectId: plan.id, definition: planScheduleDefinition(plan)! }));
      await scheduling.scheduler.ensure(planKind, items);
    },
  };
}
export type BackupServices = ReturnType<typeof createBackupServices>;

/** Registers every backup route: agent channel and blobs, plans, browser, downloads, jobs, deletions, devices. */
export function registerBackupRoutes(app: App, backup: BackupServices) {
  registerBlobRoutes(app, backup.blobs);
  registerAgentChannelRoutes(app, backup.agentChannel);
  registerPlansRoutes(app, backup.plans);
  registerBrowseRoutes(app, { browse: backup.browse, plans: backup.plans });
  registerDownloadsRoutes(app, backup.downloads);
  registerJobsRoutes(app, { jobs: backup.jobs, restore: backup.restore });
  registerJobsListRoutes(app, backup.jobsList);
  registerDeletionsRoutes(app, backup.deletions);
  registerBackupDevicesRoutes(app, { picker: backup.picker, fs: backup.deviceFs, settings: backup.settings });
}
