import type { OutboundGuard, OutboundResponse } from '../../../lib/outbound/index.ts';
import { cwConditions, cwQuery, type CwCondition } from './conditions.ts';

/** Where and as whom the client talks to a ConnectWise Manage site. */
export interface ConnectWiseConnection {
  /** https://api-na.myconnectwise.net (no path, no trailing slash needed). */
  site: string;
  /** The company id typed at sign-in (e.g. "acme"): part of the Basic user and of companyinfo. */
  companyId: string;
  publicKey: string;
  privateKey: string;
  /** The integrator's clientId GUID, sent on every call. */
  clientId: string;
  outbound: OutboundGuard;
  timeoutMs?: number;
  /** Lists ask for this many records a page; ConnectWise allows at most 1000. */
  pageSize?: number;
  /** How many 429s (or 503s) in a row one call waits through before giving up. */
  maxRetries?: number;
  /** The first wait of the exponential back-off when a 429 names no Retry-After. */
  backoffBaseMs?: number;
  /** Time, for tests; real timers by default. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** One `{code,message,resource,field}` of a ConnectWise error body. */
export interface CwFieldError {
  code?: string;
  message?: string;
  resource?: string;
  field?: string;
}

/** A ConnectWise answer that was not a success, with its words for a person. */
export class ConnectWiseError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly errors: CwFieldError[] = [],
  ) {
    super(describeCwError(status, code, detail, errors));
    this.name = 'ConnectWiseError';
  }
}

const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_PAGE_SIZE = 1000;
const MAX_WAIT_MS = 120_000;
const CODEBASE = /^[A-Za-z0-9_.-]{1,64}\/$/;

/** What a status means, in fixed words (a connection test answers only these, never the remote's bytes). */
export function cwStatusMeaning(status: number): string {
  if (status === 401) return 'ConnectWise did not accept the company id or the API keys';
  if (status === 403) return 'The API member may not do this (check its security role)';
  if (status === 404) return 'ConnectWise has no such record or address';
  if (status === 429) return 'ConnectWise is limiting requests; try again later';
  if (status >= 500) return 'ConnectWise failed to answer';
  return 'ConnectWise refused the request';
}

/** The error body's words after what the status means. */
export function describeCwError(status: number, code: string, detail: string, errors: CwFieldError[]): string {
  const fields = errors
    .filter((e) => e.message)
    .slice(0, 5)
    .map((e) => (e.field ? `${e.field}: ${e.message}` : e.message))
    .join('; ');
  const said = [detail, fields].filter(Boolean).join(' — ');
  const meaning = cwStatusMeaning(status);
  return `${meaning} (${status}${code ? ` ${code}` : ''})${said ? `: ${said}` : ''}`;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 500) : '');

function errorOf(response: OutboundResponse): ConnectWiseError {
  const body = parseJson(response.text());
  if (!isObject(body)) return new ConnectWiseError(response.status, '', '');
  const errors = Array.isArray(body.errors)
    ? body.errors.filter(isObject).map((e) => ({ code: str(e.code), message: str(e.message), resource: str(e.resource), field: str(e.field) }))
    : [];
  return new ConnectWiseError(response.status, str(body.code), str(body.message), errors);
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now: number): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The pageId the forward-only Link header names as next; undefined when there is none. */
export function nextPageId(link: string | string[] | undefined): number | undefined {
  const value = Array.isArray(link) ? link.join(',') : link;
  if (!value) return undefined;
  for (const part of value.split(',')) {
    const [target, ...params] = part.split(';');
    if (!params.some((p) => /rel\s*=\s*"?next"?/i.test(p))) continue;
    const match = /[?&]pageId=(\d+)/i.exec(target ?? '');
    if (match) return Number(match[1]);
  }
  return undefined;
}

export interface CwListOptions {
  conditions?: readonly CwCondition[] | string;
  childConditions?: readonly CwCondition[] | string;
  fields?: readonly string[];
}

export interface CwStats {
  requests: number;
  throttled: number;
  codebaseRefreshes: number;
}

/**
 * A client for the ConnectWise Manage REST API subset Outpost uses. Every call goes through the
 * outbound guard; it finds the site's codebase through `login/companyinfo` (again after a 404, as
 * cloud sites move codebase on upgrade), waits out 429s as `Retry-After` says (back-off doubling
 * from `backoffBaseMs` without one; all calls of the client wait, not only the throttled one), and
 * reads lists with forward-only paging, following the `pageId` of the Link header rather than its
 * URL so an answer cannot send the keys elsewhere.
 */
export function createConnectWiseClient(connection: ConnectWiseConnection) {
  const site = connection.site.trim().replace(/\/+$/, '');
  const sleep = connection.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = connection.now ?? Date.now;
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, connection.pageSize ?? MAX_PAGE_SIZE));
  const maxRetries = connection.maxRetries ?? 8;
  const backoffBaseMs = connection.backoffBaseMs ?? 1000;
  const authorization = `Basic ${Buffer.from(`${connection.companyId}+${connection.publicKey}:${connection.privateKey}`, 'utf8').toString('base64')}`;
  const stats: CwStats = { requests: 0, throttled: 0, codebaseRefreshes: 0 };
  let codebase: Promise<string> | undefined;
  /** No request leaves before this instant (the latest Retry-After). */
  let notBefore = 0;

  async function send(url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<OutboundResponse> {
    for (let attempt = 0; ; attempt += 1) {
      const wait = notBefore - now();
      if (wait > 0) await sleep(wait);
      stats.requests += 1;
      const response = await connection.outbound.request(url, {
        ...init,
        timeoutMs: connection.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxResponseBytes: 64 * 1024 * 1024,
      });
      if ((response.status !== 429 && response.status !== 503) || attempt >= maxRetries) return response;
      stats.throttled += 1;
      const told = retryAfterMs(response.headers['retry-after'], now());
      // A few ms past what was asked: timers and clocks round, and early means another 429.
      const delay = Math.min(MAX_WAIT_MS, told !== undefined ? told + 25 : backoffBaseMs * 2 ** attempt);
      notBefore = Math.max(notBefore, now() + delay);
    }
  }

  async function discoverCodebase(): Promise<string> {
    const url = `${site}/login/companyinfo/${encodeURIComponent(connection.companyId)}`;
    const response = await send(url, { method: 'GET', headers: { accept: 'application/json', clientId: connection.clientId } });
    if (response.status !== 200) throw errorOf(response);
    const body = parseJson(response.text());
    const found = isObject(body) ? body.Codebase : undefined;
    if (typeof found !== 'string' || !CODEBASE.test(found))
      throw new ConnectWiseError(response.status, 'InvalidCompanyInfo', 'The company information names no codebase');
    return found;
  }

  const currentCodebase = () =>
    (codebase ??= discoverCodebase().catch((error: unknown) => {
      codebase = undefined;
      throw error;
    }));

  /** One API call under /{codebase}apis/3.0/; a 404 re-reads the codebase once and tries again. */
  async function call(method: string, path: string, options: { query?: string; json?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization,
      clientId: connection.clientId,
      'cache-control': 'no-cache',
      ...options.headers,
    };
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    if (body !== undefined) headers['content-type'] = 'application/json';
    for (let refreshed = false; ; refreshed = true) {
      const base = await currentCodebase();
      const url = `${site}/${base}apis/3.0/${path}${options.query ? `?${options.query}` : ''}`;
      const response = await send(url, { method, headers, body });
      if (response.status === 404 && !refreshed) {
        const before = base;
        codebase = undefined;
        const after = await currentCodebase();
        stats.codebaseRefreshes += 1;
        if (after !== before) continue;
      }
      if (response.status < 200 || response.status > 299) throw errorOf(response);
      return { response, body: parseJson(response.text()) };
    }
  }

  const conditionText = (c: readonly CwCondition[] | string | undefined) => (typeof c === 'string' ? c || undefined : c ? cwConditions(c) : undefined);

  /** Every record of a list, page by page (forward-only), in id order. */
  async function* pages<T>(path: string, options: CwListOptions = {}): AsyncGenerator<T[]> {
    let pageId: number | undefined;
    for (;;) {
      const query = cwQuery({
        conditions: conditionText(options.conditions),
        childConditions: conditionText(options.childConditions),
        fields: options.fields?.join(','),
        pageSize,
        pageId,
      });
      const { response, body } = await call('GET', path, { query, headers: { 'pagination-type': 'forward-only' } });
      if (!Array.isArray(body)) throw new ConnectWiseError(response.status, 'InvalidResponse', `The answer of ${path} is not a list`);
      if (body.length > 0) yield body as T[];
      const next = nextPageId(response.headers.link);
      // The Link header may name a next page after a full last page: an empty page ends it then.
      if (next === undefined || body.length === 0 || body.length < pageSize || next === pageId) return;
      pageId = next;
    }
  }

  return {
    stats,
    /** GET system/info: the connection test. */
    async systemInfo(): Promise<{ version: string; isCloud: boolean; cloudRegion: string | null }> {
      const { body } = await call('GET', 'system/info');
      const info = isObject(body) ? body : {};
      return { version: str(info.version), isCloud: info.isCloud === true, cloudRegion: typeof info.cloudRegion === 'string' ? info.cloudRegion : null };
    },
    pages,
    /** Every record of a list. */
    async list<T>(path: string, options: CwListOptions = {}): Promise<T[]> {
      const all: T[] = [];
      for await (const page of pages<T>(path, options)) all.push(...page);
      return all;
    },
    async get<T>(path: string): Promise<T> {
      return (await call('GET', path)).body as T;
    },
    async create<T>(path: string, record: unknown): Promise<T> {
      return (await call('POST', path, { json: record })).body as T;
    },
    /** PATCH with `replace` operations, one per changed field. */
    async patch<T>(path: string, changes: Record<string, unknown>): Promise<T> {
      const ops = Object.entries(changes).map(([field, value]) => ({ op: 'replace', path: field, value }));
      return (await call('PATCH', path, { json: ops })).body as T;
    },
    /** The codebase in use (discovering it when not known yet). */
    codebase: currentCodebase,
  };
}
export type ConnectWiseClient = ReturnType<typeof createConnectWiseClient>;
