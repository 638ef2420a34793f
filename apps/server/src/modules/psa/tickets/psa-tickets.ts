import { PSA_PROVIDER_NAMES, type PsaProvider } from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { defineScheduleKind, type Scheduler } from '../../scheduler/scheduler.module.ts';
import type { PsaConnectionService } from '../connection/psa-connection.service.ts';
import { RemoteRecordGone, type PsaProviderClient } from '../provider.ts';
import type { PsaRepository } from '../psa.repository.ts';

/** The link entity of a pushed service-desk ticket (local id: the ticket id; remote id: the PSA's ticket id). */
export const PSA_TICKET_ENTITY = 'ticket';

/** What a push reads of a service-desk ticket (the service desk hands it in). */
export interface PsaTicketSource {
  id: number;
  summary: string;
  /** Plain text. */
  description: string;
  organizationId: number | null;
  requesterEmail: string | null;
  /** Filed from the help desk (the tray's help request): the Help Desk tab's "create contact" applies. */
  fromHelpDesk: boolean;
}

/** The service desk as the PSA module sees it: a ticket to read, an activity entry to write. */
export interface PsaServiceDesk {
  ticket(id: number): Promise<PsaTicketSource>;
  /** Writes one activity entry (a system note) on the ticket. */
  note(ticketId: number, text: string): Promise<void>;
}

/** The reference a pushed ticket carries in the PSA (ConnectWise `externalXRef`): a lost answer is found again by it. */
export const externalRefOf = (ticketId: number) => `outpost-ticket-${ticketId}`;

export const PSA_TICKET_STATUS_KIND_ID = 'psa.ticket-status';
/** How often linked tickets' statuses are read back (our choice; the spec names no period). */
export const PSA_TICKET_STATUS_PERIOD_MS = 10 * 60 * 1000;

/** A ticket's PSA status as stored on its link (status pulled back). */
export interface PsaTicketStatus {
  remoteId: number;
  status: string;
  closed: boolean;
}

/**
 * Service-desk tickets in the PSA (issue 26 §8). A push is queued after the ticket's save (the
 * automation's effect) and worked in order in this process: never inside the save, never two at
 * once for the same ticket. The link table (entity `ticket`) keys it, so a second push does not
 * create a second ticket; a push whose answer was lost is found again by `externalXRef`.
 */
export function createPsaTickets(deps: {
  repo: PsaRepository;
  connection: PsaConnectionService;
  clock: Clock;
  desk?: PsaServiceDesk | undefined;
  scheduler?: Scheduler | undefined;
  log: (message: string) => void;
}) {
  const { repo, connection, clock } = deps;
  let queue: Promise<void> = Promise.resolve();
  /** Tickets whose activity entry is being written: the rules that entry fires must not push again. */
  const noting = new Set<number>();

  async function note(ticketId: number, text: string) {
    if (!deps.desk) return;
    noting.add(ticketId);
    try {
      await deps.desk.note(ticketId, text);
    } finally {
      noting.delete(ticketId);
    }
  }

  const linkOf = (provider: string, ticketId: number) => repo.link(provider, PSA_TICKET_ENTITY, String(ticketId));

  /** The company's contact for this address: found by e-mail first, created only when asked to. */
  async function companyContact(client: PsaProviderClient, companyId: number, email: string, create: boolean) {
    const found = await client.findContact(companyId, email);
    if (found) return { id: found.id, created: false };
    if (!create) return null;
    const local = (email.split('@')[0] ?? '').slice(0, 30) || 'Unknown';
    return { id: (await client.createContact(companyId, { firstName: local, lastName: '', email })).id, created: true };
  }

  /** The help-desk requester's contact in the organization's company: created only with the Help Desk option on. */
  async function contactOf(organizationId: number | null, email: string) {
    const row = await repo.activeConnection();
    if (!row || organizationId === null) return null;
    const { client, provider, options } = await connection.client();
    if (!options.helpDesk.createContact) return null;
    const mapping = (await repo.organizationMappings(provider)).find((m) => m.organizationId === organizationId);
    if (!mapping) return null;
    const contact = await companyContact(client, mapping.companyId, email, true);
    return contact && { ...contact, provider: PSA_PROVIDER_NAMES[provider as PsaProvider] };
  }

  async function work(ticketId: number, request: { boardId: number | null; ruleName: string }): Promise<string> {
    if (!deps.desk) return 'no service desk in this process';
    const by = `(automation '${request.ruleName}')`;
    let active: Awaited<ReturnType<PsaConnectionService['client']>>;
    try {
      active = await connection.client();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await note(ticketId, `Not sent to the PSA: no PSA is connected ${by}`);
      return 'not connected';
    }
    const { client, provider } = active;
    const name = PSA_PROVIDER_NAMES[provider as PsaProvider];
    const existing = await linkOf(provider, ticketId);
    const ticket = await deps.desk.ticket(ticketId);
    if (existing) {
      // A second push updates the ticket it made (never a second one); nothing changed, nothing is sent.
      const details = existing.details as { summary?: string };
      if (details.summary === ticket.summary) return `already ${name} ticket #${existing.remoteId}, unchanged`;
      try {
        await client.updateTicket(Number(existing.remoteId), { summary: ticket.summary });
      } catch (error) {
        if (!(error instanceof RemoteRecordGone)) {
          await note(ticketId, `${name} ticket #${existing.remoteId} not updated: ${(error as Error).message} ${by}`);
          return 'update failed';
        }
        // Deleted in the PSA: the link goes and this push sends the ticket again.
        await repo.deleteLink(provider, PSA_TICKET_ENTITY, existing.localId);
        return work(ticketId, request);
      }
      await repo.saveLink({ ...existing, details: { ...existing.details, summary: ticket.summary } }, clock.now());
      await note(ticketId, `${name} ticket #${existing.remoteId} updated (summary) ${by}`);
      return `updated #${existing.remoteId}`;
    }
    const mapping =
      ticket.organizationId === null ? undefined : (await repo.organizationMappings(provider)).find((m) => m.organizationId === ticket.organizationId);
    if (!mapping) {
      const why = ticket.organizationId === null ? 'the ticket has no organization' : `its organization is not mapped to a ${name} company`;
      await note(ticketId, `Not sent to ${name}: ${why} ${by}`);
      return 'not mapped';
    }
    try {
      const externalRef = externalRefOf(ticketId);
      let remote = await client.findTicket(externalRef);
      if (!remote) {
        // A help-desk ticket's unknown requester becomes a contact of the company when the Help Desk option is on.
        const create = ticket.fromHelpDesk && active.options.helpDesk.createContact;
        const contact = ticket.requesterEmail ? await companyContact(client, mapping.companyId, ticket.requesterEmail, create) : null;
        const contactId = contact?.id ?? null;
        remote = await client.createTicket({
          companyId: mapping.companyId,
          boardId: request.boardId,
          summary: ticket.summary,
          description: ticket.description || ticket.summary,
          contactId,
          contactEmail: ticket.requesterEmail,
          externalRef,
        });
      }
      await repo.saveLink(
        {
          provider,
          entity: PSA_TICKET_ENTITY,
          localId: String(ticketId),
          remoteId: String(remote.id),
          hash: '',
          details: { status: remote.status, closed: remote.closed, companyId: mapping.companyId, summary: ticket.summary },
        },
        clock.now(),
      );
      // The status pull exists from the first linked ticket on (one schedule, every server process shares it).
      await deps.scheduler?.ensure(statusKind, [{ subjectId: 1, definition: { periodMs: PSA_TICKET_STATUS_PERIOD_MS } }]);
      await note(ticketId, `Sent to ${name} as ticket #${remote.id} (company ${mapping.companyName}, status ${remote.status || 'unknown'}) ${by}`);
      return `sent as #${remote.id}`;
    } catch (error) {
      await note(ticketId, `Not sent to ${name}: ${(error as Error).message} ${by}`);
      return 'failed';
    }
  }

  const statusKind = defineScheduleKind<{ periodMs: number }>({
    id: PSA_TICKET_STATUS_KIND_ID,
    next: (definition, after) => after + definition.periodMs,
    async run() {
      const { read, changed } = await api.pullStatuses();
      if (changed > 0) deps.log(`PSA ticket status: ${changed} of ${read} linked ticket(s) changed status`);
    },
  });

  const api = {
    /** The scheduler kind of the status pull (psa.module registers it). */
    statusKind,
    /** Queues a push (returns at once); the ticket's activity says what became of it. */
    push(ticketId: number, request: { boardId: number | null; ruleName: string }): void {
      if (noting.has(ticketId)) return;
      queue = queue
        .then(() => work(ticketId, request))
        .then(
          (outcome) => deps.log(`PSA ticket push: ticket ${ticketId}: ${outcome}`),
          (error: unknown) => deps.log(`PSA ticket push: ticket ${ticketId} failed (${(error as Error).message})`),
        );
    },
    /**
     * A help-desk submission was saved (Help Desk tab "create contact"): queued like a push; the
     * requester's address is found in the organization's company or, with the option on, created there.
     */
    helpRequestFiled(ticketId: number): void {
      queue = queue
        .then(async () => {
          if (!deps.desk) return 'no service desk in this process';
          const ticket = await deps.desk.ticket(ticketId);
          if (!ticket.requesterEmail) return 'no requester address';
          const known = await contactOf(ticket.organizationId, ticket.requesterEmail);
          if (known?.created) await note(ticketId, `Contact ${ticket.requesterEmail} created in ${known.provider} (contact #${known.id})`);
          return known ? `contact #${known.id}${known.created ? ' created' : ' found'}` : 'no contact (option off, no connection or not mapped)';
        })
        .then(
          (outcome) => deps.log(`PSA help-desk contact: ticket ${ticketId}: ${outcome}`),
          (error: unknown) => deps.log(`PSA help-desk contact: ticket ${ticketId} failed (${(error as Error).message})`),
        );
    },
    /** Resolves once every push queued so far is done (tests, shutdown). */
    idle(): Promise<void> {
      return queue;
    },

    /** The PSA status of linked tickets (what the last pull read). */
    async statusOf(ticketId: number): Promise<PsaTicketStatus | null> {
      const row = await repo.activeConnection();
      if (!row) return null;
      const link = await linkOf(row.provider, ticketId);
      if (!link) return null;
      const details = link.details as { status?: string; closed?: boolean };
      return { remoteId: Number(link.remoteId), status: details.status ?? '', closed: details.closed === true };
    },

    /**
     * Status pulled back: reads every linked ticket's status and stores it on the link; a change is
     * written to the ticket's activity. Outpost's own status is left alone.
     */
    async pullStatuses(): Promise<{ read: number; changed: number }> {
      const row = await repo.activeConnection();
      if (!row) return { read: 0, changed: 0 };
      const { client, provider } = await connection.client();
      const name = PSA_PROVIDER_NAMES[provider as PsaProvider];
      const links = await repo.links(provider, PSA_TICKET_ENTITY);
      if (links.length === 0) return { read: 0, changed: 0 };
      const now = await client.ticketStatuses(links.map((l) => Number(l.remoteId)));
      let changed = 0;
      for (const link of links) {
        const remote = now.get(Number(link.remoteId));
        const before = link.details as { status?: string; closed?: boolean };
        if (!remote || (remote.status === before.status && remote.closed === (before.closed === true))) continue;
        changed += 1;
        await repo.saveLink({ ...link, details: { ...before, status: remote.status, closed: remote.closed } }, clock.now());
        await note(Number(link.localId), `${name} status of ticket #${link.remoteId}: ${remote.status}${remote.closed ? ' (closed)' : ''}`);
      }
      return { read: links.length, changed };
    },

    /**
     * Help Desk tab "create contact" (issue 26 §8): a help-desk submission from an address the
     * organization's company does not know creates the contact there (found by e-mail first).
     * Answers the contact id, or null when the option is off or nothing applies.
     */
    async contactForSubmission(organizationId: number | null, email: string): Promise<number | null> {
      return (await contactOf(organizationId, email))?.id ?? null;
    },
  };
  return api;
}
export type PsaTickets = ReturnType<typeof createPsaTickets>;
