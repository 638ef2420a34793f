import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Node built-ins only: the Playwright journey imports this file as well as the server's tests.

export interface StubArticle {
  id: number;
  title: string;
  body: string;
  locale: string;
  label_names: string[];
  section_id: number;
}

export interface StubUpload {
  token: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface StubRequest {
  id: number;
  subject: string;
  body: string;
  priority: string | null;
  requester: { name?: string; email?: string } | null;
  collaborators: unknown[];
  tags: string[];
  uploads: StubUpload[];
  authorization: string | null;
}

export interface ZendeskStubOptions {
  /** When set, every call but article search must carry `{email}/token:{apiToken}` Basic auth. */
  credentials?: { email: string; apiToken: string };
  articles?: StubArticle[];
}

const DEFAULT_ARTICLES: StubArticle[] = [
  { id: 360001, title: 'Resetting a forgotten password', body: 'Use the reset link on the sign-in page to choose a new password.', locale: 'en-us', label_names: ['outpost'], section_id: 11 },
  { id: 360002, title: 'Restoring a deleted file', body: 'Restore deleted files from the backup browser; choose the revision to restore from.', locale: 'en-us', label_names: ['outpost-devices-id'], section_id: 12 },
  { id: 360003, title: 'Adding a printer', body: 'Printers are added from the device page <script>alert(1)</script> with the driver wizard.', locale: 'en-us', label_names: [], section_id: 13 },
];

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const send = (res: ServerResponse, status: number, body?: unknown) => {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A stub of the Zendesk API subset the help provider uses, on loopback: Help Center article
 * search (offset paging envelope, `<em>` snippets), Uploads (raw body, token, delete), Requests
 * (comment with upload tokens) and users/me, with Basic `email/token:` auth checked like
 * Zendesk and error bodies in its `{error, description}` shape. `failNext` injects one failure.
 */
export async function startZendeskStub(options: ZendeskStubOptions = {}) {
  const articles = options.articles ?? DEFAULT_ARTICLES;
  const uploads = new Map<string, StubUpload>();
  const requests: StubRequest[] = [];
  const calls: { method: string; path: string }[] = [];
  const failures: { prefix: string; status: number; body: unknown }[] = [];
  let nextRequestId = 1000;

  const expected = options.credentials ? `Basic ${Buffer.from(`${options.credentials.email}/token:${options.credentials.apiToken}`).toString('base64')}` : null;
  const authorised = (req: IncomingMessage) => expected === null || req.headers.authorization === expected;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stub');
    const method = req.method ?? 'GET';
    calls.push({ method, path: url.pathname });
    const failure = failures.findIndex((f) => url.pathname.startsWith(f.prefix));
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      await readBody(req);
      return send(res, f!.status, f!.body);
    }

    if (method === 'GET' && url.pathname === '/api/v2/help_center/articles/search.json') {
      const query = url.searchParams.get('query');
      const labels = url.searchParams.get('label_names');
      if (!query && !labels) return send(res, 400, { error: 'InvalidSearch', description: 'Provide a query, category, section or label_names' });
      const perPage = Number(url.searchParams.get('per_page') ?? 25);
      const page = Number(url.searchParams.get('page') ?? 1);
      if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) return send(res, 400, { error: 'InvalidPagination', description: 'per_page must be between 1 and 100' });
      const locale = url.searchParams.get('locale');
      const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const matching = articles.filter(
        (a) =>
          (!locale || a.locale === locale) &&
          (labels ? labels.split(',').some((l) => a.label_names.includes(l)) : words.every((w) => `${a.title} ${a.body}`.toLowerCase().includes(w))),
      );
      const results = matching.slice((page - 1) * perPage, page * perPage).map((a) => {
        let snippet = escapeHtml(a.body.slice(0, 160));
        for (const w of words) snippet = snippet.replace(new RegExp(`(${w.replace(/[^\p{L}\p{N}]/gu, '')})`, 'giu'), '<em>$1</em>');
        return { ...a, name: a.title, url: `http://stub/api/v2/help_center/articles/${a.id}.json`, html_url: `https://support.example.test/hc/${a.locale}/articles/${a.id}`, draft: false, result_type: 'article', snippet };
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

    if (!authorised(req)) {
      await readBody(req);
      return send(res, 401, { error: "Couldn't authenticate you" });
    }

    if (method === 'GET' && url.pathname === '/api/v2/users/me.json') {
      return send(res, 200, { user: expected ? { id: 42, name: 'Stub Agent', email: options.credentials!.email, role: 'agent' } : { id: null, name: 'Anonymous user', email: 'invalid@example.com', role: 'anonymous' } });
    }

    if (method === 'POST' && url.pathname === '/api/v2/uploads.json') {
      const fileName = url.searchParams.get('filename');
      const bytes = await readBody(req);
      if (!fileName) return send(res, 400, { error: 'InvalidEndpoint', description: 'filename is required' });
      const token = url.searchParams.get('token') ?? randomBytes(8).toString('hex');
      const upload = { token, fileName, contentType: String(req.headers['content-type'] ?? 'application/binary'), bytes };
      uploads.set(token, upload);
      const attachment = { id: uploads.size, file_name: fileName, content_url: `http://stub/attachments/${token}`, content_type: upload.contentType, size: bytes.length, thumbnails: [] };
      return send(res, 201, { upload: { token, attachment, attachments: [attachment] } });
    }

    const deleteMatch = /^\/api\/v2\/uploads\/([^/]+)$/.exec(url.pathname);
    if (method === 'DELETE' && deleteMatch) {
      const token = decodeURIComponent(deleteMatch[1]!);
      return uploads.delete(token) ? send(res, 204) : send(res, 404, { error: 'RecordNotFound', description: 'Not found' });
    }

    if (method === 'POST' && url.pathname === '/api/v2/requests.json') {
      let payload: { request?: { subject?: string; comment?: { body?: string; uploads?: string[] }; priority?: string; requester?: { name?: string; email?: string }; collaborators?: unknown[]; tags?: string[] } };
      try {
        payload = JSON.parse((await readBody(req)).toString('utf8')) as typeof payload;
      } catch {
        return send(res, 400, { error: 'InvalidJSON', description: 'The body is not JSON' });
      }
      const request = payload.request;
      const tokens = request?.comment?.uploads ?? [];
      if (!request?.subject || !request.comment?.body || tokens.some((t) => !uploads.has(t))) {
        return send(res, 422, { error: 'RecordInvalid', description: 'Record validation errors', details: { base: [{ description: 'Subject, comment and known upload tokens are required' }] } });
      }
      const id = nextRequestId++;
      requests.push({
        id,
        subject: request.subject,
        body: request.comment.body,
        priority: request.priority ?? null,
        requester: request.requester ?? null,
        collaborators: request.collaborators ?? [],
        tags: request.tags ?? [],
        uploads: tokens.map((t) => uploads.get(t)!),
        authorization: req.headers.authorization ?? null,
      });
      return send(res, 201, { request: { id, url: `http://stub/api/v2/requests/${id}.json`, subject: request.subject, description: request.comment.body, status: 'new', priority: request.priority ?? null } });
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
    failNext(prefix: string, status: number, body: unknown = { error: 'InternalError', description: 'Injected failure' }) {
      failures.push({ prefix, status, body });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type ZendeskStub = Awaited<ReturnType<typeof startZendeskStub>>;
