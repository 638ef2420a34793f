import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { settingsRow, type SettingsValues } from '../../../db/settings-row.ts';
import { likeContains } from '../../../lib/table-query.ts';
import { helpSettings, helpUserState } from '../help.schema.ts';

export type HelpSettingsRow = typeof helpSettings.$inferSelect;
export type HelpSettingsValues = SettingsValues<typeof helpSettings>;

/** The single help_settings row (absent until first saved), each user's tooltip state, and the CC candidates. */
export function createHelpSettingsRepository(db: Database) {
  return {
    ...settingsRow(db, helpSettings),

    async tooltipHidden(userId: number): Promise<boolean> {
      const [row] = await db.select({ at: helpUserState.tooltipHiddenAt }).from(helpUserState).where(eq(helpUserState.userId, userId));
      return row?.at != null;
    },
    async hideTooltip(userId: number, at: Date) {
      await db.insert(helpUserState).values({ userId, tooltipHiddenAt: at }).onConflictDoNothing();
    },

    /** Active technicians (spec 000 §6), by name or e-mail, name order. */
    async technicians(search: string, limit: number) {
      const like = search ? likeContains(search) : undefined;
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.role, 'TECHNICIAN'), eq(users.disabled, false), like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined))
        .orderBy(users.name, users.id)
        .limit(limit);
    },
    /** The active technicians among these addresses. */
    async techniciansByEmail(emails: string[]) {
      if (emails.length === 0) return [];
      // Addresses are stored normalised (lower case), as the ticket's CC entries arrive.
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.role, 'TECHNICIAN'), eq(users.disabled, false), inArray(users.email, emails)));
    },
  };
}
export type HelpSettingsRepository = ReturnType<typeof createHelpSettingsRepository>;
