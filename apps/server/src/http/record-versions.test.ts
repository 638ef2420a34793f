import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleVersionMessage, VERSION_REQUIRED_MESSAGE, type VersionedRecord } from '@outpost/contracts';
import { createTestContext, signIn, type TestContext } from '../test/harness.ts';
import { api, type Caller } from '../modules/tickets/tickets.fixtures.ts';

// Decision 0032: every record people edit names the version it was edited from. Each kind is
// walked through the same story: two people load version n, one saves, the other's save is
// refused with words and changes nothing, and their save after a reload keeps both changes.

let ctx: TestContext;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signIn(ctx);
  bob = await signIn(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

type Stored = Record<string, unknown> & { id: number; version: number };

interface RecordKind {
  label: string;
  record: VersionedRecord;
  create: () => Promise<Stored>;
  /** The save call: PATCH for tickets (only what changed), PUT of the whole record for the rest. */
  save: (who: Caller, stored: Stored, change: Record<string, unknown>, version?: number) => Promise<{ statusCode: number; json: <T>() => T }>;
  read: (id: number) => Promise<Stored>;
  /** Two edits of different fields, as two people would make them. */
  first: Record<string, unknown>;
  second: Record<string, unknown>;
}

const withVersion = (body: Record<string, unknown>, version: number | undefined) => (version === undefined ? body : { ...body, version });
const created = async (response: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Stored>();
};

/** A trigger's editable body, as the editors send it back. */
const triggerBody = (stored: Stored) => {
  const { type, enabled, name, description, conditions, actions, uploads, columns, sortBy } = stored;
  return { type, enabled, name, description, conditions, actions, uploads, ...(type === 'BOARD' ? { columns, sortBy } : {}) };
};

let triggersCreated = 0;
/** Automations may not share a name (issue 23 item 12): each one created here gets its own, and its edits leave the name alone. */
function triggerKind(label: string, record: VersionedRecord, body: Record<string, unknown>): RecordKind {
  const automation = body.type === 'EVENT_BASED' || body.type === 'TIME_BASED';
  return {
    label,
    record,
    create: async () => created(await api(ctx, alice).post('/api/ticketing/trigger', { ...body, name: `${String(body.name)} ${++triggersCreated}` })),
    save: (who, stored, change, version) =>
      api(ctx, who).put(`/api/ticketing/trigger/${stored.id}`, withVersion({ ...triggerBody(stored), ...change }, version)),
    read: async (id) => (await api(ctx, alice).get(`/api/ticketing/trigger/${id}`)).json<Stored>(),
    first: automation ? { enabled: false } : { name: 'Renamed by Alice' },
    second: { description: 'Described by Bob' },
  };
}

const priorityAction = { uid: 'a1', field: 'ticket', operator: 'priority', value: 'HIGH' };

const KINDS: RecordKind[] = [
  {
    label: 'a ticket',
    record: 'ticket',
    create: async () => created(await api(ctx, alice).post('/api/ticketing/ticket', { summary: 'Printer jams', priority: 'LOW' })),
    save: (who, stored, change, version) => api(ctx, who).patch(`/api/ticketing/ticket/${stored.id}`, withVersion(change, version)),
    read: async (id) => (await api(ctx, alice).get(`/api/ticketing/ticket/${id}`)).json<Stored>(),
    first: { priority: 'HIGH' },
    second: { summary: 'Printer jams on tray 2' },
  },
  triggerKind('an event-based automation', 'automation', {
    type: 'EVENT_BASED',
    name: 'Escalate',
    conditions: { all: [{ id: 'c1', field: 'action', operator: 'equals', value: 'INSERT' }], any: [] },
    actions: [priorityAction],
  }),
  triggerKind('a time-based automation', 'automation', {
    type: 'TIME_BASED',
    name: 'Nudge',
    conditions: { all: [{ id: 'c1', field: 'time_since_created', operator: 'greater_or_equal_than', value: '24:0' }], any: [] },
    actions: [priorityAction],
  }),
  triggerKind('a response template', 'responseTemplate', { type: 'RESPONSE_TEMPLATE', name: 'Raise it', actions: [priorityAction] }),
  triggerKind('a ticket board', 'board', {
    type: 'BOARD',
    name: 'VIP tickets',
    conditions: { all: [{ id: 'c1', field: 'tags', operator: 'contains_any', value: ['VIP'] }], any: [] },
    columns: ['id', 'summary'],
    sortBy: [{ field: 'createTime', direction: 'DESC' }],
  }),
  {
    label: 'a help article',
    record: 'article',
    create: async () =>
      created(await api(ctx, alice).post('/api/help/admin/articles', { title: 'Restoring a file', body: '<p>Open the backup.</p>', draft: false })),
    save: (who, stored, change, version) =>
      api(ctx, who).put(
        `/api/help/admin/articles/${stored.id}`,
        withVersion(
          {
            title: stored.title,
            body: stored.body,
            section: stored.section,
            labels: stored.label_names,
            locale: stored.locale,
            draft: stored.draft,
            routes: stored.routes,
            ...change,
          },
          version,
        ),
      ),
    read: async (id) => (await api(ctx, alice).get(`/api/help/admin/articles/${id}`)).json<Stored>(),
    first: { title: 'Restoring a file or folder' },
    second: { section: 'Backups' },
  },
];

describe.each(KINDS.map((kind) => [kind.label, kind] as const))('saving %s', (_label, kind) => {
  it('requires the version it edited: without one the save is refused (400) and nothing changes', async () => {
    const stored = await kind.create();
    const response = await kind.save(alice, stored, kind.first);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ resultCode: 'VALIDATION_FAILED', fields: { version: [VERSION_REQUIRED_MESSAGE] } });
    for (const bad of [0, 1.5, '1', null]) {
      expect((await kind.save(alice, stored, { ...kind.first, version: bad })).statusCode, `version ${JSON.stringify(bad)}`).toBe(400);
    }
    expect(await kind.read(stored.id)).toEqual(stored);
  });

  it('raises the version by one per save', async () => {
    const stored = await kind.create();
    expect(stored.version).toBe(1);
    const once = await kind.save(alice, stored, kind.first, stored.version);
    expect(once.json<Stored>().version).toBe(2);
    const twice = await kind.save(alice, once.json<Stored>(), kind.second, 2);
    expect(twice.json<Stored>().version).toBe(3);
    expect((await kind.read(stored.id)).version).toBe(3);
  });

  it('refuses a stale save with 409 in words, keeps the newer save whole, and takes the edit again from the new version', async () => {
    const opened = await kind.create();
    const first = await kind.save(alice, opened, kind.first, opened.version);
    expect(first.statusCode).toBe(200);
    const afterAlice = await kind.read(opened.id);

    // Bob edited another field of what he opened; his save names that version.
    const stale = await kind.save(bob, opened, kind.second, opened.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ resultCode: 'STALE_VERSION', message: staleVersionMessage(kind.record) });
    expect(await kind.read(opened.id)).toEqual(afterAlice);

    // Reload and re-apply: Bob's edit on top of Alice's.
    const reapplied = await kind.save(bob, afterAlice, kind.second, afterAlice.version);
    expect(reapplied.statusCode).toBe(200);
    const final = await kind.read(opened.id);
    expect(final).toMatchObject({ ...kind.first, ...kind.second, version: afterAlice.version + 1 });
  });

  it('lets exactly one of two saves from the same version through', async () => {
    const opened = await kind.create();
    const answers = await Promise.all([kind.save(alice, opened, kind.first, opened.version), kind.save(bob, opened, kind.second, opened.version)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json<Stored>();
    expect(await kind.read(opened.id)).toEqual(winner);
    expect(winner.version).toBe(opened.version + 1);
  });
});
