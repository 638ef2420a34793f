import type { HelpArticleHit } from '@outpost/contracts';
import { AppError } from '../../../lib/errors.ts';
import { OUTBOUND_OUTCOMES, outcomeOf, type OutboundOutcome } from '../../../lib/outbound/index.ts';
import { HELP_MESSAGES } from '@outpost/contracts';
import { searchPageOf } from '../articles/articles.service.ts';
import { categoryLabel } from '../support/help-request.ts';
import { safeForeignSnippet } from '../articles/search-text.ts';
import { defineHelpProvider, TicketKeptError, type ProviderTicket } from './provider.ts';
import { createZendeskClient, ZendeskError, type ZendeskArticle } from './zendesk.client.ts';

/** The label an article carries on Zendesk to be suggested on an app route: '/devices/$id' → 'outpost-devices-id'. */
export const routeLabel = (route: string) =>
  `outpost${route
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+$/, '')}`;

/** Section names by id, per help centre and locale, for a few minutes: names change rarely. */
const SECTION_NAMES_TTL_MS = 10 * 60_000;
const sectionNameCache = new Map<string, { at: number; names: Map<number, string> }>();

/** A form field for each Zendesk ticket field a 422 may name; others are reported under the form. */
const FORM_FIELD_OF: Record<string, string> = {
  subject: 'ticketSubject',
  description: 'ticketBody',
  comment: 'ticketBody',
  body: 'ticketBody',
  priority: 'ticketPriority',
  email_ccs: 'ticketCc',
  collaborators: 'ticketCc',
  uploads: 'imageTokens',
};
/** Zendesk's own words go to the user's form: control characters dropped, length bounded. */
const plainText = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, 300);

const hitOf = (article: ZendeskArticle, sectionNames: Map<number, string>): HelpArticleHit => {
  const name = article.name ?? article.title ?? '';
  return {
    id: article.id,
    name,
    title: article.title ?? name,
    snippet: safeForeignSnippet(article.snippet ?? ''),
    // Only web addresses: a javascript: URL from a foreign answer must never become a link.
    html_url: article.html_url && /^https?:\/\//i.test(article.html_url) ? article.html_url : '',
    // A section the anonymous visitor may not see has no name here: better none than a number.
    section: article.section_id == null ? '' : (sectionNames.get(article.section_id) ?? ''),
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

/** A failed connection test as one of the guard's outcomes: Zendesk's own refusals are answers too. */
function testOutcome(error: unknown): Exclude<OutboundOutcome, 'CONNECTED'> {
  if (!(error instanceof ZendeskError)) return outcomeOf(error);
  return error.status === 401 || error.status === 403 ? 'AUTH_FAILED' : 'UNEXPECTED_ANSWER';
}

/**
 * Zendesk's failures in words for whoever can act on them: a busy desk says when to try again
 * (retryable: the caller keeps the user's files), a 422 answers the form's fields, refused agent
 * credentials are the administrator's to fix, and a refused anonymous request means the user is
 * not known to the desk.
 */
function translate(error: unknown, action: string, log: (message: string) => void, signedIn: boolean): never {
  if (error instanceof ZendeskError) {
    log(`help: Zendesk ${action} failed: ${error.message}`);
    if (error.retryAfterSeconds !== null) throw new TicketKeptError('RATE_LIMITED', HELP_MESSAGES.busy(error.retryAfterSeconds));
    if (error.status === 422) {
      // Fields the form has are answered on them; the rest is said in the message.
      const fields: Record<string, string[]> = {};
      const others: string[] = [];
      for (const [field, messages] of Object.entries(error.details)) {
        const formField = FORM_FIELD_OF[field];
        if (formField) (fields[formField] ??= []).push(...messages.map(plainText));
        else others.push(...messages.map(plainText));
      }
      if (Object.keys(fields).length === 0 && others.length === 0 && error.description) others.push(plainText(error.description));
      throw new TicketKeptError(
        'VALIDATION_FAILED',
        others.length > 0 ? `${HELP_MESSAGES.ticketRefused} ${others.join('; ')}` : HELP_MESSAGES.ticketRefused,
        fields,
      );
    }
    if (error.status === 401 || error.status === 403) {
      if (signedIn) throw new AppError('HELP_PROVIDER_FAILED', HELP_MESSAGES.credentialsRefused);
      throw new AppError('HELP_NOT_REGISTERED', HELP_MESSAGES.notRegistered);
    }
  } else {
    log(`help: Zendesk ${action} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  throw new AppError('HELP_PROVIDER_FAILED', HELP_MESSAGES.providerFailed);
}

/**
 * A Zendesk-compatible help desk: anonymous Help Center search for articles (suggestions by a route
 * label) with their section names, the Uploads API for attachments and the agent Tickets API for
 * tickets (decision 0040), on the federal host in
 * federal environments when one is set (spec 000 §6).
 */
export const zendeskProvider = defineHelpProvider({
  id: 'ZENDESK',
  create: ({ settings, federal, outbound, log }) => {
    const { zendesk } = settings;
    const baseUrl = federal && zendesk.federalBaseUrl ? zendesk.federalBaseUrl : zendesk.baseUrl;
    const client = createZendeskClient({ baseUrl, email: zendesk.email, apiToken: zendesk.apiToken, outbound });
    const fail = (error: unknown, action: string): never => translate(error, action, log, client.signedIn);

    /** Names for the sections the hits are in; a failed lookup costs the names, never the answer. */
    async function sectionNames(locale: string, articles: ZendeskArticle[]): Promise<Map<number, string>> {
      const key = `${baseUrl}|${locale}`;
      const cached = sectionNameCache.get(key);
      const wanted = articles.map((a) => a.section_id).filter((id): id is number => typeof id === 'number');
      if (cached && Date.now() - cached.at < SECTION_NAMES_TTL_MS && wanted.every((id) => cached.names.has(id))) return cached.names;
      if (wanted.length === 0) return new Map();
      try {
        const names = new Map((await client.sections(locale)).map((s) => [s.id, s.name]));
        sectionNameCache.set(key, { at: Date.now(), names });
        return names;
      } catch (error) {
        log(`help: Zendesk section names failed: ${error instanceof Error ? error.message : String(error)}`);
        return cached?.names ?? new Map();
      }
    }
    const configured = () => {
      if (!baseUrl) throw new AppError('HELP_PROVIDER_FAILED', 'The Zendesk address is not set in the help settings.');
    };
    return {
      kind: 'ZENDESK',
      ticketKeepsLocalCopy: false,
      // Zendesk keeps an upload token 60 minutes; a little less leaves room for the send itself.
      uploadTokenLifetimeMs: 55 * 60_000,
      async searchArticles({ query, locale, page, perPage }) {
        configured();
        if (query.trim() === '') return searchPageOf([], 0, page, perPage);
        try {
          const answer = await client.searchArticles({ query: query.slice(0, 1000), locale, page, perPage });
          const articles = answer.results.filter((r) => (r.result_type ?? 'article') === 'article');
          const names = await sectionNames(locale, articles);
          const results = articles.map((a) => hitOf(a, names));
          return searchPageOf(results, answer.count ?? results.length, page, perPage);
        } catch (error) {
          return fail(error, 'article search');
        }
      },
      async suggestedArticles({ route, locale }) {
        configured();
        try {
          const { results } = await client.searchArticles({ labelNames: routeLabel(route), locale, page: 1, perPage: 5 });
          const names = await sectionNames(locale, results);
          return results.map((a) => hitOf(a, names));
        } catch (error) {
          return fail(error, 'suggested articles');
        }
      },
      async upload(file) {
        configured();
        try {
          return await client.upload(file.fileName, file.contentType, file.open);
        } catch (error) {
          return fail(error, 'upload');
        }
      },
      async deleteUpload(token) {
        configured();
        try {
          await client.deleteUpload(token);
        } catch (error) {
          fail(error, 'upload cleanup');
        }
      },
      async createTicket(ticket) {
        configured();
        const tags = ['outpost_help_request', ...(ticket.category ? [ticket.category] : []), ...(ticket.callback ? ['callback_requested'] : [])];
        const requester = { name: ticket.requester.name, email: ticket.requester.email };
        const comment = { body: commentBody(ticket), uploads: ticket.uploadTokens };
        try {
          // With the agent's token: the Tickets API, where the Outpost user is the requester and tags
          // and e-mail CCs are kept. Without one: an anonymous request, whose requester Zendesk honours.
          const { id } = client.signedIn
            ? await client.createTicket({
                subject: ticket.subject,
                comment: { ...comment, public: true },
                priority: ticket.priority.toLowerCase(),
                requester,
                email_ccs: ticket.cc.map((c) => ({ user_email: c.email, user_name: c.name, action: 'put' })),
                tags,
              })
            : await client.createAnonymousRequest({
                subject: ticket.subject,
                comment,
                priority: ticket.priority.toLowerCase(),
                requester,
                email_ccs: ticket.cc.map((c) => ({ user_email: c.email, user_name: c.name })),
              });
          return { ticketId: String(id), url: `${baseUrl}/hc/requests/${id}` };
        } catch (error) {
          return fail(error, 'ticket');
        }
      },
      // The answer is one of the guard's fixed outcomes: nothing the remote side wrote (a name, an
      // error description) is shown, so the test cannot read another service's answers.
      async test() {
        if (!baseUrl) return { ok: false, message: 'The Zendesk address is not set.' };
        try {
          const me = await client.me();
          await client.searchArticles({ query: 'help', locale: settings.locale, page: 1, perPage: 1 });
          return me.id === null
            ? { ok: true, message: `${OUTBOUND_OUTCOMES.CONNECTED} to ${baseUrl} without signing in: tickets are sent as anonymous requests.` }
            : { ok: true, message: `${OUTBOUND_OUTCOMES.CONNECTED} to ${baseUrl} and signed in.` };
        } catch (error) {
          log(`help: Zendesk connection test failed: ${error instanceof Error ? error.message : String(error)}`);
          return { ok: false, message: `${baseUrl}: ${OUTBOUND_OUTCOMES[testOutcome(error)]}` };
        }
      },
      helpCentreUrl: (locale) => (baseUrl ? `${baseUrl}/hc/${locale}` : '/help'),
    };
  },
});
