import { z } from 'zod';

export const NODE_CLASSES = ['WINDOWS_WORKSTATION', 'WINDOWS_SERVER', 'MAC', 'MAC_SERVER', 'LINUX_WORKSTATION', 'LINUX_SERVER'] as const;
export const nodeClassSchema = z.enum(NODE_CLASSES);
export type NodeClass = z.infer<typeof nodeClassSchema>;

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

export const NODE_APPROVAL_TYPES = ['CANDIDATE_NODE', 'REGULAR'] as const;
export const INSTALLATION_STATUSES = ['PENDING', 'WAITING', 'INSTALLED'] as const;

export const deviceRoleInputSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(100),
  nodeClass: nodeClassSchema,
  description: z.string().trim().max(250).default(''),
});
export type DeviceRoleInput = z.input<typeof deviceRoleInputSchema>;

export const deviceRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nodeClass: nodeClassSchema,
  description: z.string(),
  deviceCount: z.number().int(),
});
export type DeviceRole = z.infer<typeof deviceRoleSchema>;

/** What the agent reads off the device it runs on. Every part is optional: not every OS exposes it. */
export const deviceFactsSchema = z.object({
  hostname: z.string().max(255),
  os: z.object({
    platform: z.string().max(64),
    distro: z.string().max(128),
    release: z.string().max(128),
    kernel: z.string().max(128).optional(),
    arch: z.string().max(32).optional(),
  }),
  cpu: z.object({ model: z.string().max(255), cores: z.number().int().min(0), speedGHz: z.number().min(0) }).optional(),
  ramBytes: z.number().min(0).optional(),
  disks: z
    .array(z.object({ mount: z.string().max(1024), fsType: z.string().max(64), sizeBytes: z.number(), usedBytes: z.number() }))
    .max(256)
    .default([]),
  network: z
    .array(
      z.object({
        iface: z.string().max(128),
        ip4: z.string().max(64).optional(),
        ip6: z.string().max(128).optional(),
        mac: z.string().max(64).optional(),
      }),
    )
    .max(256)
    .default([]),
  defaultGateway: z.string().max(64).optional(),
  lastLoginUser: z.string().max(255).optional(),
  serialNumber: z.string().max(255).optional(),
  model: z.string().max(255).optional(),
  manufacturer: z.string().max(255).optional(),
  agentVersion: z.string().max(32).optional(),
  /** The device's IANA time zone (new backup plans default to it). */
  timeZone: z.string().max(64).optional(),
  /** Script interpreters found on the device (issue 25): only these languages are offered for it. */
  interpreters: z
    .array(z.object({ language: z.enum(['sh', 'bash', 'python3', 'powershell', 'cmd']), path: z.string().max(1024), version: z.string().max(128).nullable() }))
    .max(16)
    .optional(),
});
export type DeviceFacts = z.infer<typeof deviceFactsSchema>;

/** A device (node) as the API presents it; field names follow the spec. */
export const deviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  friendlyName: z.string().nullable(),
  systemName: z.string(),
  displayName: z.string(),
  nodeClass: nodeClassSchema,
  nodeRole: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  clientId: z.number().int(),
  organizationName: z.string(),
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  isUp: z.boolean(),
  lastSeenAt: z.string().nullable(),
  approvalStatus: approvalStatusSchema,
  createdAt: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceDetailSchema = deviceSchema.extend({ facts: deviceFactsSchema.nullable() });
export type DeviceDetail = z.infer<typeof deviceDetailSchema>;

export const deviceUpdateSchema = z.object({
  friendlyName: z.string().trim().max(100).nullable().optional(),
  nodeRoleId: z.number().int().nullable().optional(),
  locationId: z.number().int().nullable().optional(),
  nodeClass: nodeClassSchema.optional(),
});
export type DeviceUpdate = z.input<typeof deviceUpdateSchema>;

/** Filters the device list understands, as the `filters` JSON of a table query. */
export const DEVICE_FILTER_IDS = ['clientId', 'nodeRoleId', 'nodeClass', 'status'] as const;
export const DEVICE_SORT_IDS = ['displayName', 'organizationName', 'nodeClass', 'lastSeenAt', 'createdAt'] as const;
