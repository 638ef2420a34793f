import { Readable } from 'node:stream';

/** Where and as whom the client talks to a Zendesk account (or anything speaking its API). */
export interface ZendeskConnection {
  /** https://{subdomain}.zendesk.com, without a trailing slash. */
  baseUrl: string;
  email: string;
  apiToken: string | null;
  fetch: typeof fetch;
  /** Per-call time limit; uploads get UPLOAD_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** A Zendesk answer that was not a success: its status and the `error`/`description` it gave. */
export class ZendeskError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
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

const DEFAULT_TIMEOUT_MS = 15_000;
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

/**
 * A small client for the parts of the Zendesk API the help panel uses: Help Center article search,
 * the Uploads API and the Requests API. It authenticates with `{email}/token:{apiToken}` Basic
 * auth when a token is set (anonymous otherwise) and turns every non-2xx answer into ZendeskError.
 */
export function createZendeskClient(connection: ZendeskConnection) {
  const authorization =
    connection.apiToken && connection.email ? `Basic ${Buffer.from(`${connection.email}/token:${connection.apiToken}`, 'utf8').toString('base64')}` : undefined;

  async function call(
    method: string,
    path: string,
    options: { query?: Record<string, string | number | undefined>; json?: unknown; body?: Readable; contentType?: string; timeoutMs?: number } = {},
  ): Promise<unknown> {
    const url = new URL(`${connection.baseUrl}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (authorization) headers.authorization = authorization;
    let body: string | ReadableStream<Uint8Array> | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.body) {
      headers['content-type'] = options.contentType ?? 'application/octet-stream';
      body = Readable.toWeb(options.body) as ReadableStream<Uint8Array>;
    }
    const response = await connection.fetch(url, {
      method,
      headers,
      body,
      // A streamed request body needs half-duplex in Node's fetch.
      ...(options.body ? { duplex: 'half' } : {}),
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? connection.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    } as RequestInit);
    const text = await response.text();
    const parsed = parseJson(text);
    if (!response.ok) {
      const error = isObject(parsed) ? parsed.error : undefined;
      const description = isObject(parsed) ? parsed.description : undefined;
      throw new ZendeskError(
        response.status,
        typeof error === 'string' ? error : isObject(error) ? String(error.title ?? '') : '',
        typeof description === 'string' ? description : '',
      );
    }
    return parsed;
  }

  return {
    /** GET /api/v2/help_center/articles/search.json: by words or by label names, in one locale. */
    async searchArticles(params: { query?: string; labelNames?: string; locale: string; page: number; perPage: number }): Promise<ZendeskSearchEnvelope> {
      const answer = await call('GET', '/api/v2/help_center/articles/search.json', {
        query: { query: params.query, label_names: params.labelNames, locale: params.locale, page: params.page, per_page: params.perPage },
      });
      if (!isObject(answer) || !Array.isArray(answer.results)) throw new ZendeskError(502, 'InvalidResponse', 'The search answer has no results list');
      return answer as unknown as ZendeskSearchEnvelope;
    },

    /** POST /api/v2/uploads.json: the raw bytes with their real type; answers the upload token. */
    async upload(fileName: string, contentType: string, body: Readable): Promise<string> {
      const answer = await call('POST', '/api/v2/uploads.json', { query: { filename: fileName }, body, contentType, timeoutMs: UPLOAD_TIMEOUT_MS });
      const token = isObject(answer) && isObject(answer.upload) ? answer.upload.token : undefined;
      if (typeof token !== 'string' || token === '') throw new ZendeskError(502, 'InvalidResponse', 'The upload answer has no token');
      return token;
    },

    /** DELETE /api/v2/uploads/{token}; a token already gone counts as deleted. */
    async deleteUpload(token: string): Promise<void> {
      try {
        await call('DELETE', `/api/v2/uploads/${encodeURIComponent(token)}`);
      } catch (error) {
        if (!(error instanceof ZendeskError && error.status === 404)) throw error;
      }
    },

    /** POST /api/v2/requests.json (the end-user route); answers the new request's id. */
    async createRequest(request: Record<string, unknown>): Promise<{ id: number }> {
      const answer = await call('POST', '/api/v2/requests.json', { json: { request } });
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
