import { randomUUID } from 'node:crypto';
import type { Notifier } from '../lib/notifier.ts';

/** Channel names carry the table's name; they must stay plain identifiers (lib/notifier.ts). */
const channelOf = (table: string) => `row_changed_${table}`.slice(0, 63);

/**
 * A one-row settings table read through memory: mail settings and the ticketing configuration
 * are read by every ticket save (its notifications, timers, attachments), a round trip each
 * when they almost never change.
 *
 * A write through this process clears the copy at once (`changed()`, called by the writer after
 * its write) and tells the other processes through the notifier; they clear theirs when the
 * notification arrives, a few milliseconds later, and after their listening connection was lost
 * (a null payload), since a notification may have been missed then. A read started before a
 * write is never kept: the clear drops the promise it would have filled. Each caller gets its own
 * copy, so no caller can change what the next one reads.
 */
export function cachedRow<T>(options: { table: string; notifier: Notifier; load: () => Promise<T> }) {
  const channel = channelOf(options.table);
  // Names this copy in what it publishes: its own notification, coming back, need not clear it again.
  const self = randomUUID();
  let value: Promise<T> | undefined;
  let listening = false;
  const clear = () => {
    value = undefined;
  };
  return {
    async get(): Promise<T> {
      if (!listening) {
        listening = true;
        options.notifier.subscribe(channel, (from) => {
          if (from !== self) clear();
        });
      }
      if (!value) {
        const loading = options.load();
        value = loading;
        // A failed read is not remembered: the next one asks the database again.
        loading.catch(() => {
          if (value === loading) clear();
        });
      }
      return structuredClone(await value);
    },
    /** After a write to the row: drops this process's copy and every other process's. */
    changed(): void {
      clear();
      options.notifier.publish(channel, self);
    },
  };
}
