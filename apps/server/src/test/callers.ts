import type { Permission } from '@outpost/contracts';
import { enrollDevice, makeEnrollmentToken, makeOrganization } from './factories.ts';
import { signIn, type Session, type TestContext } from './harness.ts';

/** The kinds of caller every route is tried with. */
export const CALLER_KINDS = ['anonymous', 'otherDevice', 'technicianWithout', 'technicianWith', 'administrator'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

export interface Callers {
  /** Headers each caller sends; `technicianWith` holds the permission asked for. */
  headers(kind: CallerKind, permission?: Permission): Record<string, string>;
  admin: Session & { userId: number };
  /** The device whose credential `otherDevice` uses, in an organization of its own. */
  otherDevice: { nodeId: number; credential: string };
}

/**
 * One caller of each kind: nobody, an agent of a device in another organization, a technician
 * whose role grants nothing, a technician per permission (a role granting that one alone), and
 * an administrator.
 */
export async function makeCallers(ctx: TestContext, permissions: readonly Permission[]): Promise<Callers> {
  const admin = await signIn(ctx);
  const noneRole = await ctx.services.users.createRole({ name: 'Nothing', description: '', permissions: [] });
  const without = await signIn(ctx, 'TECHNICIAN', noneRole.id);
  const withPermission = new Map<Permission, Session>();
  for (const permission of permissions) {
    const role = await ctx.services.users.createRole({ name: `Only ${permission}`, description: '', permissions: [permission] });
    withPermission.set(permission, await signIn(ctx, 'TECHNICIAN', role.id));
  }
  const org = await makeOrganization(ctx);
  const { token } = await makeEnrollmentToken(ctx, org.id, admin.userId);
  const enrolled = (await enrollDevice(ctx, token, 'other-org-host')).response.json<{ nodeId: number; credential: string }>();

  return {
    admin,
    otherDevice: enrolled,
    headers(kind, permission) {
      switch (kind) {
        case 'anonymous':
          return {};
        case 'otherDevice':
          return { authorization: `Bearer ${enrolled.credential}` };
        case 'technicianWithout':
          return without.headers;
        case 'technicianWith':
          return permission ? withPermission.get(permission)!.headers : without.headers;
        case 'administrator':
          return admin.headers;
      }
    },
  };
}
