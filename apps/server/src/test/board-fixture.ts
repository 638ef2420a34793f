import { inArray, sql, type SQL } from 'drizzle-orm';
import { TICKET_PRIORITIES, TICKET_SEVERITIES, TICKET_SOURCES, TICKET_TYPES, type AttributeType } from '@outpost/contracts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { contacts } from '../modules/contacts/contacts.schema.ts';
import { ticketAttributes, ticketForms, ticketingTags, ticketStatuses } from '../modules/ticketing-config/ticketing-config.schema.ts';
import { ticketAdditionalTechnicians, ticketAttributeValues, tickets, ticketTags } from '../modules/tickets/tickets.schema.ts';

// Tickets with deliberately awkward values (missing assignee, empty tags, blank and
// whitespace-only text, custom statuses, every attribute type with odd stored values, timestamps
// on and around the time-since thresholds), for the SQL/evaluator agreement test and board tests.

/** A small seeded PRNG (mulberry32), so a failing case can be replayed. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const subset = <T>(items: readonly T[]): T[] => items.filter(() => next() < 0.35);
  return { next, pick, subset };
}

export interface Fixture {
  userIds: number[];
  contactUids: string[];
  customStatusIds: number[];
  tagNames: string[];
  formIds: number[];
  attributeIds: Record<AttributeType, number>;
  ticketIds: number[];
}

const TEXTS = ['Printer is on FIRE', 'printer', 'VPN down', '100% disk', 'under_score here', '', '   ', '\u00a0', 'Ünïcode-free ascii', 'Fire drill'];
/** Odd stored values per attribute type; `undefined` leaves the attribute unset, NULL_JSON stores a JSON null. */
const NULL_JSON = Symbol('json null');
type Stored = string | number | boolean | string[] | typeof NULL_JSON | undefined;
const ATTRIBUTE_VALUES: Record<AttributeType, readonly Stored[]> = {
  TEXT: [undefined, 'Alpha', 'alpha beta', '  ', '42', ' 7 ', 'x%y', '2024-01-05', NULL_JSON],
  TEXT_MULTILINE: [undefined, 'line one\nline two', '', 'ALPHA'],
  NUMERIC: [undefined, 0, 5, 12, -3, '12', 2147483647],
  DECIMAL: [undefined, 1.5, 0.1, 2, -0.25, '1.50'],
  DROPDOWN: [undefined, 'opt-a', 'opt-b', 'OPT-A'],
  MULTI_SELECT: [undefined, [], ['opt-a'], ['opt-a', 'opt-c'], ['  '], ['opt-b']],
  CHECKBOX: [undefined, true, false, NULL_JSON, 'true'],
  DATE: [undefined, '2024-01-05', '2024-12-31', '2023-06-01', '2024-01-05T10:00:00Z', 'not a date'],
};
/** Minutes before `now`, on and around the thresholds the conditions use; negative is in the future. */
const AGES = [0, 1, 59, 60, 61, 89, 90, 119, 120, 1439, 1440, 1441, 10079, 10080, 10081, 30000, -5];
const JITTER_MS = [0, 0, 0, -1, 1];

/** Seeds users, contacts, custom statuses, tags, forms, one attribute per type and `count` tickets. */
export async function seedBoardFixture(db: Database, now: Date, count: number, seed = 1): Promise<Fixture> {
  const r = random(seed);
  const tag = `${seed}-${Math.floor(r.next() * 1e9)}`;
  const userIds = (
    await db
      .insert(users)
      .values([1, 2, 3, 4].map((n) => ({ email: `tech${n}-${tag}@example.com`, name: `Tech ${n}`, role: 'TECHNICIAN' as const, passwordHash: 'x' })))
      .returning({ id: users.id })
  ).map((u) => u.id);
  const contactUids = [`c-${tag}-a`, `c-${tag}-b`];
  const contactIds = (
    await db
      .insert(contacts)
      .values(contactUids.map((uid) => ({ uid, name: uid })))
      .returning({ id: contacts.id })
  ).map((c) => c.id);
  const systemIds = await db.select({ id: ticketStatuses.id, key: ticketStatuses.systemKey }).from(ticketStatuses);
  const parentOf = (key: string) => systemIds.find((s) => s.key === key)!.id;
  const customStatusIds = (
    await db
      .insert(ticketStatuses)
      .values([
        { name: `Triage ${tag}`, parentId: parentOf('NEW') },
        { name: `Awaiting parts ${tag}`, parentId: parentOf('WAITING') },
        { name: `Verified ${tag}`, parentId: parentOf('RESOLVED') },
      ])
      .returning({ id: ticketStatuses.id })
  ).map((s) => s.id);
  const tagNames = ['VIP', 'printer', 'Network', 'after_hours'].map((n) => `${n}${seed === 1 ? '' : `-${tag}`}`);
  const tagIds = (
    await db
      .insert(ticketingTags)
      .values(tagNames.map((name) => ({ name })))
      .returning({ id: ticketingTags.id })
  ).map((t) => t.id);
  const formIds = (
    await db
      .insert(ticketForms)
      .values([{ name: `Default ${tag}` }, { name: `Hardware ${tag}`, active: false }])
      .returning({ id: ticketForms.id })
  ).map((f) => f.id);
  const attributeIds = {} as Record<AttributeType, number>;
  for (const type of Object.keys(ATTRIBUTE_VALUES) as AttributeType[]) {
    const values =
      type === 'DROPDOWN' || type === 'MULTI_SELECT'
        ? [
            { id: 'opt-a', name: 'A' },
            { id: 'opt-b', name: 'B' },
            { id: 'opt-c', name: 'C' },
          ]
        : undefined;
    const [row] = await db
      .insert(ticketAttributes)
      .values({ name: `${type} ${tag}`, attributeType: type, content: values ? { values } : {} })
      .returning({ id: ticketAttributes.id });
    attributeIds[type] = row!.id;
  }
  const statusIds = [...systemIds.map((s) => s.id), ...customStatusIds];
  const at = (nullable: boolean) => {
    if (nullable && r.next() < 0.25) return null;
    return new Date(now.getTime() - r.pick(AGES) * 60_000 + r.pick(JITTER_MS));
  };
  const ticketIds: number[] = [];
  for (let i = 0; i < count; i++) {
    const requester = r.pick(['none', 'user', 'contact'] as const);
    const [row] = await db
      .insert(tickets)
      .values({
        summary: r.pick(TEXTS),
        descriptionText: r.pick(TEXTS),
        statusId: r.pick(statusIds),
        type: r.pick([null, ...TICKET_TYPES]),
        source: r.pick(TICKET_SOURCES),
        priority: r.pick(TICKET_PRIORITIES),
        severity: r.pick(TICKET_SEVERITIES),
        organizationId: r.pick([null, 1, 2, 3]),
        locationId: r.pick([null, 1, 2]),
        requesterUserId: requester === 'user' ? r.pick(userIds) : null,
        requesterContactId: requester === 'contact' ? r.pick(contactIds) : null,
        assignedAppUserId: r.pick([null, null, ...userIds]),
        formId: r.pick([null, ...formIds]),
        createdAt: at(false)!,
        updatedAt: at(false)!,
        assignedAt: at(true),
        statusChangedAt: at(true),
        solvedAt: at(true),
        lastUpdatedByAssigneeAt: at(true),
        lastUpdatedByRequesterAt: at(true),
        totalTimeTrackedSeconds: Math.floor(r.next() * 20_000),
      })
      .returning({ id: tickets.id });
    const id = row!.id;
    ticketIds.push(id);
    const chosenTags = r.subset(tagIds);
    if (chosenTags.length > 0) await db.insert(ticketTags).values(chosenTags.map((tagId) => ({ ticketId: id, tagId })));
    const technicians = r.subset(userIds);
    if (technicians.length > 0) await db.insert(ticketAdditionalTechnicians).values(technicians.map((userId) => ({ ticketId: id, userId })));
    const values: { ticketId: number; attributeId: number; value: SQL }[] = [];
    for (const [type, attributeId] of Object.entries(attributeIds) as [AttributeType, number][]) {
      const value = r.pick(ATTRIBUTE_VALUES[type]);
      if (value === undefined) continue;
      values.push({ ticketId: id, attributeId, value: value === NULL_JSON ? sql`'null'::jsonb` : sql`${JSON.stringify(value)}::jsonb` });
    }
    if (values.length > 0) await db.insert(ticketAttributeValues).values(values);
  }
  return { userIds, contactUids, customStatusIds, tagNames, formIds, attributeIds, ticketIds };
}

/** Assigns these fixture tickets to a technician. */
export async function assignFixtureTickets(db: Database, ticketIds: number[], userId: number): Promise<void> {
  await db.update(tickets).set({ assignedAppUserId: userId }).where(inArray(tickets.id, ticketIds));
}
