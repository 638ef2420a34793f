import { storedSecretChange } from '../../../lib/endpoint-secret.ts';
import type { z } from 'zod';
import { DEFAULT_HELP_LOCALE, isFederalEnvironment, type HelpProviderTest, type HelpSettings, type helpSettingsInputSchema } from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import type { KeySealer } from '../../backup/store/master-key.ts';
import type { HelpSettingsRepository, HelpSettingsRow } from './help-settings.repository.ts';
import type { HelpProvider, ProviderSettings } from '../providers/provider.ts';

type HelpSettingsInput = z.output<typeof helpSettingsInputSchema>;

const DEFAULTS: Omit<HelpSettingsRow, 'id' | 'updatedAt'> = {
  provider: 'BUILT_IN',
  locale: DEFAULT_HELP_LOCALE,
  academyUrl: '',
  zendeskBaseUrl: '',
  zendeskFederalBaseUrl: '',
  zendeskEmail: '',
  zendeskTokenSealed: null,
  lastTestAt: null,
  lastTestOk: null,
  lastTestMessage: null,
};
type CurrentSettings = typeof DEFAULTS & { updatedAt?: Date };

/**
 * Help settings: which provider, its connection (the API token sealed with the server's master
 * key, never answered or logged), the default locale and the academy address. The environment
 * (federal or not) comes from the server's configuration, not from here.
 */
export function createHelpSettingsService(deps: {
  settings: HelpSettingsRepository;
  sealer: () => Promise<KeySealer>;
  environment: string | null;
  /** Makes a provider over given settings (the module wires the registry in). */
  providerFor: (kind: HelpSettings['provider'], settings: ProviderSettings) => HelpProvider;
  clock: Clock;
}) {
  const { settings, clock, environment } = deps;
  const federal = isFederalEnvironment(environment);

  const current = async (): Promise<CurrentSettings> => ({ ...DEFAULTS, ...(await settings.get()) });

  function present(row: CurrentSettings): HelpSettings {
    return {
      provider: row.provider,
      locale: row.locale,
      academyUrl: row.academyUrl,
      zendesk: {
        baseUrl: row.zendeskBaseUrl,
        federalBaseUrl: row.zendeskFederalBaseUrl,
        email: row.zendeskEmail,
        apiTokenSet: row.zendeskTokenSealed !== null,
      },
      environment,
      federal,
      lastTest:
        row.lastTestAt && row.lastTestOk !== null ? { ok: row.lastTestOk, message: row.lastTestMessage ?? '', testedAt: row.lastTestAt.toISOString() } : null,
    };
  }

  async function providerSettingsOf(row: CurrentSettings): Promise<ProviderSettings> {
    const apiToken = row.zendeskTokenSealed === null ? null : (await deps.sealer()).open(row.zendeskTokenSealed).toString('utf8');
    return { locale: row.locale, zendesk: { baseUrl: row.zendeskBaseUrl, federalBaseUrl: row.zendeskFederalBaseUrl, email: row.zendeskEmail, apiToken } };
  }

  return {
    environment,
    federal,

    async get(): Promise<HelpSettings> {
      return present(await current());
    },

    async put(input: HelpSettingsInput): Promise<HelpSettings> {
      const before = await current();
      // The token follows no changed address: a new base URL (or federal one) needs it again.
      const change = storedSecretChange({
        hasStored: before.zendeskTokenSealed !== null,
        supplied: input.zendesk.apiToken,
        endpointBefore: [before.zendeskBaseUrl, before.zendeskFederalBaseUrl],
        endpointAfter: [input.zendesk.baseUrl, input.zendesk.federalBaseUrl],
        field: 'zendesk.apiToken',
      });
      let zendeskTokenSealed = before.zendeskTokenSealed;
      if (change.kind === 'remove') zendeskTokenSealed = null;
      if (change.kind === 'replace') zendeskTokenSealed = (await deps.sealer()).seal(Buffer.from(change.value, 'utf8'));
      await settings.put({
        provider: input.provider,
        locale: input.locale,
        academyUrl: input.academyUrl,
        zendeskBaseUrl: input.zendesk.baseUrl,
        zendeskFederalBaseUrl: input.zendesk.federalBaseUrl,
        zendeskEmail: input.zendesk.email,
        zendeskTokenSealed,
        updatedAt: clock.now(),
      });
      return present(await current());
    },

    /** Tests the chosen provider with the stored settings; the outcome is kept and shown. */
    async test(): Promise<HelpProviderTest> {
      const row = await current();
      const at = clock.now();
      const { ok, message } = await deps.providerFor(row.provider, await providerSettingsOf(row)).test();
      await settings.recordTest(ok, message, at);
      return { ok, message, testedAt: at.toISOString() };
    },

    /** The provider the panel works with now. */
    async provider(): Promise<HelpProvider> {
      const row = await current();
      return deps.providerFor(row.provider, await providerSettingsOf(row));
    },

    /** The stored default locale and academy address, for the panel. */
    async panelDefaults(): Promise<{ locale: string; academyUrl: string }> {
      const row = await current();
      return { locale: row.locale, academyUrl: row.academyUrl };
    },
  };
}
export type HelpSettingsService = ReturnType<typeof createHelpSettingsService>;
