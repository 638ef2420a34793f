import { eq, getTableName } from 'drizzle-orm';
import type { z } from 'zod';
import type { ticketingConfigInputSchema } from '@outpost/contracts';
import { cachedRow } from '../../db/cached-row.ts';
import { notifierOf, type Database } from '../../db/client.ts';
import { ticketingConfig } from './ticketing-config.schema.ts';

type ConfigValues = z.output<typeof ticketingConfigInputSchema>;

/**
 * The single ticketing_config row; absent until an administrator first saves it. Read from
 * memory until written (db/cached-row.ts): saves read it for timers, attachments and mail.
 */
export function createTicketingConfigRepository(db: Database) {
  const cached = cachedRow({
    table: getTableName(ticketingConfig),
    notifier: notifierOf(db),
    load: async () => {
      const [row] = await db.select().from(ticketingConfig).where(eq(ticketingConfig.id, 1));
      return row;
    },
  });
  return {
    get: () => cached.get(),
    async put(values: ConfigValues, userId: number, at: Date) {
      const row = { ...values, updatedByUserId: userId, updatedAt: at };
      await db
        .insert(ticketingConfig)
        .values({ id: 1, ...row })
        .onConflictDoUpdate({ target: ticketingConfig.id, set: row });
      cached.changed();
    },
  };
}
export type TicketingConfigRepository = ReturnType<typeof createTicketingConfigRepository>;
