import { PERMISSIONS, type Permission, type SessionUser, type UserRole } from '@outpost/contracts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from '../../lib/secrets.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { SessionRepository } from './session.repository.ts';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** Administrators hold every permission; technicians hold what their role grants. */
export function permissionsFor(role: UserRole, rolePermissions: Permission[] | null): Permission[] {
  if (role === 'SYSTEM_ADMINISTRATOR') return [...PERMISSIONS];
  return (rolePermissions ?? []).filter((p): p is Permission => (PERMISSIONS as readonly string[]).includes(p));
}

// A real hash to compare against when the email is unknown, so a miss costs as much as a hit.
const dummyHashPromise = hashPassword('outpost-timing-equaliser');

export function createAuthService(deps: { sessions: SessionRepository; users: UsersRepository; clock: Clock }) {
  const { sessions, users, clock } = deps;
  return {
    /** Checks the password and opens a session; the same message for unknown email and wrong password. */
    async login(email: string, password: string) {
      const user = await users.findByEmailWithHash(email.trim().toLowerCase());
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHashPromise));
      if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
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
        user: { ...user, permissions: permissionsFor(user.role, row.rolePermissions) },
      };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
