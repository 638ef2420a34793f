import { z } from 'zod';
import { emailAddressSchema } from './email.ts';

export const USER_ROLES = ['SYSTEM_ADMINISTRATOR', 'TECHNICIAN'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** Permissions a technician role can grant; administrators hold all of them. */
export const PERMISSIONS = [
  'canViewAndRestoreBackupData',
  'canManageDevices',
  'canManageOrganizations',
  'canApproveNodes',
  /** Work service-desk tickets: list, create, update, comment, log time (of the organizations the role's scope allows). */
  'canManageTickets',
] as const;
export const permissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof permissionSchema>;

export const CSRF_COOKIE = 'outpost_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'outpost_session';

export const loginRequestSchema = z.object({
  email: emailAddressSchema(),
  password: z.string().min(1).max(512),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: userRoleSchema,
  technicianRoleId: z.number().int().nullable(),
  permissions: z.array(permissionSchema),
  /**
   * The organizations whose tickets the user works, from their role's scope; null or absent:
   * every organization (administrators, roles scoped to ALL).
   */
  organizationIds: z.array(z.number().int()).nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
