import { and, asc, desc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { AUTOMATION_TYPES, automationNameKey } from '@outpost/contracts';
import type { AttributeDefinition, RuleKind } from '@outpost/rules';
import type { Database } from '../../db/client.ts';
import { locations, organizations, users } from '../../db/schema.ts';
import { existingChannelIds } from '../automations/automations.queries.ts';
import { liveContactUids } from '../contacts/contacts.queries.ts';
import { activeFormIds, attributeRows, knownTagNames } from '../ticketing-config/ticketing-config.queries.ts';
import { ticketingTriggers } from './triggers.schema.ts';

export type TriggerRow = typeof ticketingTriggers.$inferSelect;
/** The stored fields of a rule, as a save writes them. */
export type TriggerValues = Pick<
  typeof ticketingTriggers.$inferInsert,
  'type' | 'enabled' | 'name' | 'description' | 'conditions' | 'actions' | 'uploads' | 'columns' | 'sortBy' | 'ownerUserId'
>;

/** Ids a rule names, by the kind of record, to be checked for deletion. */
export interface ReferencedIds {
  userIds: number[];
  contactUids: string[];
  organizationIds: number[];
  locationIds: number[];
  formIds: number[];
  /** Notification channels of SEND_NOTIFICATION actions (left out: none checked). */
  channelIds?: number[];
  /** Tag names of tag actions, in lower case (left out: none checked). */
  tagNames?: string[];
}

/** The rule store, and the lookups validation needs from the records rules name. */
export function createTriggersRepository(db: Database) {
  return {
    /** Rules of one type (or all), system boards first, then in run order. */
    async list(type?: RuleKind): Promise<TriggerRow[]> {
      return db
        .select()
        .from(ticketingTriggers)
        .where(type ? eq(ticketingTriggers.type, type) : undefined)
        .orderBy(asc(ticketingTriggers.type), desc(ticketingTriggers.system), asc(ticketingTriggers.position), asc(ticketingTriggers.id));
    },

    async find(id: number): Promise<TriggerRow | undefined> {
      const [row] = await db.select().from(ticketingTriggers).where(eq(ticketingTriggers.id, id));
      return row;
    },

    /** Adds a rule at the end of its type's run order. */
    async insert(values: TriggerValues, userId: number, at: Date): Promise<TriggerRow> {
      // Two rules created at once may share a position; the id then orders them.
      const [last] = await db
        .select({ position: max(ticketingTriggers.position) })
        .from(ticketingTriggers)
        .where(eq(ticketingTriggers.type, values.type));
      const [row] = await db
        .insert(ticketingTriggers)
        .values({ ...values, position: (last?.position ?? -1) + 1, createdByUserId: userId, updatedByUserId: userId, createdAt: at, updatedAt: at })
        .returning();
      return row!;
    },

    /** Saves when `version` is still the stored one; undefined when it is not (or the rule is gone). */
    async update(id: number, version: number, values: TriggerValues, userId: number, at: Date): Promise<TriggerRow | undefined> {
      const [row] = await db
        .update(ticketingTriggers)
        .set({ ...values, updatedByUserId: userId, updatedAt: at, version: sql`${ticketingTriggers.version} + 1` })
        .where(and(eq(ticketingTriggers.id, id), eq(ticketingTriggers.version, version)))
        .returning();
      return row;
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(ticketingTriggers).where(eq(ticketingTriggers.id, id)).returning({ id: ticketingTriggers.id });
      return rows.length > 0;
    },

    /** Whether another automation (event- or time-based) has this name, trimmed and without case. */
    async automationNameTaken(name: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: ticketingTriggers.id })
        .from(ticketingTriggers)
        .where(
          and(
            inArray(ticketingTriggers.type, [...AUTOMATION_TYPES]),
            sql`lower(trim(${ticketingTriggers.name})) = ${automationNameKey(name)}`,
            exceptId === undefined ? undefined : ne(ticketingTriggers.id, exceptId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Ids of one type's rules, in run order. */
    async idsOf(type: RuleKind): Promise<number[]> {
      const rows = await db
        .select({ id: ticketingTriggers.id })
        .from(ticketingTriggers)
        .where(eq(ticketingTriggers.type, type))
        .orderBy(asc(ticketingTriggers.position), asc(ticketingTriggers.id));
      return rows.map((r) => r.id);
    },

    /** Gives one type's rules the positions of `ids` (which lists each of them once). */
    async reorder(type: RuleKind, ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      const cases = sql.join(
        ids.map((id, position) => sql`when ${id}::int then ${position}::int`),
        sql` `,
      );
      await db
        .update(ticketingTriggers)
        .set({ position: sql`case ${ticketingTriggers.id} ${cases} end` })
        .where(and(eq(ticketingTriggers.type, type), inArray(ticketingTriggers.id, ids)));
    },

    /** Custom attributes as the rule model reads them (GetAttributeList). */
    async attributes(): Promise<AttributeDefinition[]> {
      const rows = await attributeRows(db);
      return rows.map((a) => ({ id: a.id, attributeType: a.attributeType, name: a.name, active: a.active, content: { values: a.content.values ?? [] } }));
    },

    /**
     * Which of the named records are gone: disabled or missing users, deleted or missing contacts
     * (or whose organization is gone, as the ticket screens show them),
     * missing organizations and locations (they are deleted outright), inactive or missing forms.
     */
    async unavailable(ids: ReferencedIds) {
      const some = <T>(list: T[], query: (list: T[]) => Promise<T[]>) => (list.length === 0 ? Promise.resolve([]) : query(list));
      const channelIds = ids.channelIds ?? [];
      const tagNames = ids.tagNames ?? [];
      const [liveUsers, liveContacts, liveOrganizations, liveLocations, activeForms, liveChannels, knownTags] = await Promise.all([
        some(ids.userIds, async (list) =>
          (
            await db
              .select({ id: users.id })
              .from(users)
              .where(and(inArray(users.id, list), eq(users.disabled, false)))
          ).map((r) => r.id),
        ),
        some(ids.contactUids, (list) => liveContactUids(db, list)),
        some(ids.organizationIds, async (list) =>
          (await db.select({ id: organizations.id }).from(organizations).where(inArray(organizations.id, list))).map((r) => r.id),
        ),
        some(ids.locationIds, async (list) => (await db.select({ id: locations.id }).from(locations).where(inArray(locations.id, list))).map((r) => r.id)),
        some(ids.formIds, (list) => activeFormIds(db, list)),
        some(channelIds, (list) => existingChannelIds(db, list)),
        some(tagNames, (list) => knownTagNames(db, list)),
      ]);
      const gone = <T>(named: T[], live: T[]) => new Set(named.filter((id) => !live.includes(id)));
      return {
        users: gone(ids.userIds, liveUsers),
        contacts: gone(ids.contactUids, liveContacts),
        organizations: gone(ids.organizationIds, liveOrganizations),
        locations: gone(ids.locationIds, liveLocations),
        forms: gone(ids.formIds, activeForms),
        channels: gone(channelIds, liveChannels),
        tags: gone(tagNames, knownTags),
      };
    },
  };
}
export type TriggersRepository = ReturnType<typeof createTriggersRepository>;
