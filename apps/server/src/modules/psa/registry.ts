import type { PsaProvider } from '@outpost/contracts';
import { connectWiseProvider } from './connectwise/connectwise.provider.ts';
import type { PsaProviderDefinition } from './provider.ts';

/** Every PSA provider Outpost speaks; the next (Autotask) is added here. */
export const PSA_PROVIDER_REGISTRY: Record<PsaProvider, PsaProviderDefinition> = {
  CONNECTWISE: connectWiseProvider,
};
