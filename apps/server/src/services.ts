import path from 'node:path';
import { nodeClassSchema, SCRIPT_LIMITS } from '@outpost/contracts';
import type { Config } from './config.ts';
import { notifierOf, type Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { createAgentRepository } from './modules/agent/agent.repository.ts';
import { createAgentService } from './modules/agent/agent.service.ts';
import { createApprovalsRepository } from './modules/approvals/approvals.repository.ts';
import { createApprovalsService } from './modules/approvals/approvals.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createBackupServices } from './modules/backup/backup.module.ts';
import { createSchedulerServices } from './modules/scheduler/scheduler.module.ts';
import { createBoardServices } from './modules/boards/boards.module.ts';
import { createSessionRepository } from './modules/auth/session.repository.ts';
import { createDeviceFactsRepository } from './modules/device-groups/device-facts.repository.ts';
import { createDeviceGroupsRepository } from './modules/device-groups/device-groups.repository.ts';
import { createDeviceGroupsService } from './modules/device-groups/device-groups.service.ts';
import { createDeviceRolesRepository } from './modules/device-roles/device-roles.repository.ts';
import { createDeviceRolesService } from './modules/device-roles/device-roles.service.ts';
import { createDevicesRepository } from './modules/devices/devices.repository.ts';
import { createDevicesService } from './modules/devices/devices.service.ts';
import { loadMasterKey } from './modules/backup/store/master-key.ts';
import { createFsBlobStore } from './modules/notes/uploads/blob-store.ts';
import { createPreviewLinks } from './modules/notes/uploads/preview-links.ts';
import { createNotesRepository } from './modules/notes/notes.repository.ts';
import { createNotesService } from './modules/notes/notes.service.ts';
import { createUploadsRepository } from './modules/notes/uploads/uploads.repository.ts';
import { createUploadsService } from './modules/notes/uploads/uploads.service.ts';
import { createUploadQuota } from './modules/notes/uploads/upload-quota.ts';
import { createEnrollmentTokensRepository } from './modules/organizations/enrollment-tokens.repository.ts';
import { createOrganizationsRepository } from './modules/organizations/organizations.repository.ts';
import { createOrganizationsService } from './modules/organizations/organizations.service.ts';
import { createPreferencesRepository } from './modules/preferences/preferences.repository.ts';
import { createPreferencesService } from './modules/preferences/preferences.service.ts';
import { createSchedulesService } from './modules/schedules/schedules.service.ts';
import { createScriptsServices } from './modules/scripts/scripts.module.ts';
import { outboundGuardFromEnv, type OutboundGuard } from './lib/outbound/index.ts';
import { createLogger, warnWith, type Logger } from './lib/logger.ts';
import { createHelpServices } from './modules/help/help.module.ts';
import { createPsaServices } from './modules/psa/psa.module.ts';
import { createAutomationServices, type AutomationModuleConfig } from './modules/automations/automations.module.ts';
import { createLiveServices } from './modules/live/live.module.ts';
import { createMailServices } from './modules/mail/mail.module.ts';
import { htmlToText } from './modules/tickets/html-text.ts';
import { createServiceDeskServices } from './modules/tickets/service-desk.module.ts';
import { createBillingRepository } from './modules/billing/billing.repository.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { businessHoursFromConfig } from '@outpost/rules';
import { createSettingsRepository } from './modules/settings/settings.repository.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createUsersService } from './modules/users/users.service.ts';

export type ServiceConfig = Pick<Config, 'nodeOfflineAfterSeconds' | 'heartbeatSeconds' | 'dataDir' | 'listCacheMs'> &
  Partial<Pick<Config, 'masterKeyBase64' | 's3' | 'environment' | 'uploadQuota'>> & {
    /** Failed sign-ins one account may take per minute across all addresses. */
    accountLoginFailuresPerMinute?: number;
    addressLoginFailuresPerMinute?: number;
    /** Sweep cadence and cap, public URL (automationConfigFromEnv), log. */
    automations?: Partial<AutomationModuleConfig>;
    /** How the server calls addresses users typed (webhooks, Zendesk, SMTP); default: OUTPOST_OUTBOUND_ALLOW's guard. */
    outbound?: OutboundGuard;
    /** The PSA module's guard when it differs (OUTPOST_DEMO_PSA lets it reach the stub on loopback). */
    psaOutbound?: OutboundGuard;
    /** The process's logger (lib/logger.ts); background work logs through it. Default: info to standard output. */
    logger?: Logger;
  };

/** The composition root: repositories over one database, services over repositories and adapters. */
export function createServices(db: Database, clock: Clock, config: ServiceConfig) {
  const outbound = config.outbound ?? outboundGuardFromEnv();
  const logger = config.logger ?? createLogger();
  const log = warnWith(logger);
  const sessionRepo = createSessionRepository(db);
  const usersRepo = createUsersRepository(db);
  const tokensRepo = createEnrollmentTokensRepository(db);
  const rolesRepo = createDeviceRolesRepository(db);
  const organizationsRepo = createOrganizationsRepository(db);
  const agentRepo = createAgentRepository(db);
  const settings = createSettingsService(createSettingsRepository(db));
  const deviceRoles = createDeviceRolesService(rolesRepo);
  const uploadBlobs = createFsBlobStore(path.join(config.dataDir, 'uploads'));
  const uploadsRepo = createUploadsRepository(db);
  // Every upload route's quotas and free-space floor (issue 22, finding 5).
  const uploadQuota = createUploadQuota({ uploads: uploadsRepo, clock, dataDir: config.dataDir, limits: config.uploadQuota });
  // Signed preview links of uploads (help attachments, ticket files), keyed from the master key.
  const previewLinks = createPreviewLinks({ secret: () => loadMasterKey(config.dataDir, config.masterKeyBase64), clock });
  const serviceDesk = createServiceDeskServices(db, clock, { previewLinks });
  const auth = createAuthService({
    sessions: sessionRepo,
    users: usersRepo,
    clock,
    accountFailuresPerMinute: config.accountLoginFailuresPerMinute,
    addressFailuresPerMinute: config.addressLoginFailuresPerMinute,
  });
  // The due-time scheduler every module's schedules run on (backup plans now; scripts, tasks later).
  // With OUTPOST_TEST_CLOCK it reads the automations' test clock, so the same route moves both.
  let schedulerClock: Clock = clock;
  const scheduling = createSchedulerServices(db, { now: () => schedulerClock.now() }, log);

  const organizations = createOrganizationsService({ organizations: organizationsRepo, tokens: tokensRepo, clock });
  const agent = createAgentService({
    agents: agentRepo,
    enrollmentTokens: organizations,
    settings,
    clock,
    heartbeatSeconds: config.heartbeatSeconds,
    roleNodeClass: async (roleId) => {
      const role = (await deviceRoles.list()).find((r) => r.id === roleId);
      return role ? nodeClassSchema.parse(role.nodeClass) : undefined;
    },
  });

  const services = {
    repositories: { users: usersRepo, organizations: organizationsRepo, deviceRoles: rolesRepo },
    settings,
    auth,
    users: createUsersService({ users: usersRepo, sessions: sessionRepo }),
    preferences: createPreferencesService({ preferences: createPreferencesRepository(db), clock }),
    schedules: createSchedulesService({ clock }),
    organizations,
    deviceRoles,
    devices: createDevicesService({
      devices: createDevicesRepository(db),
      roles: deviceRoles,
      clock,
      offlineAfterSeconds: config.nodeOfflineAfterSeconds,
      listCacheMs: config.listCacheMs,
    }),
    deviceGroups: createDeviceGroupsService({
      groups: createDeviceGroupsRepository(db),
      facts: createDeviceFactsRepository(db),
      clock,
      offlineAfterSeconds: config.nodeOfflineAfterSeconds,
    }),
    agent,
    approvals: createApprovalsService({ approvals: createApprovalsRepository(db), agents: agent, settings, clock }),
    notes: createNotesService({ notes: createNotesRepository(db), blobs: uploadBlobs, clock }),
    scheduling,
    backup: createBackupServices(
      db,
      clock,
      settings,
      { dataDir: config.dataDir, s3: config.s3, masterKeyBase64: config.masterKeyBase64, nodeOfflineAfterSeconds: config.nodeOfflineAfterSeconds },
      scheduling,
    ),
    /** The upload quotas (their limits are read at each upload: tests change them in place). */
    uploadQuota,
    uploads: createUploadsService({
      log,
      uploads: uploadsRepo,
      blobs: uploadBlobs,
      clock,
      previewLinks,
      quota: uploadQuota,
      // A ticket's viewers see its file's check end (spec 002 §4.1).
      onStatus: ({ contentId, uploadStatus, tickets }) => {
        for (const { ticketId, organizationId } of tickets)
          services.live.events.publish({ type: 'attachment.status', ticketId, contentId, uploadStatus, organizationIds: [organizationId] });
      },
    }),
    serviceDesk,
    // The board's Agreement column asks billing (spec 002 §6: billing on, the user manages billing).
    rules: createBoardServices(db, clock, serviceDesk.tickets, {
      agreements: (user, ticketIds): Promise<Map<number, { id: number; name: string }>> => services.billing.agreementsOfTickets(user, ticketIds),
    }),
    // Products, agreements, billable time and statements (issue 27).
    billing: createBillingService({
      billing: createBillingRepository(db),
      time: serviceDesk.billableTime,
      groupIdsOfDevices: (ids): Promise<Map<number, number[]>> => services.deviceGroups.groupIdsOfDevices(ids),
      businessHours: async () => businessHoursFromConfig((await serviceDesk.config.getConfig()).businessHours),
      clock,
    }),
    // Ticket changes reach every process's event streams through the database's notifier.
    live: createLiveServices({ notifier: notifierOf(db), interceptors: serviceDesk.interceptors, auth, log }),
    // Notification mail queued after each committed ticket change; replies come back as comments.
    mail: createMailServices(db, clock, serviceDesk, { dataDir: config.dataDir, masterKeyBase64: config.masterKeyBase64, uploadBlobs, outbound, log }),
    // Help centre and support tickets; the built-in provider files them through the service desk's pipeline.
    help: createHelpServices(
      db,
      clock,
      // Help Desk tab "create contact": the PSA module finds or creates the requester's contact after the save.
      {
        settings,
        pipeline: serviceDesk.pipeline,
        onHelpRequestFiled: (ticketId): Promise<void> =>
          services.psa.tickets
            .helpRequestFiled(ticketId)
            .catch((error: unknown) => log(`PSA help-desk contact: ticket ${ticketId} not queued (${(error as Error).message})`)),
      },
      {
        dataDir: config.dataDir,
        masterKeyBase64: config.masterKeyBase64,
        environment: config.environment,
        uploadBlobs,
        previewLinks,
        uploadQuota,
        outbound,
        log,
      },
    ),
    // The PSA integration (ConnectWise): keys sealed with the master key, calls through the outbound guard.
    psa: createPsaServices(db, clock, {
      dataDir: config.dataDir,
      masterKeyBase64: config.masterKeyBase64,
      outbound: config.psaOutbound ?? outbound,
      log,
      // OUTPOST_PUBLIC_URL, validated once by automationConfigFromEnv (main.ts).
      publicUrl: config.automations?.publicUrl,
      scheduling,
      groupIdsOfDevices: (ids): Promise<Map<number, number[]>> => services.deviceGroups.groupIdsOfDevices(ids),
      // Send to ConnectWise: the ticket as the PSA reads it, and its activity entry.
      desk: {
        ticket: async (id) => {
          const t = await serviceDesk.tickets.get(id);
          return {
            id: t.id,
            summary: t.summary,
            description: htmlToText(t.description),
            organizationId: t.organization?.id ?? null,
            requesterEmail: t.requester?.email ?? null,
            fromHelpDesk: t.source === 'HELP_REQUEST',
          };
        },
        // Marked as the PSA's own: the automation engine does not fire PSA actions on it (no push loop).
        note: (ticketId, text) => serviceDesk.systemNote(ticketId, { field: 'psa', text, by: 'PSA', integration: 'psa' }),
      },
    }),
  };
  // A time entry's agreement is billing's to decide (chosen and checked, or the organization's default).
  serviceDesk.pipeline.useTimeEntryAgreements((ex, organizationId, entry) => services.billing.decideTimeEntryAgreement(ex, organizationId, entry));
  // Event rules run inside every ticket change (registered after live updates and mail); the
  // time sweep and notification deliveries are started by main.ts.
  // Scripts: their runs reach agents as a lane of the backup module's work channel (decision 0035).
  const scripts = createScriptsServices(
    db,
    clock,
    {
      organizationExists: (id) =>
        services.organizations.get(id).then(
          () => true,
          () => false,
        ),
      groupMembers: async (user, groupId) => (await services.deviceGroups.members(user, groupId, 0, SCRIPT_LIMITS.runDevicesMax)).data.map((d) => d.id),
      wake: (nodeId) => services.backup.wakeups.wake(nodeId),
      askDevice: (nodeId, command) => services.backup.deviceFs.ask(nodeId, command),
      scheduling,
    },
    { dataDir: config.dataDir, masterKeyBase64: config.masterKeyBase64, nodeOfflineAfterSeconds: config.nodeOfflineAfterSeconds },
  );
  services.backup.agentChannel.addLane(scripts.runs.take);
  const automations = createAutomationServices(db, clock, serviceDesk, services.mail, {
    log,
    ...config.automations,
    dataDir: config.dataDir,
    masterKeyBase64: config.masterKeyBase64,
    outbound,
    psaTickets: (ticketId, request) => services.psa.tickets.push(ticketId, request),
  });
  if (automations.testClock) schedulerClock = automations.testClock;
  return { ...services, scripts, automations, logger };
}
export type Services = ReturnType<typeof createServices>;
