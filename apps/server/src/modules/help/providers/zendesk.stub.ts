import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Node built-ins only: the Playwright journey imports this file as well as the server's tests.
//
// Written from Zendesk's public documentation, apart from the client, and strict where the docs are:
// - Requests API (developer.zendesk.com/api-reference/ticketing/tickets/ticket-requests): a signed-in
//   caller (agents and admins are treated as end users) is the requester, `requester` counts only for
//   anonymous requests; `tags` is not a writable request field and is dropped.
// - Tickets API (…/ticketing/tickets/tickets): agents only; `requester` {name, email} honoured, `tags`
//   and `email_ccs` kept; `priority` one of low/normal/high/urgent, else 422 with `details`.
// - Help Center search (…/help_center/help-center-api/search): anonymous calls allowed; the answer
//   holds only what the caller's user segment may see ("Agents and admins" articles to agents only).
// - Rate limits (…/introduction/rate-limits): 429 with a Retry-After header in seconds.
// - Errors (…/introduction/requests): {error, description}, 422 adds field-keyed `details`; a wrong
//   token is 401 "Couldn't authenticate you", a known account without the right is 403.
// - Uploads (…/ticketing/tickets/ticket-attachments): a token lives 60 minutes; a ticket naming an
//   expired or unknown token is created without that file; delete is DELETE /api/v2/uploads/{token}.json.

export type StubSegment = 'everyone' | 'signed_in' | 'agents';

export interface StubArticle {
  id: number;
  title: string;
  body: string;
  locale: string;
  label_names: string[];
  section_id: number;
  /** Who may see it (a built-in user segment); default everyone. */
  segment?: StubSegment;
}

export interface StubSection {
  id: number;
  name: string;
  locale: string;
  segment?: StubSegment;
}

export interface StubUpload {
  token: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  createdAt: number;
}

export interface StubRequest {
  id: number;
  /** Which API created it. */
  via: 'requests' | 'tickets';
  subject: string;
  body: string;
  priority: string | null;
  /** Who Zendesk made the requester (not necessarily what the caller sent). */
  requester: { name?: string; email?: string } | null;
  submitter: string | null;
  collaborators: unknown[];
  emailCcs: { user_email?: string; user_name?: string }[];
  tags: string[];
  uploads: StubUpload[];
  authorization: string | null;
}

export interface ZendeskStubOptions {
  /** The agent account: `{email}/token:{apiToken}` Basic auth signs in as it. */
  credentials?: { email: string; apiToken: string };
  articles?: StubArticle[];
  sections?: StubSection[];
  /** The stub's clock in ms (upload token lifetimes); default Date.now. */
  now?: () => number;
}

export const STUB_UPLOAD_TOKEN_LIFE_MS = 60 * 60_000;

const DEFAULT_ARTICLES: StubArticle[] = [
  {
    id: 360001,
    title: 'Resetting a forgotten password',
    body: 'Use the reset link on the sign-in page to choose a new password.',
    locale: 'en-us',
    label_names: ['outpost'],
    section_id: 11,
  },
  {
    id: 360002,
    title: 'Restoring a deleted file',
    body: 'Restore deleted files from the backup browser; choose the revision to restore from.',
    locale: 'en-us',
    label_names: ['outpost-devices-id'],
    section_id: 12,
  },
  {
    id: 360003,
    title: 'Adding a printer',
    body: 'Printers are added from the device page <script>alert(1)</script> with the driver wizard.',
    locale: 'en-us',
    label_names: [],
    section_id: 13,
  },
  {
    id: 360009,
    title: 'Internal: printer escalation runbook',
    body: 'Agents only: escalate printer faults to the second line with the driver log.',
    locale: 'en-us',
    label_names: ['outpost-devices-id'],
    section_id: 19,
    segment: 'agents',
  },
];
const DEFAULT_SECTIONS: StubSection[] = [
  { id: 11, name: 'Signing in', locale: 'en-us' },
  { id: 12, name: 'Backups', locale: 'en-us' },
  { id: 13, name: 'Devices', locale: 'en-us' },
  { id: 19, name: 'Internal runbooks', locale: 'en-us', segment: 'agents' },
];
const PRIORITIES = ['low', 'normal', 'high', 'urgent'];

type Identity = { kind: 'anonymous' } | { kind: 'agent'; email: string; name: string };

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const send = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
  if (body === undefined) {
    res.writeHead(status, headers).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const invalid = (details: Record<string, { description: string; error: string }[]>) => ({
  error: 'RecordInvalid',
  description: 'Record validation errors',
  details,
});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stub of the Zendesk API subset the help provider uses, on loopback, enforcing the documented
 * rules above. `failNext` injects one failure, `rateLimitNext` a 429 with Retry-After.
 */
export async function startZendeskStub(options: ZendeskStubOptions = {}) {
  const articles = options.articles ?? DEFAULT_ARTICLES;
  const sections = options.sections ?? DEFAULT_SECTIONS;
  const now = options.now ?? Date.now;
  const uploads = new Map<string, StubUpload>();
  const requests: StubRequest[] = [];
  const calls: { method: string; path: string; identity: Identity['kind'] }[] = [];
  const failures: { prefix: string; status: number; body: unknown; headers: Record<string, string> }[] = [];
  let nextRequestId = 1000;

  const expected = options.credentials ? `Basic ${Buffer.from(`${options.credentials.email}/token:${options.credentials.apiToken}`).toString('base64')}` : null;

  /** Who the call signs in as; null when credentials were sent and are wrong (401). */
  function identityOf(req: IncomingMessage): Identity | null {
    const header = req.headers.authorization;
    if (!header) return { kind: 'anonymous' };
    if (expected !== null && header === expected) return { kind: 'agent', email: options.credentials!.email, name: 'Stub Agent' };
    return null;
  }
  const visible = (segment: StubSegment | undefined, identity: Identity) => (segment ?? 'everyone') === 'everyone' || identity.kind === 'agent';
  const live = (token: string) => {
    const upload = uploads.get(token);
    return upload && now() - upload.createdAt < STUB_UPLOAD_TOKEN_LIFE_MS ? upload : undefined;
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stub');
    const method = req.method ?? 'GET';
    const identity = identityOf(req);
    calls.push({ method, path: url.pathname, identity: identity?.kind ?? 'anonymous' });
    const failure = failures.findIndex((f) => url.pathname.startsWith(f.prefix));
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      await readBody(req);
      return send(res, f!.status, f!.body, f!.headers);
    }
    if (identity === null) {
      await readBody(req);
      return send(res, 401, { error: "Couldn't authenticate you" });
    }

    if (method === 'GET' && url.pathname === '/api/v2/help_center/articles/search.json') {
      const query = url.searchParams.get('query');
      const labels = url.searchParams.get('label_names');
      if (!query && !labels) return send(res, 400, { error: 'InvalidSearch', description: 'Provide a query, category, section or label_names' });
      const perPage = Number(url.searchParams.get('per_page') ?? 25);
      const page = Number(url.searchParams.get('page') ?? 1);
      if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
        return send(res, 400, { error: 'InvalidPagination', description: 'per_page must be between 1 and 100' });
      const locale = url.searchParams.get('locale');
      const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const matching = articles.filter(
        (a) =>
          visible(a.segment, identity) &&
          (!locale || a.locale === locale) &&
          (labels ? labels.split(',').some((l) => a.label_names.includes(l)) : words.every((w) => `${a.title} ${a.body}`.toLowerCase().includes(w))),
      );
      const results = matching.slice((page - 1) * perPage, page * perPage).map(({ segment, ...a }) => {
        let snippet = escapeHtml(a.body.slice(0, 160));
        for (const w of words) snippet = snippet.replace(new RegExp(`(${w.replace(/[^\p{L}\p{N}]/gu, '')})`, 'giu'), '<em>$1</em>');
        return {
          ...a,
          name: a.title,
          url: `http://stub/api/v2/help_center/articles/${a.id}.json`,
          html_url: `https://support.example.test/hc/${a.locale}/articles/${a.id}`,
          draft: false,
          user_segment_id: segment === 'agents' ? 7 : null,
          result_type: 'article',
          snippet,
        };
      });
      const pageCount = Math.ceil(matching.length / perPage);
      return send(res, 200, {
        results,
        count: matching.length,
        page,
        per_page: perPage,
        page_count: pageCount,
        next_page: page < pageCount ? `${url.origin}${url.pathname}?page=${page + 1}` : null,
        previous_page: page > 1 ? `${url.origin}${url.pathname}?page=${page - 1}` : null,
      });
    }

    // List Sections, with or without a locale in the path; only the sections the caller may see.
    const sectionsMatch = /^\/api\/v2\/help_center\/(?:([a-z]{2}(?:-[a-z]{2})?)\/)?sections\.json$/.exec(url.pathname);
    if (method === 'GET' && sectionsMatch) {
      const locale = sectionsMatch[1];
      const list = sections.filter((s) => visible(s.segment, identity) && (!locale || s.locale === locale)).map(({ segment: _segment, ...s }) => s);
      return send(res, 200, { sections: list, count: list.length, page: 1, page_count: 1, next_page: null, previous_page: null });
    }

    if (method === 'GET' && url.pathname === '/api/v2/users/me.json') {
      return send(
        res,
        200,
        identity.kind === 'agent'
          ? { user: { id: 42, name: identity.name, email: identity.email, role: 'agent' } }
          : { user: { id: null, name: 'Anonymous user', email: 'invalid@example.com', role: 'anonymous' } },
      );
    }

    if (method === 'POST' && url.pathname === '/api/v2/uploads.json') {
      const fileName = url.searchParams.get('filename');
      const bytes = await readBody(req);
      if (!fileName) return send(res, 400, { error: 'InvalidEndpoint', description: 'filename is required' });
      const token = url.searchParams.get('token') ?? randomBytes(8).toString('hex');
      const upload = { token, fileName, contentType: String(req.headers['content-type'] ?? 'application/binary'), bytes, createdAt: now() };
      uploads.set(token, upload);
      const attachment = {
        id: uploads.size,
        file_name: fileName,
        content_url: `http://stub/attachments/${token}`,
        content_type: upload.contentType,
        size: bytes.length,
        thumbnails: [],
      };
      return send(res, 201, {
        upload: { token, expires_at: new Date(upload.createdAt + STUB_UPLOAD_TOKEN_LIFE_MS).toISOString(), attachment, attachments: [attachment] },
      });
    }

    const deleteMatch = /^\/api\/v2\/uploads\/([^/]+)\.json$/.exec(url.pathname);
    if (method === 'DELETE' && deleteMatch) {
      if (identity.kind !== 'agent') return send(res, 403, { error: 'Forbidden', description: 'You do not have access to this page.' });
      const token = decodeURIComponent(deleteMatch[1]!);
      return uploads.delete(token) ? send(res, 204) : send(res, 404, { error: 'RecordNotFound', description: 'Not found' });
    }

    if (method === 'POST' && (url.pathname === '/api/v2/requests.json' || url.pathname === '/api/v2/tickets.json')) {
      const via = url.pathname === '/api/v2/tickets.json' ? 'tickets' : 'requests';
      let payload: unknown;
      try {
        payload = JSON.parse((await readBody(req)).toString('utf8')) as unknown;
      } catch {
        return send(res, 400, { error: 'InvalidJSON', description: 'The body is not JSON' });
      }
      if (via === 'tickets' && identity.kind !== 'agent')
        return identity.kind === 'anonymous' ? send(res, 401, { error: "Couldn't authenticate you" }) : send(res, 403, { error: 'Forbidden' });
      const record = isObject(payload) ? payload[via === 'tickets' ? 'ticket' : 'request'] : undefined;
      if (!isObject(record)) return send(res, 400, { error: 'InvalidJSON', description: `The body has no ${via === 'tickets' ? 'ticket' : 'request'}` });
      const comment = isObject(record.comment) ? record.comment : {};
      const details: Record<string, { description: string; error: string }[]> = {};
      const subject = typeof record.subject === 'string' ? record.subject : '';
      const body = typeof comment.body === 'string' ? comment.body : '';
      if (via === 'requests' && subject.trim() === '') details.subject = [{ description: 'Subject: cannot be blank', error: 'BlankValue' }];
      if (body.trim() === '') details.description = [{ description: 'Description: cannot be blank', error: 'BlankValue' }];
      const priority = typeof record.priority === 'string' ? record.priority : null;
      if (priority !== null && !PRIORITIES.includes(priority))
        details.priority = [{ description: `Priority: ${priority} is not valid`, error: 'InvalidValue' }];
      const sentRequester = isObject(record.requester) ? (record.requester as { name?: string; email?: string }) : null;
      let requester: StubRequest['requester'];
      if (identity.kind === 'agent' && via === 'requests') requester = { name: identity.name, email: identity.email };
      else if (sentRequester && typeof sentRequester.email === 'string' && /^[^@\s]+@[^@\s]+$/.test(sentRequester.email)) requester = sentRequester;
      else if (sentRequester) {
        details.requester = [{ description: 'Requester: Email is not properly formatted', error: 'InvalidValue' }];
        requester = null;
      } else if (identity.kind === 'agent') requester = { name: identity.name, email: identity.email };
      else {
        details.requester = [{ description: 'Requester: cannot be blank for an anonymous request', error: 'BlankValue' }];
        requester = null;
      }
      if (Object.keys(details).length > 0) return send(res, 422, invalid(details));
      const tokens = Array.isArray(comment.uploads) ? comment.uploads.filter((t): t is string => typeof t === 'string') : [];
      const attached = tokens.map(live).filter((u): u is StubUpload => u !== undefined);
      // An attached upload is consumed: its token names nothing any more.
      for (const u of attached) uploads.delete(u.token);
      const id = nextRequestId++;
      requests.push({
        id,
        via,
        subject,
        body,
        priority,
        requester,
        submitter: identity.kind === 'agent' ? identity.email : (requester?.email ?? null),
        collaborators: Array.isArray(record.collaborators) ? record.collaborators : [],
        emailCcs: Array.isArray(record.email_ccs) ? (record.email_ccs as StubRequest['emailCcs']) : [],
        // Not writable on the Requests API: dropped there.
        tags: via === 'tickets' && Array.isArray(record.tags) ? record.tags.filter((t): t is string => typeof t === 'string') : [],
        uploads: attached,
        authorization: req.headers.authorization ?? null,
      });
      const answerKey = via === 'tickets' ? 'ticket' : 'request';
      return send(res, 201, { [answerKey]: { id, url: `http://stub/api/v2/${via}/${id}.json`, subject, description: body, status: 'new', priority } });
    }

    return send(res, 404, { error: 'InvalidEndpoint', description: 'Not found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: 'StubFailure' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    uploads,
    requests,
    calls,
    /** The next call whose path starts with `prefix` answers `status` with `body`. */
    failNext(
      prefix: string,
      status: number,
      body: unknown = { error: 'InternalError', description: 'Injected failure' },
      headers: Record<string, string> = {},
    ) {
      failures.push({ prefix, status, body, headers });
    },
    /** The next `times` calls under `prefix` are refused as over the rate limit, with Retry-After in seconds. */
    rateLimitNext(prefix: string, retryAfterSeconds: number, times = 1) {
      for (let i = 0; i < times; i++) {
        failures.push({
          prefix,
          status: 429,
          body: { error: 'TooManyRequests', description: 'Rate limit exceeded' },
          headers: { 'retry-after': String(retryAfterSeconds) },
        });
      }
    },
    /** The next call under `prefix` fails validation with these field errors. */
    invalidNext(prefix: string, details: Record<string, { description: string; error: string }[]>) {
      failures.push({ prefix, status: 422, body: invalid(details), headers: {} });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type ZendeskStub = Awaited<ReturnType<typeof startZendeskStub>>;
