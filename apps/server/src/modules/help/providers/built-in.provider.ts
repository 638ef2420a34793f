import { defineHelpProvider } from './provider.ts';

/**
 * The default provider: articles from this server's help centre, tickets into this server's
 * service desk (source HELP_REQUEST). The uploaded local copy is the ticket's attachment itself.
 */
export const builtInProvider = defineHelpProvider({
  id: 'BUILT_IN',
  create: ({ articles, serviceDesk }) => ({
    kind: 'BUILT_IN',
    ticketKeepsLocalCopy: true,
    searchArticles: (params) => articles.search(params),
    suggestedArticles: ({ route, locale }) => articles.suggested(route, locale),
    // The local copy is already where the service desk keeps attachments.
    upload: async (file) => file.contentId,
    deleteUpload: async () => undefined,
    async createTicket(ticket) {
      const { ticketId } = await serviceDesk.createHelpRequest(ticket, ticket.uploadTokens);
      return { ticketId: String(ticketId), url: `/tickets/${ticketId}` };
    },
    async test() {
      return (await serviceDesk.ready())
        ? { ok: true, message: 'Support tickets go to this Outpost service desk; articles come from its help centre.' }
        : { ok: false, message: 'The service desk has no NEW status: support tickets cannot be created.' };
    },
    helpCentreUrl: () => '/help',
  }),
});
