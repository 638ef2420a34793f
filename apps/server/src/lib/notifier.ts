/**
 * Notifications that cross server processes: several processes sharing one PostgreSQL database
 * must behave as one (a job queued through one wakes an agent long-polling another), so events go
 * through PostgreSQL LISTEN/NOTIFY. PGlite means one process, so an in-process emitter does.
 */
import { EventEmitter } from 'node:events';
import type pg from 'pg';

/**
 * Receives a channel's payloads. `null` means "some notifications may have been missed" (the
 * listening connection was down or has just started listening): re-check whatever you wait for.
 */
export type NotifyListener = (payload: string | null) => void;

export interface Notifier {
  /** Delivers `payload` to every subscriber of `channel` in every process, this one included. */
  publish(channel: string, payload: string): void;
  /** Answers the unsubscribe function. */
  subscribe(channel: string, listener: NotifyListener): () => void;
  /**
   * Runs `hook` first when the notifier closes, while it can still publish: a publisher that
   * gathers payloads sends what it holds (the database closes right after).
   */
  beforeClose(hook: () => void): void;
  close(): Promise<void>;
}

/** Channel names go into LISTEN unquoted: keep them to plain lower-case identifiers. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid notification channel name: ${channel}`);
}

function createBus() {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return {
    bus,
    subscribe(channel: string, listener: NotifyListener): () => void {
      checkChannel(channel);
      bus.on(channel, listener);
      return () => bus.off(channel, listener);
    },
  };
}

/** One process (PGlite): publish reaches this process's subscribers, asynchronously like NOTIFY. */
export function createInProcessNotifier(): Notifier {
  const { bus, subscribe } = createBus();
  const closing: (() => void)[] = [];
  return {
    publish(channel, payload) {
      checkChannel(channel);
      queueMicrotask(() => bus.emit(channel, payload));
    },
    subscribe,
    beforeClose: (hook) => closing.push(hook),
    async close() {
      for (const hook of closing.splice(0)) hook();
      bus.removeAllListeners();
    },
  };
}

export interface PgNotifierOptions {
  /** A new, unconnected client for the dedicated listening connection. */
  connect: () => pg.Client;
  /** Sends one NOTIFY (on a pooled connection: publishing must not wait for the listener). */
  send: (channel: string, payload: string) => Promise<unknown>;
  log?: (message: string) => void;
  /** Reconnect delays: from `minMs`, doubling up to `maxMs`. */
  retry?: { minMs: number; maxMs: number };
}

/**
 * PostgreSQL: one dedicated connection per process LISTENs on every subscribed channel and
 * reconnects on error. After each (re)connect subscribers get `null`, since NOTIFYs sent while
 * nobody listened are gone. While the listener is down, publish also delivers in this process,
 * so one process keeps working on its own.
 */
export function createPgNotifier(options: PgNotifierOptions): Notifier {
  const { bus, subscribe: on } = createBus();
  const log = options.log ?? (() => undefined);
  const retry = options.retry ?? { minMs: 200, maxMs: 5000 };
  const channels = new Set<string>();
  let client: pg.Client | null = null;
  let connecting = false;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  const closing: (() => void)[] = [];

  const resync = (channel: string) => bus.emit(channel, null);

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    const delay = Math.min(retry.maxMs, retry.minMs * 2 ** Math.min(failures, 10));
    failures++;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  }

  /** Drops a listening connection that failed (once per connection) and schedules a new one. */
  function lost(c: pg.Client, reason: string) {
    if (client !== c) return;
    client = null;
    c.removeAllListeners('notification');
    void c.end().catch(() => undefined);
    if (closed) return;
    log(`notifier: listening connection lost (${reason}); reconnecting`);
    scheduleReconnect();
  }

  async function connect() {
    if (closed || client || connecting || channels.size === 0) return;
    connecting = true;
    const c = options.connect();
    // Without an 'error' listener node-postgres would raise a dropped connection as an uncaught
    // error. Failures before the connection is in use are handled by the catch below.
    c.on('error', (error) => lost(c, error.message));
    c.on('end', () => lost(c, 'connection ended'));
    c.on('notification', (message) => {
      if (message.payload !== undefined) bus.emit(message.channel, message.payload);
    });
    try {
      await c.connect();
      // A Set visits what is added while it is iterated: channels subscribed meanwhile are included.
      for (const channel of channels) await c.query(`LISTEN ${channel}`);
    } catch (error) {
      connecting = false;
      c.removeAllListeners('notification');
      await c.end().catch(() => undefined);
      if (!closed) {
        log(`notifier: cannot listen (${(error as Error).message}); retrying`);
        scheduleReconnect();
      }
      return;
    }
    connecting = false;
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    failures = 0;
    for (const channel of channels) resync(channel);
  }

  async function listen(channel: string) {
    const c = client;
    if (!c) return;
    try {
      await c.query(`LISTEN ${channel}`);
      resync(channel);
    } catch (error) {
      lost(c, (error as Error).message);
    }
  }

  return {
    publish(channel, payload) {
      checkChannel(channel);
      if (!client) queueMicrotask(() => bus.emit(channel, payload));
      options.send(channel, payload).catch((error: unknown) => log(`notifier: NOTIFY ${channel} failed (${(error as Error).message})`));
    },
    subscribe(channel, listener) {
      const off = on(channel, listener);
      if (!channels.has(channel)) {
        channels.add(channel);
        if (client) void listen(channel);
        else void connect();
      }
      return off;
    },
    beforeClose: (hook) => closing.push(hook),
    async close() {
      for (const hook of closing.splice(0)) hook();
      closed = true;
      clearTimeout(retryTimer);
      const c = client;
      client = null;
      bus.removeAllListeners();
      if (c) {
        c.removeAllListeners('notification');
        await c.end().catch(() => undefined);
      }
    },
  };
}
