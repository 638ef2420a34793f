import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { notificationChannels } from '../automations.schema.ts';

export type ChannelRow = typeof notificationChannels.$inferSelect;
export type ChannelValues = Pick<typeof notificationChannels.$inferInsert, 'name' | 'type' | 'enabled' | 'url' | 'secretSealed' | 'recipients'>;

/** Notification channels: the only SQL on them. */
export function createChannelsRepository(db: Database) {
  return {
    /** Every channel by name (spec 002 §7: channels sorted by name). */
    async list(): Promise<ChannelRow[]> {
      return db.select().from(notificationChannels).orderBy(asc(notificationChannels.name), asc(notificationChannels.id));
    },
    async find(id: number): Promise<ChannelRow | undefined> {
      const [row] = await db.select().from(notificationChannels).where(eq(notificationChannels.id, id));
      return row;
    },
    async insert(values: ChannelValues, at: Date): Promise<ChannelRow> {
      const [row] = await db
        .insert(notificationChannels)
        .values({ ...values, createdAt: at, updatedAt: at })
        .returning();
      return row!;
    },
    async update(id: number, values: ChannelValues, at: Date): Promise<ChannelRow | undefined> {
      const [row] = await db
        .update(notificationChannels)
        .set({ ...values, updatedAt: at })
        .where(eq(notificationChannels.id, id))
        .returning();
      return row;
    },
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(notificationChannels).where(eq(notificationChannels.id, id)).returning({ id: notificationChannels.id });
      return rows.length > 0;
    },
  };
}
export type ChannelsRepository = ReturnType<typeof createChannelsRepository>;
