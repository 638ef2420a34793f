import path from 'node:path';
import { nodeClassSchema } from '@outpost/contracts';
import type { Config } from './config.ts';
import { notifierOf, type Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { createAgentRepository } from './modules/agent/agent.repository.ts';
import { createAgentService } from './modules/agent/agent.service.ts';
import { createApprovalsRepository } from './modules/approvals/approvals.repository.ts';
import { createApprovalsService } from './modules/approvals/approvals.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createBackupServices } from './modules/backup/backup.module.ts';
import { createBoardServices } from './modules/boards/boards.module.ts';
import { createSessionRepository } from './modules/auth/session.repository.ts';
import { createDeviceRolesRepository } from './modules/device-roles/device-roles.repository.ts';
import { createDeviceRolesService } from './modules/device-roles/device-roles.service.ts';
import { createDevicesRepository } from './modules/devices/devices.repository.ts';
import { createDevicesService } from './modules/devices/devices.service.ts';
import { loadMasterKey } from './modules/backup/store/master-key.ts';
import { createFsBlobStore } from './modules/notes/blob-store.ts';
import { createPreviewLinks } from './modules/notes/preview-links.ts';
import { createNotesRepository } from './modules/notes/notes.repository.ts';
import { createNotesService } from './modules/notes/notes.service.ts';
import { createUploadsRepository } from './modules/notes/uploads.repository.ts';
import { createUploadsService } from './modules/notes/uploads.service.ts';
import { createEnrollmentTokensRepository } from './modules/organizations/enrollment-tokens.repository.ts';
import { createOrganizationsRepository } from './modules/organizations/organizations.repository.ts';
import { createOrganizationsService } from './modules/organizations/organizations.service.ts';
import { createPreferencesRepository } from './modules/preferences/preferences.repository.ts';
import { createPreferencesService } from './modules/preferences/preferences.service.ts';
import { createHelpServices } from './modules/help/help.module.ts';
import { createAutomationServices, type AutomationModuleConfig } from './modules/automations/automations.module.ts';
import { createLiveServices } from './modules/live/live.module.ts';
import { createMailServices } from './modules/mail/mail.module.ts';
import { createServiceDeskServices } from './modules/tickets/service-desk.module.ts';
import { createSettingsRepository } from './modules/settings/settings.repository.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createUsersService } from './modules/users/users.service.ts';

export type ServiceConfig = Pick<Config, 'nodeOfflineAfterSeconds' | 'heartbeatSeconds' | 'dataDir' | 'listCacheMs'> &
  Partial<Pick<Config, 'masterKeyBase64' | 's3' | 'environment'>> & {
    /** Failed sign-ins one account may take per minute across all addresses. */
    accountLoginFailuresPerMinute?: number;
    /** Sweep cadence and cap, public URL (automationConfigFromEnv), log. */
    automations?: Partial<AutomationModuleConfig>;
  };

/** The composition root: repositories over one database, services over repositories and adapters. */
export function createServices(db: Database, clock: Clock, config: ServiceConfig) {
  const sessionRepo = createSessionRepository(db);
  const usersRepo = createUsersRepository(db);
  const tokensRepo = createEnrollmentTokensRepository(db);
  const rolesRepo = createDeviceRolesRepository(db);
  const organizationsRepo = createOrganizationsRepository(db);
  const agentRepo = createAgentRepository(db);
  const settings = createSettingsService(createSettingsRepository(db));
  const deviceRoles = createDeviceRolesService(rolesRepo);
  const uploadBlobs = createFsBlobStore(path.join(config.dataDir, 'uploads'));
  // Signed preview links of uploads (help attachments, ticket files), keyed from the master key.
  const previewLinks = createPreviewLinks({ secret: () => loadMasterKey(config.dataDir, config.masterKeyBase64), clock });
  const serviceDesk = createServiceDeskServices(db, clock, { previewLinks });
  const auth = createAuthService({ sessions: sessionRepo, users: usersRepo, clock, accountFailuresPerMinute: config.accountLoginFailuresPerMinute });

  const services = {
    repositories: { users: usersRepo, organizations: organizationsRepo, deviceRoles: rolesRepo },
    settings,
    auth,
    users: createUsersService({ users: usersRepo, sessions: sessionRepo }),
    preferences: createPreferencesService({ preferences: createPreferencesRepository(db), clock }),
    organizations: createOrganizationsService({ organizations: organizationsRepo, tokens: tokensRepo, clock }),
    deviceRoles,
    devices: createDevicesService({
      devices: createDevicesRepository(db),
      roles: rolesRepo,
      clock,
      offlineAfterSeconds: config.nodeOfflineAfterSeconds,
      listCacheMs: config.listCacheMs,
    }),
    agent: createAgentService({
      agents: agentRepo,
      tokens: tokensRepo,
      settings,
      clock,
      heartbeatSeconds: config.heartbeatSeconds,
      roleNodeClass: async (roleId) => {
        const role = (await deviceRoles.list()).find((r) => r.id === roleId);
        return role ? nodeClassSchema.parse(role.nodeClass) : undefined;
      },
    }),
    approvals: createApprovalsService({ approvals: createApprovalsRepository(db), agents: agentRepo, settings, clock }),
    notes: createNotesService({ notes: createNotesRepository(db), blobs: uploadBlobs, clock }),
    backup: createBackupServices(db, clock, settings, {
      dataDir: config.dataDir,
      s3: config.s3,
      masterKeyBase64: config.masterKeyBase64,
      nodeOfflineAfterSeconds: config.nodeOfflineAfterSeconds,
    }),
    uploads: createUploadsService({
      uploads: createUploadsRepository(db),
      blobs: uploadBlobs,
      clock,
      previewLinks,
      // A ticket's viewers see its file's check end (spec 002 §4.1).
      onStatus: ({ contentId, uploadStatus, tickets }) => {
        for (const { ticketId, organizationId } of tickets) services.live.events.publish({ type: 'attachment.status', ticketId, contentId, uploadStatus, organizationIds: [organizationId] });
      },
    }),
    serviceDesk,
    rules: createBoardServices(db, clock, serviceDesk.tickets),
    // Ticket changes reach every process's event streams through the database's notifier.
    live: createLiveServices({ notifier: notifierOf(db), interceptors: serviceDesk.interceptors, auth }),
    // Notification mail queued after each committed ticket change; replies come back as comments.
    mail: createMailServices(db, clock, serviceDesk, { dataDir: config.dataDir, masterKeyBase64: config.masterKeyBase64, uploadBlobs }),
    // Help centre and support tickets; the built-in provider files them through the service desk's pipeline.
    help: createHelpServices(db, clock, { settings, pipeline: serviceDesk.pipeline }, { dataDir: config.dataDir, masterKeyBase64: config.masterKeyBase64, environment: config.environment, uploadBlobs, previewLinks }),
  };
  return {
    ...services,
    // Event rules run inside every ticket change (registered after live updates and mail); the
    // time sweep and notification deliveries are started by main.ts.
    automations: createAutomationServices(db, clock, serviceDesk, services.mail, { ...config.automations, dataDir: config.dataDir, masterKeyBase64: config.masterKeyBase64 }),
  };
}
export type Services = ReturnType<typeof createServices>;
