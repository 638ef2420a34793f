import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ActivityType, ChangeSource } from '@outpost/contracts';
import type { ChangeActor, Executor } from './change/ticket-state.ts';
import { ticketActivity, ticketAttachments, ticketComments, tickets, ticketTimeEntries, ticketTimers } from './tickets.schema.ts';

const total = (ticketId: number) =>
  sql`(select coalesce(sum(${ticketTimeEntries.durationSeconds}), 0)::int from ${ticketTimeEntries} where ${ticketTimeEntries.ticketId} = ${ticketId})`;

/** Deleting and merging tickets: the writes outside a field change. */
export const ticketLifecycle = {
  /** Marks a live ticket deleted; answers false when there was none. */
  async markDeleted(ex: Executor, id: number, at: Date) {
    const rows = await ex
      .update(tickets)
      .set({ deletedAt: at, updatedAt: at, version: sql`${tickets.version} + 1` })
      .where(and(eq(tickets.id, id), isNull(tickets.deletedAt)))
      .returning({ id: tickets.id });
    if (rows.length > 0) await ex.delete(ticketTimers).where(eq(ticketTimers.ticketId, id));
    return rows.length > 0;
  },

  /**
   * Moves a merged ticket's comments, time entries and files to the ticket it merges into
   * (a file both have stays once) and ends timers on it; totals follow.
   */
  async moveRecords(ex: Executor, fromId: number, toId: number) {
    await ex.update(ticketComments).set({ ticketId: toId }).where(eq(ticketComments.ticketId, fromId));
    await ex.update(ticketTimeEntries).set({ ticketId: toId }).where(eq(ticketTimeEntries.ticketId, fromId));
    const onTarget = ex.select({ uploadId: ticketAttachments.uploadId }).from(ticketAttachments).where(eq(ticketAttachments.ticketId, toId));
    await ex.delete(ticketAttachments).where(and(eq(ticketAttachments.ticketId, fromId), inArray(ticketAttachments.uploadId, onTarget)));
    await ex.update(ticketAttachments).set({ ticketId: toId }).where(eq(ticketAttachments.ticketId, fromId));
    await ex.delete(ticketTimers).where(eq(ticketTimers.ticketId, fromId));
    for (const id of [fromId, toId])
      await ex
        .update(tickets)
        .set({ totalTimeTrackedSeconds: total(id) })
        .where(eq(tickets.id, id));
  },

  async setMergedInto(ex: Executor, id: number, targetId: number) {
    await ex.update(tickets).set({ mergedIntoTicketId: targetId }).where(eq(tickets.id, id));
  },

  /** One activity entry outside a field change (DELETED, MERGED). */
  async log(
    ex: Executor,
    entry: {
      ticketId: number;
      type: ActivityType;
      actor: ChangeActor;
      source: ChangeSource;
      at: Date;
      oldLabel?: string;
      newLabel?: string;
      newValue?: unknown;
    },
  ) {
    const { actor } = entry;
    await ex.insert(ticketActivity).values({
      ticketId: entry.ticketId,
      changeSetId: randomUUID(),
      type: entry.type,
      source: entry.source,
      actorType: actor.type,
      actorUserId: actor.type === 'USER' ? actor.userId : null,
      actorContactId: actor.type === 'CONTACT' ? actor.contactId : null,
      actorName: actor.name,
      oldLabel: entry.oldLabel ?? null,
      newLabel: entry.newLabel ?? null,
      newValue: entry.newValue ?? null,
      createdAt: entry.at,
    });
  },
};
