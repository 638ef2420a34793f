import { HELP_MESSAGES, type HelpCcCandidate, type HelpContext } from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import type { SettingsService } from '../../settings/settings.service.ts';
import type { HelpSettingsRepository } from './help-settings.repository.ts';
import type { HelpSettingsService } from './help-settings.service.ts';

/** What the panel may do, from branding and feature flags (spec 000 §6). */
export interface PanelSwitches {
  helpMenuEnabled: boolean;
  articlesEnabled: boolean;
  submitTicketEnabled: boolean;
  academyEnabled: boolean;
}

const CC_CANDIDATES_LIMIT = 50;

/**
 * The help panel's own state: what branding switches on, the intro tooltip, the academy link and
 * the technicians a ticket may copy. The switches are enforced here as well as hidden in the UI.
 */
export function createHelpPanelService(deps: { settings: SettingsService; help: HelpSettingsService; state: HelpSettingsRepository; clock: Clock }) {
  const { settings, help, state, clock } = deps;

  async function switches(): Promise<PanelSwitches & { externalLinks: HelpContext['externalLinks'] }> {
    const [branding, flags] = await Promise.all([settings.get('branding'), settings.get('featureFlags')]);
    return {
      helpMenuEnabled: branding.helpMenuEnabled,
      articlesEnabled: branding.helpMenuEnabled && branding.providerArticlesEnabled,
      submitTicketEnabled: branding.helpMenuEnabled && branding.submitTicketEnabled,
      academyEnabled: branding.helpMenuEnabled && branding.academyEnabled && flags.ninja_academy,
      externalLinks: branding.helpMenuEnabled ? branding.externalLinks : [],
    };
  }

  /** Refuses a panel feature that branding has switched off. */
  async function require(feature: keyof PanelSwitches, message: string): Promise<void> {
    if (!(await switches())[feature]) throw new AppError('FORBIDDEN', message);
  }

  return {
    switches,
    require,

    async context(userId: number): Promise<HelpContext> {
      const [on, defaults, provider, tooltipHidden] = await Promise.all([switches(), help.panelDefaults(), help.provider(), state.tooltipHidden(userId)]);
      return {
        provider: provider.kind,
        environment: help.environment,
        federal: help.federal,
        tooltipHidden,
        ...on,
        locale: defaults.locale,
        helpCentreUrl: provider.helpCentreUrl(defaults.locale),
      };
    },

    /** Hides the intro tooltip for good; hiding it again changes nothing. */
    async hideTooltip(userId: number): Promise<void> {
      await state.hideTooltip(userId, clock.now());
    },

    /** The academy's address (the help centre's when none is set), absolute as the spec's call answers it. */
    async academyLoginUrl(origin: string): Promise<{ absoluteLoginUrl: string }> {
      await require('academyEnabled', HELP_MESSAGES.academyFailed);
      const { academyUrl } = await help.panelDefaults();
      return { absoluteLoginUrl: academyUrl || `${origin}/help` };
    },

    async ccCandidates(search: string): Promise<HelpCcCandidate[]> {
      return state.technicians(search.trim(), CC_CANDIDATES_LIMIT);
    },
  };
}
export type HelpPanelService = ReturnType<typeof createHelpPanelService>;
