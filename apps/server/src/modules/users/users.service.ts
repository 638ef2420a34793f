import type { TechnicianRole, User, technicianRoleInputSchema, userCreateSchema, userUpdateSchema } from '@outpost/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/secrets.ts';
import type { RoleValues, UserRow, UsersRepository } from './users.repository.ts';

function presentUser(row: UserRow): User {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** A role as the routes parse it; callers in code may leave the scope out (every organization). */
type RoleInput = Omit<z.output<typeof technicianRoleInputSchema>, 'organizationScope' | 'organizationIds'> &
  Partial<Pick<z.output<typeof technicianRoleInputSchema>, 'organizationScope' | 'organizationIds'>>;

/** What the users module needs of sessions: a disabled user or a new password signs the user out everywhere. */
export interface UserSessions {
  deleteForUser(userId: number): Promise<void>;
}

export function createUsersService(deps: { users: UsersRepository; sessions: UserSessions }) {
  const { users, sessions } = deps;

  async function checkRole(role: string, technicianRoleId: number | null | undefined) {
    if (role === 'SYSTEM_ADMINISTRATOR' || technicianRoleId == null) return;
    if (!(await users.findRole(technicianRoleId))) {
      throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { technicianRoleId: ['Unknown technician role'] });
    }
  }

  /** A role's organization list: checked to exist for SELECTED, dropped for ALL. */
  async function roleValues(input: RoleInput): Promise<RoleValues> {
    const { organizationScope = 'ALL', organizationIds = [], ...role } = input;
    if (organizationScope === 'ALL') return { ...role, organizationScope, organizationIds: [] };
    const wanted = [...new Set(organizationIds)];
    const found = new Set(await users.existingOrganizationIds(wanted));
    if (found.size < wanted.length) {
      throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { organizationIds: ['Organization not found'] });
    }
    return { ...role, organizationScope, organizationIds: wanted };
  }

  return {
    async list(): Promise<User[]> {
      return (await users.list()).map(presentUser);
    },

    async create(input: z.output<typeof userCreateSchema>): Promise<User> {
      if (await users.emailExists(input.email)) {
        throw new AppError('CONFLICT', 'A user with this email already exists', { email: ['Already in use'] });
      }
      await checkRole(input.role, input.technicianRoleId);
      const id = await users.insert({
        email: input.email,
        name: input.name,
        role: input.role,
        technicianRoleId: input.role === 'TECHNICIAN' ? input.technicianRoleId : null,
        passwordHash: await hashPassword(input.password),
      });
      return presentUser((await users.findById(id))!);
    },

    /** Edits a user; disabling one (or changing the password) ends their sessions. */
    async update(id: number, actingUserId: number, input: z.output<typeof userUpdateSchema>): Promise<User> {
      const existing = await users.findById(id);
      if (!existing) throw notFound('User');
      if (id === actingUserId && (input.disabled === true || (input.role && input.role !== existing.role))) {
        throw new AppError('CONFLICT', 'You cannot disable yourself or change your own role');
      }
      const role = input.role ?? existing.role;
      const technicianRoleId = input.technicianRoleId === undefined ? existing.technicianRoleId : input.technicianRoleId;
      await checkRole(role, technicianRoleId);
      await users.update(id, {
        name: input.name,
        role: input.role,
        technicianRoleId: role === 'TECHNICIAN' ? technicianRoleId : null,
        disabled: input.disabled,
        passwordHash: input.password ? await hashPassword(input.password) : undefined,
      });
      if (input.disabled === true || input.password) await sessions.deleteForUser(id);
      return presentUser((await users.findById(id))!);
    },

    async listRoles(): Promise<TechnicianRole[]> {
      return users.listRoles();
    },

    async createRole(input: RoleInput): Promise<TechnicianRole> {
      const id = await users.insertRole(await roleValues(input));
      return (await users.listRoles()).find((r) => r.id === id)!;
    },

    async updateRole(id: number, input: RoleInput): Promise<TechnicianRole> {
      if (!(await users.findRole(id))) throw notFound('Technician role');
      await users.updateRole(id, await roleValues(input));
      return (await users.listRoles()).find((r) => r.id === id)!;
    },

    async deleteRole(id: number) {
      if (!(await users.findRole(id))) throw notFound('Technician role');
      await users.deleteRole(id);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
