import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deviceRoles, nodes } from '../../db/schema.ts';

/** Device roles: a named kind of device with its node class. */
export function createDeviceRolesRepository(db: Database) {
  return {
    async list() {
      return db
        .select({
          id: deviceRoles.id,
          name: deviceRoles.name,
          nodeClass: deviceRoles.nodeClass,
          description: deviceRoles.description,
          deviceCount: count(nodes.id),
        })
        .from(deviceRoles)
        .leftJoin(nodes, eq(nodes.nodeRoleId, deviceRoles.id))
        .groupBy(deviceRoles.id)
        .orderBy(asc(deviceRoles.name), asc(deviceRoles.id));
    },
    async exists(id: number) {
      const [row] = await db.select({ id: deviceRoles.id }).from(deviceRoles).where(eq(deviceRoles.id, id));
      return row !== undefined;
    },
    async insert(values: { name: string; nodeClass: string; description: string }) {
      const [row] = await db.insert(deviceRoles).values(values).returning({ id: deviceRoles.id });
      return row!.id;
    },
    async update(id: number, values: { name: string; nodeClass: string; description: string }) {
      await db.update(deviceRoles).set(values).where(eq(deviceRoles.id, id));
    },
    async delete(id: number) {
      await db.delete(deviceRoles).where(eq(deviceRoles.id, id));
    },
  };
}
export type DeviceRolesRepository = ReturnType<typeof createDeviceRolesRepository>;
