/**
 * Live updates for browsers (DESIGN.md §3 "Service desk"): small events that tell a screen what
 * to refetch, never the data itself, so a stream cannot leak what its reader may not load. They
 * cross server processes through the database's notifier (LISTEN/NOTIFY on PostgreSQL, an
 * in-process emitter on PGlite), so a change saved through one process reaches streams on all.
 */
import { UPLOAD_STATUSES, type SessionUser, type UploadStatus } from '@outpost/contracts';
import type { Notifier } from '../../lib/notifier.ts';
import { mayTicket } from '../../policies/ticket.policy.ts';

/** Where an inline attachment stands (spec 002 §4.1: PROCESSING shows a placeholder until this says otherwise). */
export type { UploadStatus };

/**
 * The organizations the ticket belonged to before and after the change (null: none), so a
 * stream hears only of tickets its user may work, and of one that left their organizations.
 */
interface TicketPlace {
  organizationIds: (number | null)[];
}

export type LiveEvent =
  | ({ type: 'ticket.changed'; ticketId: number; created: boolean; fields: string[] } & TicketPlace)
  | ({ type: 'ticket.comment_added'; ticketId: number; commentId: number } & TicketPlace)
  | ({ type: 'attachment.status'; ticketId: number; contentId: string; uploadStatus: UploadStatus } & TicketPlace)
  /** Events may have been missed (the listening connection was down): refetch everything shown. */
  | { type: 'resync' };

export type LiveListener = (event: LiveEvent) => void;

export interface LiveEvents {
  /** Delivers an event to the streams of every server process. */
  publish(event: Exclude<LiveEvent, { type: 'resync' }>): void;
  /** Answers the unsubscribe function. */
  subscribe(listener: LiveListener): () => void;
}

/** One channel for every live event: each process listens once, whatever its number of streams. */
export const LIVE_CHANNEL = 'outpost_live';
/** NOTIFY payloads must stay under 8000 bytes; live events are a few ids, far below. */
const MAX_PAYLOAD = 7900;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * Reads a payload from the channel: the events one process gathered (a JSON array), or one
 * event; anything on it that is not a live event (another version's) is left out.
 */
export function parseLiveEvents(payload: string): LiveEvent[] {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return [];
  }
  return (Array.isArray(value) ? value : [value]).flatMap((item) => liveEventOf(item) ?? []);
}

/** One event as the channel carries it, checked field by field; undefined when it is not one. */
function liveEventOf(value: unknown): LiveEvent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const e = value as Record<string, unknown>;
  if (!isId(e.ticketId)) return undefined;
  // Without its organizations (another version's event) only those who work every organization hear it.
  const organizationIds = Array.isArray(e.organizationIds) ? e.organizationIds.filter((o): o is number | null => o === null || isId(o)) : [];
  switch (e.type) {
    case 'ticket.changed':
      if (typeof e.created !== 'boolean' || !Array.isArray(e.fields) || !e.fields.every((f) => typeof f === 'string')) return undefined;
      return { type: e.type, ticketId: e.ticketId, created: e.created, fields: e.fields as string[], organizationIds };
    case 'ticket.comment_added':
      return isId(e.commentId) ? { type: e.type, ticketId: e.ticketId, commentId: e.commentId, organizationIds } : undefined;
    case 'attachment.status':
      if (typeof e.contentId !== 'string' || typeof e.uploadStatus !== 'string' || !(UPLOAD_STATUSES as readonly string[]).includes(e.uploadStatus))
        return undefined;
      return { type: e.type, ticketId: e.ticketId, contentId: e.contentId, uploadStatus: e.uploadStatus as UploadStatus, organizationIds };
    default:
      return undefined;
  }
}

/**
 * Whether a user may hear of an event: tickets are seen by whoever works them, in the
 * organizations their role allows (decision 0014), before or after the change.
 */
export function mayReceive(user: SessionUser, event: LiveEvent): boolean {
  if (event.type === 'resync') return true;
  // The ticket policy answers, for the ticket's organization before or after the change.
  return event.organizationIds.some((organizationId) => mayTicket(user, 'read', { organizationId }));
}

/**
 * Live events over a notifier: one subscription to the channel, fanned out in this process.
 * Published events are gathered `gatherMs` and sent as one notification (as many as 8000-byte
 * payloads need): on PostgreSQL each NOTIFY is a transaction of its own, committed and flushed,
 * which at 100 saves a second was one more round trip and commit per save. A screen hears of a
 * change at most `gatherMs` later, beside the streams' own 100 ms (event-streams.ts).
 */
export function createLiveEvents(
  notifier: Notifier,
  log: (message: string) => void = () => undefined,
  options: { gatherMs: number } = { gatherMs: 20 },
): LiveEvents {
  const listeners = new Set<LiveListener>();
  let unsubscribe: (() => void) | undefined;
  let gathered: string[] = [];
  let sendTimer: NodeJS.Timeout | undefined;

  const deliver = (event: LiveEvent) => {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        log(`live: a listener failed (${(error as Error).message})`);
      }
    }
  };

  /** Sends what was gathered: JSON arrays, each under the payload limit. */
  const send = () => {
    clearTimeout(sendTimer);
    sendTimer = undefined;
    let batch: string[] = [];
    let size = 2;
    for (const event of gathered) {
      if (batch.length > 0 && size + event.length + 1 > MAX_PAYLOAD) {
        notifier.publish(LIVE_CHANNEL, `[${batch.join(',')}]`);
        batch = [];
        size = 2;
      }
      batch.push(event);
      size += event.length + 1;
    }
    gathered = [];
    if (batch.length > 0) notifier.publish(LIVE_CHANNEL, `[${batch.join(',')}]`);
  };
  // Saves of the last few milliseconds still reach the other processes when the database closes.
  notifier.beforeClose(send);

  return {
    publish(event) {
      let payload = JSON.stringify(event);
      // A change of very many fields still fits: the field names are a hint, the id is what counts.
      if (payload.length > MAX_PAYLOAD - 2 && event.type === 'ticket.changed') payload = JSON.stringify({ ...event, fields: [] });
      gathered.push(payload);
      if (!sendTimer) {
        sendTimer = setTimeout(send, options.gatherMs);
        sendTimer.unref();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      // Listen only once someone does: a process serving no stream keeps no LISTEN connection busy.
      unsubscribe ??= notifier.subscribe(LIVE_CHANNEL, (payload) => {
        if (payload === null) return deliver({ type: 'resync' });
        for (const event of parseLiveEvents(payload)) deliver(event);
      });
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
