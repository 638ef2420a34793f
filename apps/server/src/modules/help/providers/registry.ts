import type { HelpProviderKind } from '@outpost/contracts';
import { builtInProvider } from './built-in.provider.ts';
import type { HelpProvider, HelpProviderDefinition, ProviderDeps } from './provider.ts';
import { zendeskProvider } from './zendesk.provider.ts';

/** Every help provider by id: adding one is a new file and a line here. */
export const HELP_PROVIDER_REGISTRY: Record<HelpProviderKind, HelpProviderDefinition> = {
  BUILT_IN: builtInProvider,
  ZENDESK: zendeskProvider,
};

/** The provider of a kind, made over the current settings. */
export function createHelpProvider(kind: HelpProviderKind, deps: ProviderDeps): HelpProvider {
  return HELP_PROVIDER_REGISTRY[kind].create(deps);
}
