import { randomBytes } from 'node:crypto';
import type { DeviceFacts } from '@outpost/contracts';
import type { TestContext } from './harness.ts';

/** Facts as an agent would report them. */
export function factsFor(hostname: string, overrides: Partial<DeviceFacts> = {}): DeviceFacts {
  return {
    hostname,
    os: { platform: 'linux', distro: 'Debian GNU/Linux', release: '12' },
    disks: [],
    network: [{ iface: 'eth0', ip4: '10.0.0.5', mac: '02:00:00:00:00:01' }],
    ...overrides,
  };
}

export async function makeOrganization(ctx: TestContext, name = `Org ${randomBytes(3).toString('hex')}`) {
  return ctx.services.organizations.create({ name, description: '' });
}

/** An enrolment token for an organization, created as a given admin. */
export async function makeEnrollmentToken(ctx: TestContext, organizationId: number, userId: number, expiresInDays: number | null = 30) {
  return ctx.services.organizations.createToken(organizationId, userId, { label: 'test', locationId: null, nodeRoleId: null, expiresInDays });
}

/** Enrols a device through the HTTP agent channel. */
export async function enrollDevice(ctx: TestContext, token: string, hostname: string, deviceUid = `uid-${hostname}-${randomBytes(4).toString('hex')}`) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/agent/enroll',
    payload: { token, deviceUid, facts: factsFor(hostname) },
  });
  return { response, deviceUid };
}

export function heartbeat(ctx: TestContext, credential: string, facts?: DeviceFacts) {
  return ctx.app.inject({ method: 'POST', url: '/api/agent/heartbeat', headers: { authorization: `Bearer ${credential}` }, payload: { facts } });
}
