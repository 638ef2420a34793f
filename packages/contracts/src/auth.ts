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
  /** Create, edit and delete device groups, and add or remove devices of static groups (of the organizations the role's scope allows). */
  'canManageDeviceGroups',
  /** Run scripts on the devices of the organizations the role's scope allows (issue 25). */
  'canRunScripts',
  /** Create, edit and delete scripts and their categories. */
  'canManageScripts',
  /** Run scripts as the system account (root, SYSTEM); without it a technician runs them only as the logged-on user. */
  'canRunScriptsAsSystem',
  /** Set up the PSA integration's mappings, refresh provider data and run the device sync (of the organizations the role's scope allows). */
  'canManagePsa',
  /** Manage the product catalog, agreements and statements, and see agreements on boards (when billing is enabled). */
  'canManageBilling',
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
