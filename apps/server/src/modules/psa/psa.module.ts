import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OutboundGuard } from '../../lib/outbound/index.ts';
import { createKeySealer, loadMasterKey, type KeySealer } from '../backup/store/master-key.ts';
import type { SchedulerServices } from '../scheduler/scheduler.module.ts';
import { createPsaAgreementSchedule } from './agreements/psa-agreement-schedule.ts';
import { createPsaAgreementSync } from './agreements/psa-agreement-sync.ts';
import { createPsaDeviceSchedule } from './sync/psa-device-schedule.ts';
import { createPsaCompanyService } from './mappings/psa-company.service.ts';
import { createPsaConnectionService } from './connection/psa-connection.service.ts';
import { createPsaMappingsService } from './mappings/psa-mappings.service.ts';
import { createPsaSync } from './sync/psa-sync.ts';
import { createPsaRepository } from './psa.repository.ts';
import { createPsaTickets, type PsaServiceDesk } from './tickets/psa-tickets.ts';

export interface PsaModuleConfig {
  dataDir: string;
  masterKeyBase64?: string | undefined;
  outbound: OutboundGuard;
  /** OUTPOST_PUBLIC_URL: configurations link back to the device's page. */
  publicUrl?: string | undefined;
  /** Tests stop a sync at a step by throwing SyncInterrupted here. */
  syncCheckpoint?: (step: string) => void;
  /** Background work's log (the process's logger). */
  log: (message: string) => void;
  /** The shared due-time scheduler: the product agreement sync registers its kind there. */
  scheduling?: SchedulerServices;
  /** Device groups of each device (the device-groups module's), for product mapping rows with groups. */
  groupIdsOfDevices?: (deviceIds: readonly number[]) => Promise<Map<number, number[]>>;
  /** Service-desk tickets pushed to the PSA: how they are read and where their activity is written. */
  desk?: PsaServiceDesk;
}

/** The PSA integration: connection, company settings, mappings and the device sync over one repository. */
export function createPsaServices(db: Database, clock: Clock, config: PsaModuleConfig) {
  const repo = createPsaRepository(db);
  let sealer: Promise<KeySealer> | undefined;
  const connection = createPsaConnectionService({
    repo,
    clock,
    outbound: config.outbound,
    log: config.log,
    sealer: () => (sealer ??= loadMasterKey(config.dataDir, config.masterKeyBase64).then(createKeySealer)),
  });
  const agreementSync = createPsaAgreementSync({
    repo,
    connection,
    clock,
    groupIdsOfDevices: config.groupIdsOfDevices ?? (async (ids) => new Map(ids.map((id) => [id, []]))),
  });
  const agreements = createPsaAgreementSchedule({ connection, sync: agreementSync, clock, scheduler: config.scheduling?.scheduler });
  config.scheduling?.kinds.register(agreements.kind);
  const sync = createPsaSync({
    repo,
    connection,
    clock,
    publicUrl: (config.publicUrl ?? '').replace(/\/+$/, ''),
    checkpoint: config.syncCheckpoint,
    log: config.log,
  });
  const deviceSchedule = createPsaDeviceSchedule({ connection, sync, clock, scheduler: config.scheduling?.scheduler, log: config.log });
  config.scheduling?.kinds.register(deviceSchedule.kind);
  const tickets = createPsaTickets({ repo, connection, clock, desk: config.desk, scheduler: config.scheduling?.scheduler, log: config.log });
  config.scheduling?.kinds.register(tickets.statusKind);
  return {
    connection,
    tickets,
    agreements,
    deviceSchedule,
    company: createPsaCompanyService({ repo, connection, log: config.log }),
    mappings: createPsaMappingsService({ repo, connection, clock }),
    sync,
  };
}
export type PsaServices = ReturnType<typeof createPsaServices>;
