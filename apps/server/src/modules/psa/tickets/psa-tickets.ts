import { PSA_PROVIDER_NAMES, type PsaProvider } from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { createDrainLoop } from '../../../lib/drain-loop.ts';
import { defineScheduleKind, type Scheduler } from '../../scheduler/scheduler.module.ts';
import { holdingLease, leaseFrom } from '../lease.ts';
import type { PsaConnectionService } from '../connection/psa-connection.service.ts';
import { RemoteRecordGone, type PsaProviderClient } from '../provider.ts';
import type { PsaRepository, PsaTicketPushRow } from '../psa.repository.ts';

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

/** Attempts of one push before it is given up (a provider error or 429 each time). */
export const PSA_PUSH_MAX_ATTEMPTS = 6;
/** Back-off before attempt n+1: 30 s, 1, 2, 4, 8 min (our choice). */
export const pushBackoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);

/** A provider error worth another try later (429 past its retries, 5xx, unreachable): the push is queued again. */
class RetryLater extends Error {
  constructor(
    message: string,
    /** The activity entry written if this was the last attempt. */
    readonly finalNote: string,
  ) {
    super(message);
    this.name = 'RetryLater';
  }
}

/** A ticket's PSA status as stored on its link (status pulled back). */
export interface PsaTicketStatus {
  remoteId: number;
  status: string;
  closed: boolean;
}

/**
 * Service-desk tickets in the PSA (issue 26 §8). A push is a row of the durable queue
 * `psa_ticket_pushes` written after the ticket's save (the automation's effect), worked by the
 * server's worker loop (decision 0052): never inside the save, never two at once for the same
 * ticket, retried with back-off after a provider error, taken over when its process died. The
 * link table (entity `ticket`) keys it, so a second push does not create a second ticket; a push
 * whose answer was lost is found again by `externalXRef`. The activity entries it writes are marked
 * as the PSA's own (`integration: 'psa'`), so the automation engine does not push again for them.
 */
export function createPsaTickets(deps: {
  repo: PsaRepository;
  connection: PsaConnectionService;
  clock: Clock;
  desk?: PsaServiceDesk | undefined;
  scheduler?: Scheduler | undefined;
  log: (message: string) => void;
  /** How often the queue is looked at when nothing wakes it (rows other processes queued, retries due). */
  pollMs?: number;
}) {
  const { repo, connection, clock } = deps;
  /** Set by start(): a process running the worker wakes it on each new row; one without it only queues. */
  let started = false;
  /** The status pull's schedule is ensured once per process (the first link), not on every push. */
  let statusScheduled: Promise<void> | null = null;

  async function note(ticketId: number, text: string) {
    if (!deps.desk) return;
    await deps.desk.note(ticketId, text);
  }

  function ensureStatusSchedule(): Promise<void> {
    if (!deps.scheduler) return Promise.resolve();
    statusScheduled ??= deps.scheduler.ensure(statusKind, [{ subjectId: 1, definition: { periodMs: PSA_TICKET_STATUS_PERIOD_MS } }]).catch((error: unknown) => {
      statusScheduled = null;
      throw error;
    });
    return statusScheduled;
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
    const mapping = await repo.organizationMapping(provider, organizationId);
    if (!mapping) return null;
    const contact = await companyContact(client, mapping.companyId, email, true);
    return contact && { ...contact, provider: PSA_PROVIDER_NAMES[provider as PsaProvider] };
  }

  async function work(ticketId: number, request: { boardId: number | null; ruleName: string }, lastAttempt: boolean): Promise<string> {
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
          const text = `${name} ticket #${existing.remoteId} not updated: ${(error as Error).message} ${by}`;
          if (client.retryable(error) && !lastAttempt) throw new RetryLater((error as Error).message, text);
          await note(ticketId, text);
          return 'update failed';
        }
        // Deleted in the PSA: the link goes and this push sends the ticket again.
        await repo.deleteLink(provider, PSA_TICKET_ENTITY, existing.localId);
        return work(ticketId, request, lastAttempt);
      }
      await repo.saveLink({ ...existing, details: { ...existing.details, summary: ticket.summary } }, clock.now());
      await note(ticketId, `${name} ticket #${existing.remoteId} updated (summary) ${by}`);
      return `updated #${existing.remoteId}`;
    }
    const mapping = ticket.organizationId === null ? undefined : await repo.organizationMapping(provider, ticket.organizationId);
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
      await ensureStatusSchedule();
      await note(ticketId, `Sent to ${name} as ticket #${remote.id} (company ${mapping.companyName}, status ${remote.status || 'unknown'}) ${by}`);
      return `sent as #${remote.id}`;
    } catch (error) {
      const text = `Not sent to ${name}: ${(error as Error).message} ${by}`;
      if (client.retryable(error) && !lastAttempt) throw new RetryLater((error as Error).message, text);
      await note(ticketId, text);
      return 'failed';
    }
  }

  async function helpContact(ticketId: number): Promise<string> {
    if (!deps.desk) return 'no service desk in this process';
    const ticket = await deps.desk.ticket(ticketId);
    if (!ticket.requesterEmail) return 'no requester address';
    const known = await contactOf(ticket.organizationId, ticket.requesterEmail);
    if (known?.created) await note(ticketId, `Contact ${ticket.requesterEmail} created in ${known.provider} (contact #${known.id})`);
    return known ? `contact #${known.id}${known.created ? ' created' : ' found'}` : 'no contact (option off, no connection or not mapped)';
  }

  /** Works one claimed row to its end: SUCCEEDED, FAILED, or QUEUED again after a back-off. */
  async function workRow(row: PsaTicketPushRow): Promise<void> {
    const label = row.kind === 'PUSH' ? 'PSA ticket push' : 'PSA help-desk contact';
    const lastAttempt = row.attempts >= PSA_PUSH_MAX_ATTEMPTS;
    try {
      const outcome = await holdingLease(
        () => repo.renewPushLease(row, leaseFrom(clock.now())),
        () =>
          row.kind === 'PUSH'
            ? work(row.ticketId, { boardId: row.request.boardId ?? null, ruleName: row.request.ruleName ?? '' }, lastAttempt)
            : helpContact(row.ticketId),
      );
      await repo.finishPush(row, 'SUCCEEDED', outcome, clock.now());
      deps.log(`${label}: ticket ${row.ticketId}: ${outcome}`);
    } catch (error) {
      if (error instanceof RetryLater) {
        const due = new Date(clock.now().getTime() + pushBackoffMs(row.attempts));
        await repo.retryPush(row, due, `Attempt ${row.attempts}: ${error.message}; next at ${due.toISOString()}`);
        deps.log(`${label}: ticket ${row.ticketId}: attempt ${row.attempts} failed (${error.message}); again at ${due.toISOString()}`);
        return;
      }
      await repo.finishPush(row, 'FAILED', (error as Error).message, clock.now());
      deps.log(`${label}: ticket ${row.ticketId} failed (${(error as Error).message})`);
    }
  }

  // The worker loop: claims due rows one at a time (SKIP LOCKED) until none is due; polled for
  // rows other processes queued, retries that came due and rows whose process died.
  const queue = createDrainLoop(
    async () => {
      for (;;) {
        const row = await repo.claimPush(clock.now(), leaseFrom(clock.now()));
        if (!row) return;
        await workRow(row);
      }
    },
    { pollMs: deps.pollMs ?? 5000, onError: (error) => deps.log(`PSA ticket queue: ${(error as Error).message}`) },
  );

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
    /** Queues a push in the database (the queue sends it after); the ticket's activity says what became of it. */
    async push(ticketId: number, request: { boardId: number | null; ruleName: string }): Promise<void> {
      await repo.queuePush('PUSH', ticketId, request, clock.now());
      if (started) void queue.drain();
    },
    /**
     * A help-desk submission was saved (Help Desk tab "create contact"): queued like a push; the
     * requester's address is found in the organization's company or, with the option on, created there.
     */
    async helpRequestFiled(ticketId: number): Promise<void> {
      await repo.queuePush('HELP_CONTACT', ticketId, {}, clock.now());
      if (started) void queue.drain();
    },
    /** Works every row due now; resolves when none is due (tests, the bench). */
    idle: (): Promise<void> => queue.drain(),
    /** Polls the queue; answers a stop that waits for the row under way (main.ts). */
    start: () => {
      started = true;
      return queue.start();
    },
    /** The queue's rows of one ticket, oldest first (tests; what became of each push). */
    pushesOf: (ticketId: number) => repo.pushesOf(ticketId),

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
