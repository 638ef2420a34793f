import { isFederalEnvironment } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import type { App } from '../../http/route-types.ts';
import type { Clock } from '../../lib/clock.ts';
import { createKeySealer, loadMasterKey, type KeySealer } from '../backup/store/master-key.ts';
import type { BlobStore } from '../notes/blob-store.ts';
import { ephemeralPreviewLinks, type PreviewLinks } from '../notes/preview-links.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { ChangePipeline } from '../tickets/change/change-pipeline.ts';
import { createHelpArticlesRepository } from './articles.repository.ts';
import { createHelpArticlesService } from './articles.service.ts';
import { registerHelpAdminRoutes } from './help-admin.routes.ts';
import { createHelpRequestDesk } from './help-request.ts';
import { createHelpSettingsRepository } from './help-settings.repository.ts';
import { createHelpSettingsService } from './help-settings.service.ts';
import { createHelpUploadsRepository } from './help-uploads.repository.ts';
import { registerHelpRoutes } from './help.routes.ts';
import { createHelpPanelService } from './panel.service.ts';
import { createHelpProvider } from './providers/registry.ts';
import { createHelpSupportService } from './support.service.ts';

export interface HelpModuleConfig {
  dataDir: string;
  masterKeyBase64?: string | undefined;
  /** OUTPOST_ENVIRONMENT: 'fed' and 'fed-qa1' are federal (spec 000 §6); null elsewhere. */
  environment?: string | null | undefined;
  /** The uploads' store: a support ticket's files are kept there while it is written. */
  uploadBlobs: BlobStore;
  /** Signed preview links of the uploads (the attachment preview's signedUrl); without them, links of this process only. */
  previewLinks?: PreviewLinks;
  /** HTTP for external providers; tests may hand in their own. */
  fetch?: typeof fetch;
}

/**
 * Help and support: the built-in help centre (articles, full-text search), the panel's state, and
 * support tickets through the configured provider (Outpost's own service desk, through its change
 * pipeline, or a Zendesk-compatible desk).
 */
export function createHelpServices(db: Database, clock: Clock, deps: { settings: SettingsService; pipeline: ChangePipeline }, config: HelpModuleConfig) {
  const log = (message: string) => console.warn(message);
  const environment = config.environment?.trim() || null;
  const federal = isFederalEnvironment(environment);
  const articles = createHelpArticlesService({ articles: createHelpArticlesRepository(db), clock });
  const desk = createHelpRequestDesk({ db, pipeline: deps.pipeline });
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
        fetch: config.fetch ?? fetch,
        log,
      }),
  });
  const panel = createHelpPanelService({ settings: deps.settings, help: settings, state, clock });
  const support = createHelpSupportService({
    uploads: createHelpUploadsRepository(db),
    people: state,
    blobs: config.uploadBlobs,
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
