import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ticketingConfigInputSchema } from '@outpost/contracts';
import type { Database } from '../../db/client.ts';
import { ticketingConfig } from './ticketing-config.schema.ts';

type ConfigValues = z.output<typeof ticketingConfigInputSchema>;

/** The single ticketing_config row; absent until an administrator first saves it. */
export function createTicketingConfigRepository(db: Database) {
  return {
    async get() {
      const [row] = await db.select().from(ticketingConfig).where(eq(ticketingConfig.id, 1));
      return row;
    },
    async put(values: ConfigValues, userId: number, at: Date) {
      const row = { ...values, updatedByUserId: userId, updatedAt: at };
      await db.insert(ticketingConfig).values({ id: 1, ...row }).onConflictDoUpdate({ target: ticketingConfig.id, set: row });
    },
  };
}
export type TicketingConfigRepository = ReturnType<typeof createTicketingConfigRepository>;
