import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { organizations } from '../../../db/schema.ts';
import { settingsRow, type SettingsValues } from '../../../db/settings-row.ts';
import { mailSettings } from '../mail.schema.ts';

export type MailSettingsRow = typeof mailSettings.$inferSelect;
export type MailSettingsValues = SettingsValues<typeof mailSettings>;

/** The single mail_settings row; absent until an administrator first saves it. */
export function createMailSettingsRepository(db: Database) {
  return {
    ...settingsRow(db, mailSettings),
    async organizationExists(id: number) {
      const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
      return row !== undefined;
    },
  };
}
export type MailSettingsRepository = ReturnType<typeof createMailSettingsRepository>;
