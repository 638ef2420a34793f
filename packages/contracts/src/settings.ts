import { z } from 'zod';
import { nodeApprovalModeSchema } from './organizations.ts';

/** Feature flags named by the spec. */
export const FEATURE_FLAGS = [
  'restore_original_location',
  'backup_ntfs_permissions',
  'macff',
  'cloud_image_mounting',
  'backup_arrow_image',
  'ninja_academy',
  'autotask_big_data',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const featureFlagsSchema = z.object(Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>);
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  restore_original_location: true,
  backup_ntfs_permissions: true,
  macff: false,
  cloud_image_mounting: true,
  backup_arrow_image: false,
  ninja_academy: true,
  autotask_big_data: false,
};

export const externalLinkSchema = z.object({
  label: z.string().trim().min(1, 'Required').max(100),
  url: z
    .string()
    .trim()
    .url('Invalid URL')
    .max(2000)
    .refine((url) => /^https?:\/\//i.test(url), 'Only http and https links are allowed'),
});

/** Branding settings that control the help menu (spec 000 §6). */
export const brandingSchema = z.object({
  helpMenuEnabled: z.boolean(),
  providerArticlesEnabled: z.boolean(),
  submitTicketEnabled: z.boolean(),
  academyEnabled: z.boolean(),
  externalLinks: z.array(externalLinkSchema).max(20),
});
export type Branding = z.infer<typeof brandingSchema>;

export const DEFAULT_BRANDING: Branding = {
  helpMenuEnabled: true,
  providerArticlesEnabled: true,
  submitTicketEnabled: true,
  academyEnabled: true,
  externalLinks: [],
};

export const generalSettingsSchema = z.object({ nodeApprovalMode: nodeApprovalModeSchema });
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;
export const DEFAULT_GENERAL_SETTINGS: GeneralSettings = { nodeApprovalMode: 'AUTOMATIC' };
