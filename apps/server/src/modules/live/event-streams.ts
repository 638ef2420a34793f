import { PassThrough } from 'node:stream';
import type { SessionUser } from '@outpost/contracts';
import { mayReceive, type LiveEvent, type LiveEvents } from './live-events.ts';

export interface EventStreamOptions {
  /** A comment line this often keeps proxies from closing an idle stream, and re-checks the session. */
  heartbeatMs: number;
  /** Streams one user may hold open in one process; opening another closes their oldest. */
  maxStreamsPerUser: number;
  /**
   * Events are gathered this long and written to each stream in one write. A write is a system
   * call per stream: with 50 technicians each with a stream open and 100 saves a second, writing
   * every event as it came was 50 writes per save (the desk bench); gathered over 100 ms, a
   * screen hears of a change imperceptibly later (it refetches anyway), for 10 writes a second
   * per stream at most.
   */
  flushMs: number;
}

export const DEFAULT_EVENT_STREAM_OPTIONS: EventStreamOptions = { heartbeatMs: 25_000, maxStreamsPerUser: 10, flushMs: 100 };

const MAX_BUFFERED_BYTES = 1024 * 1024;

interface OpenStream {
  user: SessionUser;
  body: PassThrough;
  close(): void;
}

/** One server-sent event: a name and a JSON data line (JSON never holds a raw new line). */
export function sseMessage(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The event streams this process serves: each signed-in browser holds one, and hears the live
 * events its user may see. `revalidate` re-reads the session at each heartbeat, so a stream ends
 * when its user signs out or is disabled, and follows a change of permissions.
 */
export function createEventStreams(live: LiveEvents, options: EventStreamOptions = DEFAULT_EVENT_STREAM_OPTIONS) {
  const open = new Set<OpenStream>();
  let unsubscribe: (() => void) | undefined;

  let pending: LiveEvent[] = [];
  let flushTimer: NodeJS.Timeout | undefined;

  const flush = () => {
    flushTimer = undefined;
    const events = pending.map((event) => {
      // Organizations decide who hears an event (mayReceive); browsers need only the ids to refetch.
      const { type, organizationIds: _where, ...data } = { organizationIds: undefined, ...event };
      return { event, message: sseMessage(type, data) };
    });
    pending = [];
    for (const stream of [...open]) {
      let text = '';
      for (const { event, message } of events) if (mayReceive(stream.user, event)) text += message;
      if (text === '') continue;
      // A reader this far behind is gone or stuck: end its stream; a browser reconnects and refetches.
      if (stream.body.writableLength > MAX_BUFFERED_BYTES) stream.close();
      else stream.body.write(text);
    }
  };

  const broadcast = (event: LiveEvent) => {
    pending.push(event);
    flushTimer ??= setTimeout(flush, options.flushMs);
  };

  return {
    /** Opens a stream for a user; answers the body to send. */
    open(user: SessionUser, revalidate: () => Promise<SessionUser | null>): PassThrough {
      unsubscribe ??= live.subscribe(broadcast);
      const mine = [...open].filter((s) => s.user.id === user.id);
      if (mine.length >= options.maxStreamsPerUser) mine[0]!.close();

      const body = new PassThrough();
      let checking = false;
      const heartbeat = setInterval(() => {
        body.write(`: heartbeat\n\n`);
        if (checking) return;
        checking = true;
        revalidate()
          .then((current) => {
            if (!current) {
              body.write(sseMessage('signed-out', {}));
              stream.close();
            } else stream.user = current;
          })
          // A database hiccup is not a sign-out: try again at the next heartbeat.
          .catch(() => undefined)
          .finally(() => {
            checking = false;
          });
      }, options.heartbeatMs);
      heartbeat.unref();

      const stream: OpenStream = {
        user,
        body,
        close() {
          if (!open.delete(stream)) return;
          clearInterval(heartbeat);
          body.end();
        },
      };
      // The browser went away (Fastify destroys the body when the connection closes).
      body.once('close', () => stream.close());
      open.add(stream);
      // Reconnect after 3 s; "ready" tells a reconnecting client to refetch what it may have missed.
      body.write(`retry: 3000\n\n${sseMessage('ready', {})}`);
      return body;
    },

    /** How many streams are open (tests, diagnostics). */
    count: () => open.size,

    /** Ends every stream, so the server can close without waiting for browsers to hang up. */
    closeAll() {
      clearTimeout(flushTimer);
      flushTimer = undefined;
      pending = [];
      for (const stream of [...open]) stream.close();
      unsubscribe?.();
      unsubscribe = undefined;
    },
  };
}
export type EventStreams = ReturnType<typeof createEventStreams>;
