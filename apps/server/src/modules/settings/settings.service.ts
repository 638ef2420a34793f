import type { z } from 'zod';
import {
  DEFAULT_BRANDING,
  DEFAULT_FEATURE_FLAGS,
  DEFAULT_GENERAL_SETTINGS,
  brandingSchema,
  featureFlagsSchema,
  generalSettingsSchema,
} from '@outpost/contracts';
import type { SettingsRepository } from './settings.repository.ts';

/** A stored setting: its key, schema and default. Stored values are merged over the default. */
function defineSetting<S extends z.ZodObject>(key: string, schema: S, defaults: z.output<S>) {
  return { key, schema, defaults };
}

const SETTINGS = {
  featureFlags: defineSetting('feature_flags', featureFlagsSchema, DEFAULT_FEATURE_FLAGS),
  branding: defineSetting('branding', brandingSchema, DEFAULT_BRANDING),
  general: defineSetting('general', generalSettingsSchema, DEFAULT_GENERAL_SETTINGS),
};
type SettingName = keyof typeof SETTINGS;
type SettingValue<N extends SettingName> = z.output<(typeof SETTINGS)[N]['schema']>;

export function createSettingsService(repo: SettingsRepository) {
  return {
    async get<N extends SettingName>(name: N): Promise<SettingValue<N>> {
      const { key, schema, defaults } = SETTINGS[name];
      const stored = await repo.get(key);
      // A value saved by an older version may lack newer keys: fill them from the defaults.
      const parsed = schema.safeParse({ ...defaults, ...(typeof stored === 'object' ? stored : {}) });
      return (parsed.success ? parsed.data : defaults) as SettingValue<N>;
    },
    async set<N extends SettingName>(name: N, value: SettingValue<N>): Promise<SettingValue<N>> {
      await repo.set(SETTINGS[name].key, value);
      return value;
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
