import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TICKETING_CONFIG } from '@outpost/contracts';
import { createInProcessNotifier, type Notifier, type NotifyListener } from '../lib/notifier.ts';
import { createTicketingConfigRepository } from '../modules/ticketing-config/config.repository.ts';
import { cachedRow } from './cached-row.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { users } from './schema.ts';
import { freshPostgresDatabase } from '../test/postgres-database.ts';

/** A row whose reads are counted and can be held back until the test lets them finish. */
function countedSource(initial: { value: number }) {
  let stored = initial;
  let reads = 0;
  let gate: Promise<void> | null = null;
  return {
    get reads() {
      return reads;
    },
    set(value: { value: number }) {
      stored = value;
    },
    hold() {
      let release!: () => void;
      gate = new Promise<void>((r) => (release = r));
      return () => {
        gate = null;
        release();
      };
    },
    async load() {
      reads++;
      const seen = stored;
      if (gate) await gate;
      return seen;
    },
  };
}

describe('cached settings row', () => {
  it('reads the database once until the row is written, then once more', async () => {
    const source = countedSource({ value: 1 });
    const row = cachedRow({ table: 'settings_a', notifier: createInProcessNotifier(), load: () => source.load() });
    expect(await Promise.all([row.get(), row.get(), row.get()])).toEqual([{ value: 1 }, { value: 1 }, { value: 1 }]);
    expect(source.reads).toBe(1);
    source.set({ value: 2 });
    row.changed();
    expect(await row.get()).toEqual({ value: 2 });
    expect(await row.get()).toEqual({ value: 2 });
    expect(source.reads).toBe(2);
  });

  it('does not keep a read that was in flight when the row changed', async () => {
    const source = countedSource({ value: 1 });
    const row = cachedRow({ table: 'settings_b', notifier: createInProcessNotifier(), load: () => source.load() });
    const release = source.hold();
    const stale = row.get();
    source.set({ value: 2 });
    row.changed();
    release();
    expect(await stale).toEqual({ value: 1 });
    expect(await row.get()).toEqual({ value: 2 });
  });

  it('forgets a failed read, and gives each caller its own copy', async () => {
    let fail = true;
    const row = cachedRow({
      table: 'settings_c',
      notifier: createInProcessNotifier(),
      load: async () => {
        if (fail) throw new Error('database down');
        return { nested: { list: [1] } };
      },
    });
    await expect(row.get()).rejects.toThrow('database down');
    fail = false;
    const first = await row.get();
    first.nested.list.push(2);
    expect(await row.get()).toEqual({ nested: { list: [1] } });
  });

  it('clears on a write announced by another process and when notifications may have been missed, not on its own echo', async () => {
    // The channel as a listening connection delivers it: payloads, or null after a reconnect.
    const subscribers: NotifyListener[] = [];
    const channel: Notifier = {
      publish: (_channel, payload) => queueMicrotask(() => subscribers.forEach((s) => s(payload))),
      subscribe: (_channel, listener) => {
        subscribers.push(listener);
        return () => undefined;
      },
      beforeClose: () => undefined,
      close: async () => undefined,
    };
    const source = countedSource({ value: 1 });
    const row = cachedRow({ table: 'settings_d', notifier: channel, load: () => source.load() });
    await row.get();
    source.set({ value: 2 });
    channel.publish('row_changed_settings_d', 'another-process');
    await Promise.resolve();
    expect(await row.get()).toEqual({ value: 2 });
    source.set({ value: 3 });
    for (const s of subscribers) s(null);
    expect(await row.get()).toEqual({ value: 3 });
    expect(source.reads).toBe(3);
    // Its own write clears it once, at once; the notification coming back does not clear it again.
    row.changed();
    expect(await row.get()).toEqual({ value: 3 });
    await new Promise((r) => setTimeout(r, 0));
    expect(await row.get()).toEqual({ value: 3 });
    expect(source.reads).toBe(4);
  });
});

const url = process.env.TEST_DATABASE_URL;
if (!url) console.info('cached-row.test.ts: the two-process test runs in the PostgreSQL pass (TEST_DATABASE_URL)');

describe.skipIf(!url)('ticketing configuration read through memory by two server processes', () => {
  const handles: DatabaseHandle[] = [];
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;

  beforeAll(async () => {
    database = await freshPostgresDatabase(url!);
    handles.push(await openDatabase({ url: database.url }), await openDatabase({ url: database.url }));
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await database?.drop();
  });

  it('a configuration saved through one process is read by the other once its notification arrives', async () => {
    const [one, two] = handles.map((handle) => createTicketingConfigRepository(handle.db));
    const [admin] = await handles[0]!.db
      .insert(users)
      .values({ email: 'config-admin@outpost.test', name: 'Config admin', role: 'SYSTEM_ADMINISTRATOR', passwordHash: 'not-a-hash' })
      .returning({ id: users.id });
    expect(await two!.get()).toBeUndefined();
    await one!.put({ ...DEFAULT_TICKETING_CONFIG, fromEmailDomain: 'desk.example.test' }, admin!.id, new Date());
    expect((await one!.get())?.fromEmailDomain).toBe('desk.example.test');
    const deadline = Date.now() + 5000;
    let seen = await two!.get();
    while (seen?.fromEmailDomain !== 'desk.example.test' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await two!.get();
    }
    expect(seen?.fromEmailDomain).toBe('desk.example.test');
  });
});
