import { z } from 'zod';
import { deviceSchema } from './devices.ts';

/** Limits of a device group, shared by the editor and the server (ours: the spec gives none). */
export const DEVICE_GROUP_LIMITS = {
  nameMax: 100,
  descriptionMax: 500,
  /** Devices one request may add to a static group. */
  addMembersMax: 500,
  /** Devices a preview answers besides the count. */
  previewDevices: 25,
  tagMax: 50,
  tagsPerDevice: 50,
} as const;

export const DEVICE_GROUP_TYPES = ['STATIC', 'DYNAMIC'] as const;
export const deviceGroupTypeSchema = z.enum(DEVICE_GROUP_TYPES);
export type DeviceGroupType = z.infer<typeof deviceGroupTypeSchema>;

/** The name a group may have: trimmed, 1–100 characters. */
export const deviceGroupNameSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(DEVICE_GROUP_LIMITS.nameMax, `Must be at most ${DEVICE_GROUP_LIMITS.nameMax} characters`);
export const deviceGroupDescriptionSchema = z
  .string()
  .trim()
  .max(DEVICE_GROUP_LIMITS.descriptionMax, `Must be at most ${DEVICE_GROUP_LIMITS.descriptionMax} characters`);

/** A group as listed and read. `memberCount` counts only the devices the reader may see. */
export const deviceGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: deviceGroupTypeSchema,
  /** The rule of a dynamic group (packages/rules' conditions over the device catalogue); null for a static one. */
  conditions: z.object({ all: z.array(z.unknown()), any: z.array(z.unknown()) }).nullable(),
  memberCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeviceGroup = z.infer<typeof deviceGroupSchema>;

/** What a rule preview answers: how many devices match, and the first of them by name. */
export const deviceGroupPreviewSchema = z.object({ count: z.number().int(), devices: z.array(deviceSchema) });
export type DeviceGroupPreview = z.infer<typeof deviceGroupPreviewSchema>;

/** A group a device is in, as the device page lists them. */
export const deviceGroupRefSchema = z.object({ id: z.number().int(), name: z.string(), type: deviceGroupTypeSchema });
export type DeviceGroupRef = z.infer<typeof deviceGroupRefSchema>;

/** A device's tags (what dynamic rules match with the `tags` field): trimmed, no blanks, no duplicates without case. */
export const deviceTagsSchema = z.object({
  tags: z
    .array(z.string().trim().min(1, 'Required').max(DEVICE_GROUP_LIMITS.tagMax, `Must be at most ${DEVICE_GROUP_LIMITS.tagMax} characters`))
    .max(DEVICE_GROUP_LIMITS.tagsPerDevice)
    .refine((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, 'Tag is already selected'),
});
export type DeviceTags = z.infer<typeof deviceTagsSchema>;
