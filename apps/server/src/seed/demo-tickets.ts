import type { SessionUser, TicketPatch } from '@outpost/contracts';
import type { Clock } from '../lib/clock.ts';
import type { ChangeSession, ProposedChange } from '../modules/tickets/change/change-pipeline.ts';
import type { ServiceDeskServices } from '../modules/tickets/service-desk.module.ts';
import type { ChangeActor } from '../modules/tickets/change/ticket-state.ts';
import { actorOf, requireTicket } from '../modules/tickets/tickets.service.ts';
import { SYSTEM_VIEWER } from '../policies/caller.ts';
import { DEMO_CONTACTS, DEMO_TAGS, DEMO_TICKETS, type DemoStep, type DemoTicket } from './demo-tickets.data.ts';
import { ROUTINE_CONTACTS, routineDemoTickets } from './demo-tickets.routine.ts';

/** Routine tickets beside the curated stories: enough for boards and paging to show a working desk. */
const ROUTINE_TICKET_COUNT = 250;

/** A clock the seed moves, so demo tickets carry a believable history instead of one timestamp. */
export interface MovableClock extends Clock {
  set(at: Date): void;
}

/** A clock that reads what it was last set to. */
export function movableClock(start: Date): MovableClock {
  let current = start;
  return { now: () => current, set: (at) => (current = at) };
}

interface DemoPeople {
  admin: SessionUser;
  tech: SessionUser;
  organizations: Record<'acme' | 'globex', { id: number; locations: Record<string, number> }>;
}

const HOUR = 3_600_000;
const html = (text: string) =>
  text
    .split('\n\n')
    .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
    .join('');

/**
 * The service desk's demo: contacts, tags and a few weeks of tickets (problems with their
 * incidents, conversations with requesters, time logged, solved and open work), written through
 * the same change pipeline as the UI with a clock moved along each ticket's story.
 */
export async function seedDemoTickets(desk: ServiceDeskServices, clock: MovableClock, people: DemoPeople): Promise<void> {
  const now = Date.now();
  for (const tag of DEMO_TAGS) await desk.config.createTag(tag, people.admin.id);
  const contacts = new Map<string, { id: number; uid: string; name: string }>();
  for (const c of [...DEMO_CONTACTS, ...ROUTINE_CONTACTS]) {
    const org = people.organizations[c.organization];
    contacts.set(
      c.key,
      await desk.contacts.create(SYSTEM_VIEWER, { organizationId: org.id, name: c.name, email: c.email, phone: c.phone, canReplyByEmail: true }),
    );
  }
  const users = { admin: people.admin, tech: people.tech };
  const ids = new Map<string, number>();
  // Oldest first, so ticket ids follow the order they were opened in.
  const tickets = [...DEMO_TICKETS, ...routineDemoTickets(ROUTINE_TICKET_COUNT)].sort((a, b) => b.openedHoursAgo - a.openedHoursAgo);
  for (const ticket of tickets) {
    const opened = now - ticket.openedHoursAgo * HOUR;
    // Nothing in the story happens later than a few minutes ago.
    const at = (hours: number) => new Date(Math.min(opened + hours * HOUR, now - 5 * 60_000));
    const contact = ticket.requester ? contacts.get(ticket.requester) : undefined;
    // A story is written in one transaction: the same changes through the same pipeline as one
    // request each, without a commit and a read-back of the ticket after every step (first start
    // waits for all of them). Solving a problem with its incidents is the tickets service's own.
    const story = async (session?: ChangeSession) => {
      clock.set(at(0));
      const id = await createDemoTicket(desk, ticket, { ...people, contacts, ids }, session);
      ids.set(ticket.key, id);
      for (const step of ticket.steps) {
        clock.set(at(step.after));
        await applyStep(desk, id, step, { users, contact, ids, at: at(step.after) }, session);
      }
    };
    if (ticket.steps.some((step) => step.resolveIncidents)) await story();
    else await desk.pipeline.transaction(story);
  }
}

async function createDemoTicket(
  desk: ServiceDeskServices,
  ticket: DemoTicket,
  ctx: DemoPeople & { contacts: Map<string, { id: number; uid: string; name: string }>; ids: Map<string, number> },
  session?: ChangeSession,
): Promise<number> {
  const org = ctx.organizations[ticket.organization];
  const requester = ticket.requester ? ctx.contacts.get(ticket.requester) : undefined;
  const patch: TicketPatch = {
    summary: ticket.summary,
    description: html(ticket.description),
    status: 'NEW',
    source: ticket.source,
    type: ticket.type,
    priority: ticket.priority,
    severity: ticket.severity ?? 'NONE',
    organizationId: org.id,
    locationId: ticket.location ? (org.locations[ticket.location] ?? null) : null,
    requesterUid: requester?.uid ?? null,
    tags: ticket.tags,
    ...(ticket.problem ? { parentTicketId: ctx.ids.get(ticket.problem)! } : {}),
  };
  // Mail from the requester opens the ticket in their name; otherwise a technician logged it.
  const actor =
    ticket.source === 'EMAIL' && requester
      ? { type: 'CONTACT' as const, contactId: requester.id, name: requester.name }
      : { type: 'USER' as const, userId: ctx.admin.id, name: ctx.admin.name };
  const result = await desk.pipeline.proposeChange({ actor, source: ticket.source === 'EMAIL' ? 'EMAIL' : 'UI', before: null, patch }, session);
  return result.ticketId;
}

const comment = (text: string, isPublic = true) => ({ htmlBody: html(text), isPublic, uploads: [], techniciansTagged: [] });

async function applyStep(
  desk: ServiceDeskServices,
  ticketId: number,
  step: DemoStep,
  ctx: { users: Record<'admin' | 'tech', SessionUser>; contact: { id: number; name: string } | undefined; ids: Map<string, number>; at: Date },
  session?: ChangeSession,
): Promise<void> {
  if (!session) {
    if (!step.resolveIncidents) return desk.pipeline.transaction((s) => applyStep(desk, ticketId, step, ctx, s));
    // Only the tickets service solves a problem's incidents with it.
    const { assignee, ...fields } = step.set ?? {};
    const user = ctx.users[step.by as 'admin' | 'tech'];
    await desk.tickets.changeLatest(user, ticketId, {
      ...fields,
      ...(assignee ? { assignedAppUserId: ctx.users[assignee].id } : {}),
      ...(step.comment !== undefined ? { comment: comment(step.comment, step.isPublic ?? true) } : {}),
      resolveIncidents: { comment: comment(step.resolveIncidents) },
    });
    const { minutes, remote, billable, note, by, after } = step;
    if (minutes) await desk.pipeline.transaction((s) => applyStep(desk, ticketId, { minutes, remote, billable, note, by, after }, ctx, s));
    return;
  }
  const propose = async (actor: ChangeActor, source: 'UI' | 'EMAIL', change: Pick<ProposedChange, 'patch' | 'comments' | 'timeEntries'>) =>
    desk.pipeline.proposeChange({ actor, source, before: await requireTicket(session.tx, ticketId), ...change }, session);
  if (step.by === 'requester') {
    const contact = ctx.contact!;
    await propose({ type: 'CONTACT', contactId: contact.id, name: contact.name }, 'EMAIL', { patch: {}, comments: [comment(step.comment ?? '')] });
    return;
  }
  const user = ctx.users[step.by];
  if (step.set || step.comment !== undefined) {
    const { assignee, ...fields } = step.set ?? {};
    await propose(actorOf(user), 'UI', {
      patch: { ...fields, ...(assignee ? { assignedAppUserId: ctx.users[assignee].id } : {}) },
      comments: step.comment !== undefined ? [comment(step.comment, step.isPublic ?? true)] : [],
    });
  }
  if (step.minutes) {
    await propose(actorOf(user), 'UI', {
      patch: {},
      timeEntries: [
        {
          remote: step.remote ?? true,
          startDate: new Date(ctx.at.getTime() - step.minutes * 60_000),
          durationSeconds: step.minutes * 60,
          billingType: step.billable === false ? 'NON_BILLABLE' : 'BILLABLE',
          agreementId: null,
          agreementOriginType: null,
          description: step.note ?? '',
          userId: user.id,
          userName: user.name,
        },
      ],
    });
  }
}
