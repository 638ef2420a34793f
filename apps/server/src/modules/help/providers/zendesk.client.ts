import type { Readable } from 'node:stream';
import type { OutboundGuard } from '../../../lib/outbound/index.ts';

/** Where and as whom the client talks to a Zendesk account (or anything speaking its API). */
export interface ZendeskConnection {
  /** https://{subdomain}.zendesk.com, without a trailing slash. */
  baseUrl: string;
  email: string;
  apiToken: string | null;
  /** Every call goes through the outbound guard. */
  outbound: OutboundGuard;
  /** Per-call time limit; uploads get UPLOAD_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The longest Retry-After waited out (once) before a call gives up as busy; default 3 s. */
  maxRetryWaitMs?: number;
}

/** One field's validation errors as a 422 answers them in `details`. */
export type ZendeskFieldErrors = Record<string, string[]>;

/**
 * A Zendesk answer that was not a success: its status, the `error`/`description` it gave, the
 * field errors of a 422 and, for a 429 (or 503), the seconds Retry-After asked to wait.
 */
export class ZendeskError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
    readonly details: ZendeskFieldErrors = {},
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`Zendesk answered ${status}${error ? ` ${error}` : ''}${description ? `: ${description}` : ''}`);
    this.name = 'ZendeskError';
  }
}

/** An article as the Help Center search answers it (the fields the panel uses; others are ignored). */
export interface ZendeskArticle {
  id: number;
  name?: string;
  title?: string;
  snippet?: string;
  html_url?: string;
  section_id?: number | null;
  result_type?: string;
}

export interface ZendeskSearchEnvelope {
  results: ZendeskArticle[];
  count?: number;
  page?: number;
  per_page?: number;
  page_count?: number;
}

export interface ZendeskSection {
  id: number;
  name: string;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_RETRY_WAIT_MS = 3_000;
/** Retry-After when a 429 names none (the rate limit resets within a minute). */
const DEFAULT_RETRY_AFTER_S = 60;
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** A body as JSON, or null when it is empty or not JSON (an HTML error page from a proxy, say). */
function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Retry-After in whole seconds: delta-seconds or an HTTP date; null when absent or unreadable. */
function retryAfterOf(header: string | string[] | undefined, now = Date.now()): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A 422's `details`: {field: [{description}]} flattened to {field: [description]}. */
function detailsOf(value: unknown): ZendeskFieldErrors {
  if (!isObject(value)) return {};
  const fields: ZendeskFieldErrors = {};
  for (const [field, entries] of Object.entries(value)) {
    const list = (Array.isArray(entries) ? entries : [entries])
      .map((entry) => (isObject(entry) && typeof entry.description === 'string' ? entry.description : typeof entry === 'string' ? entry : ''))
      .filter((text) => text !== '');
    if (list.length > 0) fields[field] = list;
  }
  return fields;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A small client for the parts of the Zendesk API the help panel uses: Help Center article search
 * and sections, the Uploads API, the agent Tickets API (anonymous Requests API without a token). It authenticates with `{email}/token:{apiToken}` Basic
 * auth when a token is set (anonymous otherwise) and turns every non-2xx answer into ZendeskError.
 */
export function createZendeskClient(connection: ZendeskConnection) {
  const authorization =
    connection.apiToken && connection.email ? `Basic ${Buffer.from(`${connection.email}/token:${connection.apiToken}`, 'utf8').toString('base64')}` : undefined;

  type CallOptions = {
    query?: Record<string, string | number | undefined>;
    json?: unknown;
    /** Opens the body afresh for each attempt (a stream is read once). */
    body?: () => Promise<Readable>;
    contentType?: string;
    timeoutMs?: number;
    /** Without the agent's credentials: what an anonymous visitor sees. */
    anonymous?: boolean;
  };

  async function attempt(method: string, path: string, options: CallOptions) {
    const url = new URL(`${connection.baseUrl}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (authorization && !options.anonymous) headers.authorization = authorization;
    let body: string | Readable | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.body) {
      headers['content-type'] = options.contentType ?? 'application/octet-stream';
      body = await options.body();
    }
    // A redirect is answered as it is (the guard follows none) and fails below like any non-2xx.
    return connection.outbound.request(url, { method, headers, body, timeoutMs: options.timeoutMs ?? connection.timeoutMs ?? DEFAULT_TIMEOUT_MS });
  }

  async function call(method: string, path: string, options: CallOptions = {}): Promise<unknown> {
    let response = await attempt(method, path, options);
    // Rate limited (or briefly unavailable): wait out a short Retry-After once; a longer one is the caller's to tell.
    if (response.status === 429 || response.status === 503) {
      const wait = retryAfterOf(response.headers['retry-after']);
      if (wait !== null && wait * 1000 <= (connection.maxRetryWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS)) {
        await sleep(wait * 1000);
        response = await attempt(method, path, options);
      }
    }
    const parsed = parseJson(response.text());
    if (response.status < 200 || response.status > 299) {
      const error = isObject(parsed) ? parsed.error : undefined;
      const description = isObject(parsed) ? parsed.description : undefined;
      const retryAfter = retryAfterOf(response.headers['retry-after']);
      throw new ZendeskError(
        response.status,
        typeof error === 'string' ? error : isObject(error) ? String(error.title ?? '') : '',
        typeof description === 'string' ? description : '',
        response.status === 422 && isObject(parsed) ? detailsOf(parsed.details) : {},
        response.status === 429 ? (retryAfter ?? DEFAULT_RETRY_AFTER_S) : response.status === 503 ? retryAfter : null,
      );
    }
    return parsed;
  }

  return {
    /** True when calls sign in as the agent account. */
    signedIn: authorization !== undefined,

    /**
     * GET /api/v2/help_center/articles/search.json: by words or by label names, in one locale.
     * Always anonymous: Zendesk answers the articles the caller may see, and the panel must show
     * what the public help centre shows, never the agents-only ones the agent account could read.
     */
    async searchArticles(params: { query?: string; labelNames?: string; locale: string; page: number; perPage: number }): Promise<ZendeskSearchEnvelope> {
      const answer = await call('GET', '/api/v2/help_center/articles/search.json', {
        query: { query: params.query, label_names: params.labelNames, locale: params.locale, page: params.page, per_page: params.perPage },
        anonymous: true,
      });
      if (!isObject(answer) || !Array.isArray(answer.results)) throw new ZendeskError(502, 'InvalidResponse', 'The search answer has no results list');
      return answer as unknown as ZendeskSearchEnvelope;
    },

    /** GET /api/v2/help_center/{locale}/sections.json, anonymous like the search (first 100). */
    async sections(locale: string): Promise<ZendeskSection[]> {
      const answer = await call('GET', `/api/v2/help_center/${encodeURIComponent(locale)}/sections.json`, { query: { per_page: 100 }, anonymous: true });
      const list = isObject(answer) && Array.isArray(answer.sections) ? answer.sections : [];
      return list
        .filter((s): s is ZendeskSection => isObject(s) && typeof s.id === 'number' && typeof s.name === 'string')
        .map((s) => ({ id: s.id, name: s.name }));
    },

    /** POST /api/v2/uploads.json: the raw bytes with their real type; answers the upload token. */
    async upload(fileName: string, contentType: string, open: () => Promise<Readable>): Promise<string> {
      const answer = await call('POST', '/api/v2/uploads.json', { query: { filename: fileName }, body: open, contentType, timeoutMs: UPLOAD_TIMEOUT_MS });
      const token = isObject(answer) && isObject(answer.upload) ? answer.upload.token : undefined;
      if (typeof token !== 'string' || token === '') throw new ZendeskError(502, 'InvalidResponse', 'The upload answer has no token');
      return token;
    },

    /** DELETE /api/v2/uploads/{token}.json; a token already gone counts as deleted. */
    async deleteUpload(token: string): Promise<void> {
      try {
        await call('DELETE', `/api/v2/uploads/${encodeURIComponent(token)}.json`);
      } catch (error) {
        if (!(error instanceof ZendeskError && error.status === 404)) throw error;
      }
    },

    /**
     * POST /api/v2/tickets.json as the agent: the requester ({name, email}) is honoured there, and
     * `tags` and `email_ccs` are writable. Answers the new ticket's id.
     */
    async createTicket(ticket: Record<string, unknown>): Promise<{ id: number }> {
      const answer = await call('POST', '/api/v2/tickets.json', { json: { ticket } });
      const id = isObject(answer) && isObject(answer.ticket) ? answer.ticket.id : undefined;
      if (typeof id !== 'number') throw new ZendeskError(502, 'InvalidResponse', 'The ticket answer has no id');
      return { id };
    },

    /**
     * POST /api/v2/requests.json without credentials: an anonymous request, whose `requester` Zendesk
     * honours (a signed-in caller would be the requester instead). Tags are not writable there.
     */
    async createAnonymousRequest(request: Record<string, unknown>): Promise<{ id: number }> {
      const answer = await call('POST', '/api/v2/requests.json', { json: { request }, anonymous: true });
      const id = isObject(answer) && isObject(answer.request) ? answer.request.id : undefined;
      if (typeof id !== 'number') throw new ZendeskError(502, 'InvalidResponse', 'The request answer has no id');
      return { id };
    },

    /** GET /api/v2/users/me.json: who the credentials sign in as (an anonymous user has no id). */
    async me(): Promise<{ id: number | null; name: string; email: string | null; role: string }> {
      const answer = await call('GET', '/api/v2/users/me.json');
      const user = isObject(answer) && isObject(answer.user) ? answer.user : {};
      return {
        id: typeof user.id === 'number' ? user.id : null,
        name: typeof user.name === 'string' ? user.name : '',
        email: typeof user.email === 'string' ? user.email : null,
        role: typeof user.role === 'string' ? user.role : 'anonymous',
      };
    },
  };
}
export type ZendeskClient = ReturnType<typeof createZendeskClient>;
