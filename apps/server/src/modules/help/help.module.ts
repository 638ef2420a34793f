import { isFederalEnvironment } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import type { App } from '../../http/route-types.ts';
import type { Clock } from '../../lib/clock.ts';
import { createKeySealer, loadMasterKey, type KeySealer } from '../backup/store/master-key.ts';
import type { BlobStore } from '../notes/uploads/blob-store.ts';
import type { UploadQuota } from '../notes/uploads/upload-quota.ts';
import { ephemeralPreviewLinks, type PreviewLinks } from '../notes/uploads/preview-links.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { ChangePipeline } from '../tickets/change/change-pipeline.ts';
import { createHelpArticlesRepository } from './articles/articles.repository.ts';
import { createHelpArticlesService } from './articles/articles.service.ts';
import { registerHelpAdminRoutes } from './help-admin.routes.ts';
import { createHelpRequestDesk } from './support/help-request.ts';
import { createHelpSettingsRepository } from './settings/help-settings.repository.ts';
import { createHelpSettingsService } from './settings/help-settings.service.ts';
import { createHelpUploadsRepository } from './support/help-uploads.repository.ts';
import { registerHelpRoutes } from './help.routes.ts';
import { createHelpPanelService } from './settings/panel.service.ts';
import { createHelpProvider } from './providers/registry.ts';
import type { OutboundGuard } from '../../lib/outbound/index.ts';
import { createHelpSupportService } from './support/support.service.ts';

export interface HelpModuleConfig {
  dataDir: string;
  masterKeyBase64?: string | undefined;
  /** OUTPOST_ENVIRONMENT: 'fed' and 'fed-qa1' are federal (spec 000 §6); null elsewhere. */
  environment?: string | null | undefined;
  /** The uploads' store: a support ticket's files are kept there while it is written. */
  uploadBlobs: BlobStore;
  /** Signed preview links of the uploads (the attachment preview's signedUrl); without them, links of this process only. */
  previewLinks?: PreviewLinks;
  /** The quotas of waiting uploads and the disk's free-space floor, shared with the rich-text uploads. */
  uploadQuota?: UploadQuota;
  /** How external providers are called: the outbound guard. */
  outbound: OutboundGuard;
  /** Background work's log (the process's logger, lib/logger.ts). */
  log: (message: string, error?: unknown) => void;
}

/**
 * Help and support: the built-in help centre (articles, full-text search), the panel's state, and
 * support tickets through the configured provider (Outpost's own service desk, through its change
 * pipeline, or a Zendesk-compatible desk).
 */
export function createHelpServices(
  db: Database,
  clock: Clock,
  deps: { settings: SettingsService; pipeline: ChangePipeline; onHelpRequestFiled?: (ticketId: number) => void | Promise<void> },
  config: HelpModuleConfig,
) {
  const log = config.log;
  const environment = config.environment?.trim() || null;
  const federal = isFederalEnvironment(environment);
  const articles = createHelpArticlesService({ articles: createHelpArticlesRepository(db), clock });
  const desk = createHelpRequestDesk({ db, pipeline: deps.pipeline, onFiled: deps.onHelpRequestFiled });
  const state = createHelpSettingsRepository(db);
  let sealer: Promise<KeySealer> | undefined;
  const settings = createHelpSettingsService({
    settings: state,
    sealer: () => (sealer ??= loadMasterKey(config.dataDir, config.masterKeyBase64).then(createKeySealer)),
    environment,
    clock,
    providerFor: (kind, providerSettings) =>
      createHelpProvider(kind, {
        settings: providerSettings,
        environment,
        federal,
        articles: { search: (params) => articles.search(params), suggested: (route, locale) => articles.suggested(route, locale) },
        serviceDesk: desk,
        outbound: config.outbound,
        log,
      }),
  });
  const panel = createHelpPanelService({ settings: deps.settings, help: settings, state, clock });
  const support = createHelpSupportService({
    uploads: createHelpUploadsRepository(db),
    people: state,
    blobs: config.uploadBlobs,
    quota: config.uploadQuota,
    provider: () => settings.provider(),
    previewLinks: config.previewLinks ?? ephemeralPreviewLinks(clock),
    federal,
    environment,
    clock,
    log,
  });
  return { articles, settings, panel, support };
}
export type HelpServices = ReturnType<typeof createHelpServices>;

/** Every help route: the panel's and the administrators'. */
export function registerHelpModuleRoutes(app: App, help: HelpServices) {
  registerHelpRoutes(app, help);
  registerHelpAdminRoutes(app, help);
}
