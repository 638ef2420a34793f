import { z } from 'zod';
import { approvalStatusSchema, nodeClassSchema } from './devices.ts';
import { nodeApprovalModeSchema } from './organizations.ts';

export const approvalListQuerySchema = z.object({
  status: approvalStatusSchema,
  filterText: z.string().trim().max(200).optional(),
  sortBy: z.enum(['displayName', 'organizationName', 'createdAt', 'approvalStatusAt']).default('displayName'),
  direction: z.enum(['ASC', 'DESC']).default('ASC'),
});
export type ApprovalListQuery = z.input<typeof approvalListQuerySchema>;

export const approvalNodeSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  systemName: z.string(),
  nodeClass: nodeClassSchema,
  clientId: z.number().int(),
  organizationName: z.string(),
  nodeApprovalType: z.enum(['CANDIDATE_NODE', 'REGULAR']),
  approvalStatus: approvalStatusSchema,
  installationStatus: z.enum(['PENDING', 'WAITING', 'INSTALLED']),
  approvalStatusByAppUserId: z.number().int().nullable(),
  approvalStatusByAppUserName: z.string().nullable(),
  approvalStatusAt: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type ApprovalNode = z.infer<typeof approvalNodeSchema>;

export const approvalActionSchema = z.object({ nodeIds: z.array(z.number().int()).min(1).max(1000) });
export type ApprovalAction = z.infer<typeof approvalActionSchema>;

export const approvalActionResultSchema = z.object({ affected: z.number().int() });

export const approvalModeSettingSchema = z.object({ mode: nodeApprovalModeSchema });
