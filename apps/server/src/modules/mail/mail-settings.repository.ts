import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { mailSettings } from './mail.schema.ts';

export type MailSettingsRow = typeof mailSettings.$inferSelect;
export type MailSettingsValues = Omit<typeof mailSettings.$inferInsert, 'id' | 'lastTestAt' | 'lastTestOk' | 'lastTestMessage'>;

/** The single mail_settings row; absent until an administrator first saves it. */
export function createMailSettingsRepository(db: Database) {
  return {
    async get(): Promise<MailSettingsRow | undefined> {
      const [row] = await db.select().from(mailSettings).where(eq(mailSettings.id, 1));
      return row;
    },
    async put(values: MailSettingsValues) {
      await db.insert(mailSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: mailSettings.id, set: values });
    },
    async recordTest(ok: boolean, message: string, at: Date) {
      const test = { lastTestOk: ok, lastTestMessage: message, lastTestAt: at };
      await db.insert(mailSettings).values({ id: 1, ...test }).onConflictDoUpdate({ target: mailSettings.id, set: test });
    },
    async organizationExists(id: number) {
      const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
      return row !== undefined;
    },
  };
}
export type MailSettingsRepository = ReturnType<typeof createMailSettingsRepository>;
