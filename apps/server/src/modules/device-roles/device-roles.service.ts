import type { z } from 'zod';
import { nodeClassSchema, type DeviceRole, type deviceRoleInputSchema } from '@outpost/contracts';
import { notFound } from '../../lib/errors.ts';
import type { DeviceRolesRepository } from './device-roles.repository.ts';

/** Device roles: create, edit and remove the named kinds of device. */
export function createDeviceRolesService(repo: DeviceRolesRepository) {
  const present = (row: Awaited<ReturnType<DeviceRolesRepository['list']>>[number]): DeviceRole => ({
    ...row,
    nodeClass: nodeClassSchema.parse(row.nodeClass),
  });
  const find = async (id: number) => (await repo.list()).find((r) => r.id === id);
  return {
    list: async () => (await repo.list()).map(present),
    /** Whether a role exists (devices check the role a device is given). */
    exists: (id: number) => repo.exists(id),
    async create(input: z.output<typeof deviceRoleInputSchema>) {
      return present((await find(await repo.insert(input)))!);
    },
    async update(id: number, input: z.output<typeof deviceRoleInputSchema>) {
      if (!(await repo.exists(id))) throw notFound('Device role');
      await repo.update(id, input);
      return present((await find(id))!);
    },
    async delete(id: number) {
      if (!(await repo.exists(id))) throw notFound('Device role');
      await repo.delete(id);
    },
  };
}
export type DeviceRolesService = ReturnType<typeof createDeviceRolesService>;
