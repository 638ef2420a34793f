import type { HelpArticleHit } from '@outpost/contracts';
import { AppError } from '../../../lib/errors.ts';
import { HELP_MESSAGES } from '@outpost/contracts';
import { searchPageOf } from '../articles.service.ts';
import { categoryLabel } from '../help-request.ts';
import { safeForeignSnippet } from '../search-text.ts';
import { defineHelpProvider, type ProviderTicket } from './provider.ts';
import { createZendeskClient, ZendeskError, type ZendeskArticle } from './zendesk.client.ts';

/** The label an article carries on Zendesk to be suggested on an app route: '/devices/$id' → 'outpost-devices-id'. */
export const routeLabel = (route: string) => `outpost${route.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-+$/, '')}`;

const hitOf = (article: ZendeskArticle): HelpArticleHit => {
  const name = article.name ?? article.title ?? '';
  return {
    id: article.id,
    name,
    title: article.title ?? name,
    snippet: safeForeignSnippet(article.snippet ?? ''),
    // Only web addresses: a javascript: URL from a foreign answer must never become a link.
    html_url: article.html_url && /^https?:\/\//i.test(article.html_url) ? article.html_url : '',
    section: article.section_id == null ? '' : String(article.section_id),
    result_type: 'article',
  };
};

/** The request's comment: the user's words, then the form's other answers as plain lines. */
function commentBody(ticket: ProviderTicket): string {
  const lines = [
    ticket.category ? `Category: ${categoryLabel(ticket.category)}` : null,
    ticket.phone ? `Phone: ${ticket.phone}` : null,
    ticket.callback ? 'Call-back requested: yes' : null,
    ticket.environment ? `Environment: ${ticket.environment}` : null,
  ].filter(Boolean);
  return lines.length ? `${ticket.body}\n\n--\n${lines.join('\n')}` : ticket.body;
}

/** Zendesk's failures in the API's words: a refused sign-in means the user is not known to the desk. */
function translate(error: unknown, action: string, log: (message: string) => void): never {
  if (error instanceof ZendeskError) {
    log(`help: Zendesk ${action} failed: ${error.message}`);
    if (error.status === 401 || error.status === 403) throw new AppError('HELP_NOT_REGISTERED', HELP_MESSAGES.notRegistered);
  } else {
    log(`help: Zendesk ${action} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  throw new AppError('HELP_PROVIDER_FAILED', HELP_MESSAGES.providerFailed);
}

/**
 * A Zendesk-compatible help desk: Help Center search for articles (suggestions by a route label),
 * the Uploads API for attachments and the Requests API for tickets, on the federal host in
 * federal environments when one is set (spec 000 §6).
 */
export const zendeskProvider = defineHelpProvider({
  id: 'ZENDESK',
  create: ({ settings, federal, fetch, log }) => {
    const { zendesk } = settings;
    const baseUrl = federal && zendesk.federalBaseUrl ? zendesk.federalBaseUrl : zendesk.baseUrl;
    const client = createZendeskClient({ baseUrl, email: zendesk.email, apiToken: zendesk.apiToken, fetch });
    const configured = () => {
      if (!baseUrl) throw new AppError('HELP_PROVIDER_FAILED', 'The Zendesk address is not set in the help settings.');
    };
    return {
      kind: 'ZENDESK',
      ticketKeepsLocalCopy: false,
      async searchArticles({ query, locale, page, perPage }) {
        configured();
        if (query.trim() === '') return searchPageOf([], 0, page, perPage);
        try {
          const answer = await client.searchArticles({ query: query.slice(0, 1000), locale, page, perPage });
          const results = answer.results.filter((r) => (r.result_type ?? 'article') === 'article').map(hitOf);
          return searchPageOf(results, answer.count ?? results.length, page, perPage);
        } catch (error) {
          return translate(error, 'article search', log);
        }
      },
      async suggestedArticles({ route, locale }) {
        configured();
        try {
          return (await client.searchArticles({ labelNames: routeLabel(route), locale, page: 1, perPage: 5 })).results.map(hitOf);
        } catch (error) {
          return translate(error, 'suggested articles', log);
        }
      },
      async upload(file) {
        configured();
        try {
          return await client.upload(file.fileName, file.contentType, await file.open());
        } catch (error) {
          return translate(error, 'upload', log);
        }
      },
      async deleteUpload(token) {
        configured();
        try {
          await client.deleteUpload(token);
        } catch (error) {
          translate(error, 'upload cleanup', log);
        }
      },
      async createTicket(ticket) {
        configured();
        try {
          const { id } = await client.createRequest({
            subject: ticket.subject,
            comment: { body: commentBody(ticket), uploads: ticket.uploadTokens },
            priority: ticket.priority.toLowerCase(),
            requester: { name: ticket.requester.name, email: ticket.requester.email },
            collaborators: ticket.cc.map((c) => c.email),
            tags: ['outpost_help_request', ...(ticket.category ? [ticket.category] : []), ...(ticket.callback ? ['callback_requested'] : [])],
          });
          return { ticketId: String(id), url: `${baseUrl}/hc/requests/${id}` };
        } catch (error) {
          return translate(error, 'ticket', log);
        }
      },
      async test() {
        if (!baseUrl) return { ok: false, message: 'The Zendesk address is not set.' };
        try {
          const me = await client.me();
          await client.searchArticles({ query: 'help', locale: settings.locale, page: 1, perPage: 1 });
          return me.id === null
            ? { ok: true, message: `Connected to ${baseUrl} without signing in: tickets are sent as anonymous requests.` }
            : { ok: true, message: `Connected to ${baseUrl} as ${me.name || me.email || `user ${me.id}`}.` };
        } catch (error) {
          return { ok: false, message: error instanceof ZendeskError ? error.message : `Could not reach ${baseUrl}: ${error instanceof Error ? error.message : String(error)}` };
        }
      },
      helpCentreUrl: (locale) => (baseUrl ? `${baseUrl}/hc/${locale}` : '/help'),
    };
  },
});
