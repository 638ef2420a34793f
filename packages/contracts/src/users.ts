import { z } from 'zod';
import { permissionSchema, userRoleSchema } from './auth.ts';
import { emailAddressSchema } from './email.ts';

/** Minimum password length for accounts created in the app. */
export const MIN_PASSWORD_LENGTH = 10;

/** Which organizations' tickets a role works: every one, or the chosen list (decision 0014). */
export const ORGANIZATION_SCOPES = ['ALL', 'SELECTED'] as const;
export const organizationScopeSchema = z.enum(ORGANIZATION_SCOPES);
export type OrganizationScope = z.infer<typeof organizationScopeSchema>;
/** How many organizations one role may list; past that, scope it to all. */
export const MAX_ROLE_ORGANIZATIONS = 1000;

export const technicianRoleInputSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(100),
  description: z.string().trim().max(250).default(''),
  permissions: z.array(permissionSchema).max(50).default([]),
  /** ALL (the default, so roles made before scopes existed keep working) or SELECTED. */
  organizationScope: organizationScopeSchema.default('ALL'),
  /** The organizations a SELECTED role works; ignored (and stored empty) for ALL. */
  organizationIds: z.array(z.number().int().min(1).max(2_147_483_647)).max(MAX_ROLE_ORGANIZATIONS).default([]),
});
export type TechnicianRoleInput = z.input<typeof technicianRoleInputSchema>;

export const technicianRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(permissionSchema),
  organizationScope: organizationScopeSchema,
  /** The organizations a SELECTED role works, by name; empty for ALL. */
  organizations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  userCount: z.number().int(),
});
export type TechnicianRole = z.infer<typeof technicianRoleSchema>;

const password = z.string().min(MIN_PASSWORD_LENGTH, `Must be at least ${MIN_PASSWORD_LENGTH} characters`).max(512);

export const userCreateSchema = z.object({
  email: emailAddressSchema(),
  name: z.string().trim().min(1, 'Required').max(100),
  role: userRoleSchema,
  technicianRoleId: z.number().int().nullable().default(null),
  password,
});
export type UserCreate = z.input<typeof userCreateSchema>;

export const userUpdateSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(100).optional(),
  role: userRoleSchema.optional(),
  technicianRoleId: z.number().int().nullable().optional(),
  disabled: z.boolean().optional(),
  password: password.optional(),
});
export type UserUpdate = z.input<typeof userUpdateSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: userRoleSchema,
  technicianRoleId: z.number().int().nullable(),
  technicianRoleName: z.string().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
