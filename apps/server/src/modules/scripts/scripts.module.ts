import type { SessionUser } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { App } from '../../http/route-types.ts';
import { createKeySealer, loadMasterKey, type KeySealer } from '../backup/store/master-key.ts';
import { createDeviceServicesService, type AskDevice } from './native/device-services.service.ts';
import { registerDeviceServicesRoutes } from './native/device-services.routes.ts';
import type { SchedulerServices } from '../scheduler/scheduler.module.ts';
import { scriptRunExpiryKind } from './runs/run-expiry-kind.ts';
import { createRunsRepository } from './runs/runs.repository.ts';
import { registerRunsRoutes } from './runs/runs.routes.ts';
import { createRunsService } from './runs/runs.service.ts';
import { createScriptsRepository } from './scripts.repository.ts';
import { registerScriptsRoutes } from './scripts.routes.ts';
import { createScriptsService } from './scripts.service.ts';

export interface ScriptsModuleDeps {
  organizationExists: (id: number) => Promise<boolean>;
  groupMembers: (user: SessionUser, groupId: number) => Promise<number[]>;
  wake: (nodeId: number) => void;
  /** A live command to a device's agent (the backup module's command channel). */
  askDevice: AskDevice;
  /** The shared due-time scheduler: a run's expiry is one of its kinds. */
  scheduling: SchedulerServices;
}

/** The script library and runs (issue 25); the agent channel takes `runs` as its script lane. */
export function createScriptsServices(
  db: Database,
  clock: Clock,
  deps: ScriptsModuleDeps,
  config: { dataDir: string; masterKeyBase64?: string | undefined; nodeOfflineAfterSeconds: number },
) {
  let sealer: Promise<KeySealer> | undefined;
  const library = createScriptsService({ scripts: createScriptsRepository(db), clock, organizationExists: deps.organizationExists });
  const runsRepo = createRunsRepository(db);
  const runs = createRunsService({
    runs: runsRepo,
    scripts: library,
    clock,
    sealer: () => (sealer ??= loadMasterKey(config.dataDir, config.masterKeyBase64).then(createKeySealer)),
    groupMembers: deps.groupMembers,
    wake: deps.wake,
    offlineAfterSeconds: config.nodeOfflineAfterSeconds,
    scheduleExpiry: async (runId, expiresAt) => {
      await deps.scheduling.scheduler.sync(expiryKind, runId, { expiresAt: expiresAt.getTime() });
    },
  });
  const expiryKind = scriptRunExpiryKind(() => runs.expireDue());
  deps.scheduling.kinds.register(expiryKind);
  const deviceServices = createDeviceServicesService({ runs: runsRepo, ask: deps.askDevice, clock, offlineAfterSeconds: config.nodeOfflineAfterSeconds });
  return { library, runs, deviceServices };
}
export type ScriptsServices = ReturnType<typeof createScriptsServices>;

export function registerScriptsModuleRoutes(app: App, scripts: ScriptsServices) {
  registerScriptsRoutes(app, scripts.library);
  registerRunsRoutes(app, scripts.runs);
  registerDeviceServicesRoutes(app, scripts.deviceServices);
}
