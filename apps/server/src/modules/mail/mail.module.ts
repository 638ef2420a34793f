import type { Database } from '../../db/client.ts';
import type { BlobStore } from '../notes/uploads/blob-store.ts';
import type { App } from '../../http/route-types.ts';
import type { Clock } from '../../lib/clock.ts';
import { createKeySealer, loadMasterKey, type KeySealer } from '../backup/store/master-key.ts';
import type { ServiceDeskServices } from '../tickets/service-desk.module.ts';
import { SYSTEM_VIEWER } from '../tickets/scope/ticket-scope.ts';
import { createMailInRepository } from './inbound/mail-in.repository.ts';
import { createMailInService } from './inbound/mail-in.service.ts';
import { createMailSettingsRepository } from './settings/mail-settings.repository.ts';
import { createMailSettingsService } from './settings/mail-settings.service.ts';
import type { OutboundGuard } from '../../lib/outbound/index.ts';
import { guardedNodemailerTransport, type MailTransportFactory } from './outbound/mail-transport.ts';
import { registerMailRoutes } from './mail.routes.ts';
import { registerMailNotifications } from './notifications/notifications.ts';
import { createOutboxDispatcher, type DispatcherOptions } from './outbound/outbox.dispatcher.ts';
import { createOutboxRepository } from './outbound/outbox.repository.ts';
import { createPeopleRepository } from './people.repository.ts';
import { createSmtpListener, DEFAULT_MAX_MESSAGE_BYTES, DEFAULT_MAX_SMTP_SESSIONS, type SmtpListenerOptions } from './inbound/smtp-listener.ts';

export interface MailModuleConfig {
  dataDir: string;
  masterKeyBase64?: string | undefined;
  /** The SMTP client; default nodemailer through the outbound guard. */
  transport?: MailTransportFactory;
  outbound: OutboundGuard;
  dispatcher?: Partial<DispatcherOptions>;
  /** Where mail attachments are kept: the uploads' store, so tickets show them like any file. */
  uploadBlobs: BlobStore;
  /** Background work's log (the process's logger, lib/logger.ts). */
  log: (message: string, error?: unknown) => void;
}

/**
 * Mail out and in. Out: settings (password sealed with the server's master key), ticket notifications queued
 * after each committed change, and the outbox dispatcher that sends them with retries. In: the
 * SMTP listener (started by main.ts when OUTPOST_SMTP_LISTEN_PORT is set) and what it decides.
 */
export function createMailServices(db: Database, clock: Clock, desk: ServiceDeskServices, config: MailModuleConfig) {
  const log = config.log;
  const transport = config.transport ?? guardedNodemailerTransport(config.outbound);
  let sealer: Promise<KeySealer> | undefined;
  const settings = createMailSettingsService({
    settings: createMailSettingsRepository(db),
    sealer: () => (sealer ??= loadMasterKey(config.dataDir, config.masterKeyBase64).then(createKeySealer)),
    transport,
    fromEmailDomain: async () => (await desk.config.getConfig()).fromEmailDomain,
    clock,
  });
  const outbox = createOutboxRepository(db);
  const people = createPeopleRepository(db);
  const dispatcher = createOutboxDispatcher({
    outbox,
    settings,
    transport,
    clock,
    log,
    options: config.dispatcher,
    files: (contentId) => config.uploadBlobs.get(contentId),
  });
  registerMailNotifications({
    interceptors: desk.interceptors,
    sources: {
      ticket: (id) => desk.tickets.get(id),
      comments: (ticketId) => desk.records.comments(SYSTEM_VIEWER, ticketId),
      notificationSettings: async () => (await desk.config.getConfig()).notifications,
    },
    people,
    outbox,
    settings,
    dispatcher,
    clock,
    log,
  });
  const mailIn = createMailInService({
    db,
    pipeline: desk.pipeline,
    settings,
    attachmentSettings: async () => (await desk.config.getConfig()).attachments,
    people,
    outbox,
    mailIn: createMailInRepository(db),
    blobs: config.uploadBlobs,
    clock,
    log,
  });
  return {
    settings,
    outbox,
    people,
    dispatcher,
    mailIn,
    /** The SMTP listener for mail in, not yet listening. */
    listener: (options: Pick<SmtpListenerOptions, 'port' | 'host'> & Partial<SmtpListenerOptions>) =>
      createSmtpListener({ mailIn, settings, log }, { maxBytes: DEFAULT_MAX_MESSAGE_BYTES, maxSessions: DEFAULT_MAX_SMTP_SESSIONS, ...options }),
  };
}
export type MailServices = ReturnType<typeof createMailServices>;

/** The mail routes: settings and the connection test. */
export function registerMailModuleRoutes(app: App, mail: MailServices) {
  registerMailRoutes(app, mail.settings);
}
