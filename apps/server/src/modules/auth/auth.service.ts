import { normalizeEmail, PERMISSIONS, type OrganizationScope, type Permission, type SessionUser, type UserRole } from '@outpost/contracts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from '../../lib/secrets.ts';
import { createLoginThrottle, DEFAULT_ACCOUNT_FAILURES_PER_MINUTE, DEFAULT_ADDRESS_FAILURES_PER_MINUTE } from './login-throttle.ts';
import type { SessionRepository } from './session.repository.ts';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** Administrators hold every permission; technicians hold what their role grants. */
export function permissionsFor(role: UserRole, rolePermissions: Permission[] | null): Permission[] {
  if (role === 'SYSTEM_ADMINISTRATOR') return [...PERMISSIONS];
  return (rolePermissions ?? []).filter((p): p is Permission => (PERMISSIONS as readonly string[]).includes(p));
}

/**
 * The organizations whose tickets a user works: null (every one) for administrators and roles
 * scoped to ALL, the role's list for SELECTED (decision 0014).
 */
export function organizationIdsFor(role: UserRole, roleScope: OrganizationScope | null, roleOrganizationIds: number[] | null): number[] | null {
  if (role === 'SYSTEM_ADMINISTRATOR' || roleScope !== 'SELECTED') return null;
  return roleOrganizationIds ?? [];
}

// A real hash to compare against when the email is unknown, so a miss costs as much as a hit.
const dummyHashPromise = hashPassword('outpost-timing-equaliser');

/** What sign-in needs of the users module (services.ts hands it the users' repository). */
export interface SignInUsers {
  findByEmailWithHash(email: string): Promise<{ id: number; passwordHash: string; disabled: boolean } | undefined>;
  touchLogin(id: number, at: Date): Promise<void>;
}

export function createAuthService(deps: {
  sessions: SessionRepository;
  users: SignInUsers;
  clock: Clock;
  accountFailuresPerMinute?: number;
  addressFailuresPerMinute?: number;
}) {
  const { sessions, users, clock } = deps;
  const throttle = createLoginThrottle({
    clock,
    maxFailuresPerMinute: deps.accountFailuresPerMinute ?? DEFAULT_ACCOUNT_FAILURES_PER_MINUTE,
    maxAddressFailuresPerMinute: deps.addressFailuresPerMinute ?? DEFAULT_ADDRESS_FAILURES_PER_MINUTE,
  });
  return {
    /**
     * Checks the password and opens a session; the same message for unknown email and wrong
     * password. `source` is the caller's network address, charged with each failure.
     */
    async login(rawEmail: string, password: string, source: string) {
      const email = normalizeEmail(rawEmail);
      throttle.assertAllowed(email, source);
      const user = await users.findByEmailWithHash(email);
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHashPromise));
      if (!user || !ok) {
        throttle.recordFailure(email, source);
        throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
      }
      if (user.disabled) throw new AppError('ACCOUNT_DISABLED', 'This account is disabled');
      const token = newToken('', 32);
      const csrfToken = newToken('', 24);
      const now = clock.now();
      await sessions.insert({
        tokenHash: hashToken(token),
        userId: user.id,
        csrfToken,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      });
      await users.touchLogin(user.id, now);
      return { token, csrfToken, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) };
    },

    async logout(token: string) {
      await sessions.delete(hashToken(token));
    },

    /** The signed-in user behind a session cookie, or null when it is unknown, expired or disabled. */
    async resolve(token: string): Promise<{ user: SessionUser; csrfToken: string } | null> {
      const row = await sessions.findActive(hashToken(token), clock.now());
      if (!row || row.user.disabled) return null;
      const { disabled: _disabled, ...user } = row.user;
      return {
        csrfToken: row.csrfToken,
        user: {
          ...user,
          permissions: permissionsFor(user.role, row.rolePermissions),
          organizationIds: organizationIdsFor(user.role, row.roleScope, row.roleOrganizationIds),
        },
      };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
