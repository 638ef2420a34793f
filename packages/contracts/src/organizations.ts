import { z } from 'zod';

const name = z.string().trim().min(1, 'Required').max(100);
const description = z.string().trim().max(250).default('');

export const NODE_APPROVAL_MODES = ['AUTOMATIC', 'MANUAL'] as const;
export const nodeApprovalModeSchema = z.enum(NODE_APPROVAL_MODES);
export type NodeApprovalMode = z.infer<typeof nodeApprovalModeSchema>;

export const organizationInputSchema = z.object({
  name,
  description,
  /**
   * "Isolate devices": each device backs up into its own repository under its own key, so a
   * device cannot read another's backups, at the cost of deduplication across devices. Absent on
   * an update: unchanged; on a create: off.
   */
  isolateDevices: z.boolean().optional(),
});
export type OrganizationInput = z.input<typeof organizationInputSchema>;

export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isolateDevices: z.boolean(),
  deviceCount: z.number().int(),
  locationCount: z.number().int(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const locationInputSchema = z.object({ name, description, address: z.string().trim().max(250).default('') });
export type LocationInput = z.input<typeof locationInputSchema>;

export const locationSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

export const enrollmentTokenInputSchema = z.object({
  label: z.string().trim().min(1, 'Required').max(100),
  locationId: z.number().int().nullable().default(null),
  nodeRoleId: z.number().int().nullable().default(null),
  /** Days until the token expires; null keeps it valid until revoked. */
  expiresInDays: z.number().int().min(1).max(3650).nullable().default(30),
});
export type EnrollmentTokenInput = z.input<typeof enrollmentTokenInputSchema>;

export const enrollmentTokenSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  label: z.string(),
  /** First characters of the token, enough to recognise it; the whole token is shown once. */
  tokenPrefix: z.string(),
  locationId: z.number().int().nullable(),
  nodeRoleId: z.number().int().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdByName: z.string(),
});
export type EnrollmentToken = z.infer<typeof enrollmentTokenSchema>;

export const createdEnrollmentTokenSchema = enrollmentTokenSchema.extend({ token: z.string() });
export type CreatedEnrollmentToken = z.infer<typeof createdEnrollmentTokenSchema>;
