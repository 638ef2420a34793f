import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SystemStatusKey } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { ticketsWithStatus } from '../tickets/tickets.queries.ts';
import { ticketStatuses } from './ticketing-config.schema.ts';

const parent = alias(ticketStatuses, 'parent_status');
const columns = {
  id: ticketStatuses.id,
  systemKey: ticketStatuses.systemKey,
  name: ticketStatuses.name,
  parentId: ticketStatuses.parentId,
  parentSystemKey: parent.systemKey,
  active: ticketStatuses.active,
  position: ticketStatuses.position,
};

/** Ticket statuses: system rows (seeded) and custom rows under a system parent. */
export function createStatusesRepository(db: Database) {
  const select = () => db.select(columns).from(ticketStatuses).leftJoin(parent, eq(parent.id, ticketStatuses.parentId));
  return {
    /** In workflow order: by the system status each is or belongs under, system row first, then position and name. */
    async list() {
      return select().orderBy(
        sql`coalesce(${parent.position}, ${ticketStatuses.position})`,
        sql`${ticketStatuses.parentId} is not null`,
        asc(ticketStatuses.position),
        sql`lower(${ticketStatuses.name})`,
        asc(ticketStatuses.id),
      );
    },
    async find(id: number) {
      const [row] = await select().where(eq(ticketStatuses.id, id));
      return row;
    },
    async findSystem(key: SystemStatusKey) {
      const [row] = await select().where(eq(ticketStatuses.systemKey, key));
      return row;
    },
    async nameTaken(name: string, exceptId?: number) {
      const [row] = await db
        .select({ id: ticketStatuses.id })
        .from(ticketStatuses)
        .where(and(eq(sql`lower(${ticketStatuses.name})`, name.toLowerCase()), exceptId === undefined ? undefined : ne(ticketStatuses.id, exceptId)));
      return row !== undefined;
    },
    async insert(values: { name: string; parentId: number; active: boolean; position: number }) {
      const [row] = await db.insert(ticketStatuses).values(values).returning({ id: ticketStatuses.id });
      return row!.id;
    },
    async update(id: number, values: { name: string; parentId: number; active: boolean; position: number }) {
      await db.update(ticketStatuses).set(values).where(eq(ticketStatuses.id, id));
    },
    async delete(id: number) {
      await db.delete(ticketStatuses).where(eq(ticketStatuses.id, id));
    },
    /** Tickets (deleted ones included: they keep their status) that use the status. */
    async usage(id: number) {
      return ticketsWithStatus(db, id);
    },
  };
}
export type StatusesRepository = ReturnType<typeof createStatusesRepository>;
export type StatusRow = NonNullable<Awaited<ReturnType<StatusesRepository['find']>>>;
