import type { TicketPriority, TicketSeverity } from '@outpost/contracts';
import type { Database } from '../../../db/client.ts';
import type { ChangePipeline } from '../../tickets/change/change-pipeline.ts';
import { ticketLookups } from '../../tickets/tickets.queries.ts';
import type { ProviderTicket } from '../providers/provider.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** 'category_active_directory' → 'Active directory'. */
export const categoryLabel = (key: string) => {
  const words = key.replace(/^category_/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The help panel's four priorities on the service desk's scale: URGENT is the desk's highest
 * priority with CRITICAL severity, so a board or automation can tell it from HIGH.
 */
export function deskPriority(priority: ProviderTicket['priority']): { priority: TicketPriority; severity?: TicketSeverity } {
  switch (priority) {
    case 'LOW':
      return { priority: 'LOW' };
    case 'NORMAL':
      return { priority: 'MEDIUM' };
    case 'HIGH':
      return { priority: 'HIGH' };
    case 'URGENT':
      return { priority: 'HIGH', severity: 'CRITICAL' };
  }
}

/** The ticket's description: the user's words, then what else the form asked, escaped. */
export function helpRequestHtml(ticket: ProviderTicket): string {
  const paragraphs = ticket.body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const facts = [
    ['Priority', ticket.priority.charAt(0) + ticket.priority.slice(1).toLowerCase()],
    ticket.category ? ['Category', categoryLabel(ticket.category)] : null,
    ticket.phone ? ['Phone', ticket.phone] : null,
    ticket.callback ? ['Call-back requested', 'Yes'] : null,
    ticket.environment ? ['Environment', ticket.environment] : null,
  ].filter((f): f is [string, string] => f !== null);
  return `${paragraphs}<ul>${facts.map(([k, v]) => `<li><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}</li>`).join('')}</ul>`;
}

/**
 * Support tickets into Outpost's own service desk: proposed to the one change pipeline like any
 * other ticket (validated, seen by the automations, saved once with its activity), by the user
 * who sent it, as requester, with source HELP_REQUEST and the uploads attached.
 */
export function createHelpRequestDesk(deps: { db: Database; pipeline: ChangePipeline; onFiled?: ((ticketId: number) => void | Promise<void>) | undefined }) {
  return {
    async createHelpRequest(ticket: ProviderTicket, attachContentIds: string[]) {
      const result = await deps.pipeline.proposeChange({
        actor: { type: 'USER', userId: ticket.requester.userId, name: ticket.requester.name },
        source: 'UI',
        before: null,
        patch: {
          status: 'NEW',
          source: 'HELP_REQUEST',
          summary: ticket.subject,
          description: helpRequestHtml(ticket),
          requesterUserId: ticket.requester.userId,
          cc: { userIds: ticket.cc.map((c) => c.userId), emails: [] },
          ...deskPriority(ticket.priority),
        },
        attachContentIds,
      });
      // After the save (never inside it): the PSA's Help Desk option may create the requester's contact.
      await deps.onFiled?.(result.ticketId);
      return { ticketId: result.ticketId };
    },
    async ready() {
      return (await ticketLookups.statuses(deps.db, { key: 'NEW' })).length > 0;
    },
  };
}
