import type { SessionUser, TicketPatch } from '@outpost/contracts';
import type { Clock } from '../lib/clock.ts';
import type { ServiceDeskServices } from '../modules/tickets/service-desk.module.ts';
import { requireTicket } from '../modules/tickets/tickets.service.ts';
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
    contacts.set(c.key, await desk.contacts.create({ organizationId: org.id, name: c.name, email: c.email, phone: c.phone, canReplyByEmail: true }));
  }
  const users = { admin: people.admin, tech: people.tech };
  const ids = new Map<string, number>();
  // Oldest first, so ticket ids follow the order they were opened in.
  const tickets = [...DEMO_TICKETS, ...routineDemoTickets(ROUTINE_TICKET_COUNT)].sort((a, b) => b.openedHoursAgo - a.openedHoursAgo);
  for (const ticket of tickets) {
    const opened = now - ticket.openedHoursAgo * HOUR;
    // Nothing in the story happens later than a few minutes ago.
    const at = (hours: number) => new Date(Math.min(opened + hours * HOUR, now - 5 * 60_000));
    clock.set(at(0));
    const id = await createDemoTicket(desk, ticket, { ...people, contacts, ids });
    ids.set(ticket.key, id);
    for (const step of ticket.steps) {
      clock.set(at(step.after));
      await applyStep(desk, id, step, { users, contact: ticket.requester ? contacts.get(ticket.requester) : undefined, ids, at: at(step.after) });
    }
  }
}

async function createDemoTicket(
  desk: ServiceDeskServices,
  ticket: DemoTicket,
  ctx: DemoPeople & { contacts: Map<string, { id: number; uid: string; name: string }>; ids: Map<string, number> },
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
  const actor = ticket.source === 'EMAIL' && requester ? { type: 'CONTACT' as const, contactId: requester.id, name: requester.name } : { type: 'USER' as const, userId: ctx.admin.id, name: ctx.admin.name };
  const result = await desk.pipeline.proposeChange({ actor, source: ticket.source === 'EMAIL' ? 'EMAIL' : 'UI', before: null, patch });
  return result.ticketId;
}

async function applyStep(
  desk: ServiceDeskServices,
  ticketId: number,
  step: DemoStep,
  ctx: { users: Record<'admin' | 'tech', SessionUser>; contact: { id: number; name: string } | undefined; ids: Map<string, number>; at: Date },
) {
  if (step.by === 'requester') {
    const contact = ctx.contact!;
    await desk.pipeline.transaction(async (session) =>
      desk.pipeline.proposeChange(
        {
          actor: { type: 'CONTACT', contactId: contact.id, name: contact.name },
          source: 'EMAIL',
          before: await requireTicket(session.tx, ticketId),
          patch: {},
          comments: [{ htmlBody: html(step.comment ?? ''), isPublic: true, uploads: [], techniciansTagged: [] }],
        },
        session,
      ),
    );
    return;
  }
  const user = ctx.users[step.by];
  if (step.set || step.comment !== undefined) {
    const { assignee, ...fields } = step.set ?? {};
    await desk.tickets.update(user, ticketId, {
      ...fields,
      ...(assignee ? { assignedAppUserId: ctx.users[assignee].id } : {}),
      ...(step.comment !== undefined ? { comment: { htmlBody: html(step.comment), isPublic: step.isPublic ?? true, uploads: [], techniciansTagged: [] } } : {}),
      ...(step.resolveIncidents ? { resolveIncidents: { comment: { htmlBody: html(step.resolveIncidents), isPublic: true, uploads: [], techniciansTagged: [] } } } : {}),
    });
  }
  if (step.minutes) {
    await desk.records.addTimeEntry(user, ticketId, {
      remote: step.remote ?? true,
      startDate: new Date(ctx.at.getTime() - step.minutes * 60_000).toISOString(),
      duration: step.minutes * 60,
      billingType: step.billable === false ? 'NON_BILLABLE' : 'BILLABLE',
      agreementId: null,
      agreementOriginType: null,
      description: step.note ?? '',
    });
  }
}
