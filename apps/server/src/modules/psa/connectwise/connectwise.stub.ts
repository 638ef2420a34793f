import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStubConditions } from './connectwise.stub-conditions.ts';
import { defaultStubData, type StubData, type StubRecord } from './connectwise.stub-fixtures.ts';

// Node built-ins only: the Playwright journey, the benchmark and the demo import this file too.

export interface StubCredentials {
  companyId: string;
  publicKey: string;
  privateKey: string;
  clientId: string;
}

export interface StubRequestLog {
  method: string;
  path: string;
  query: Record<string, string>;
  forwardOnly: boolean;
  status: number;
  /** Arrived while a Retry-After the stub had given was still running. */
  early: boolean;
  at: number;
}

export interface ConnectWiseStubOptions {
  credentials?: StubCredentials;
  codebase?: string;
  data?: StubData;
  /** For random 429s: a seeded source keeps a benchmark repeatable. */
  random?: () => number;
  /**
   * Retry-After is sent as seconds × this (decimal seconds below 1): the scaled-down benchmark's
   * waits. ConnectWise itself sends whole seconds; 1 (the default) is that.
   */
  retryAfterScale?: number;
}

type Handler = (ctx: { url: URL; m: RegExpExecArray; body: unknown; forwardOnly: boolean }) => [number, unknown?, Record<string, string>?];

const DEFAULTS: StubCredentials = {
  companyId: 'outpostdemo',
  publicKey: 'demo-public',
  privateKey: 'demo-private',
  clientId: '5f3c0c8e-0d1f-4a3e-9a53-0c1d9e6c2b11',
};

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const invalid = (field: string, message: string) => ({
  code: 'InvalidObject',
  message: 'configuration object is invalid',
  errors: [{ code: 'InvalidField', message, resource: 'configuration', field }],
});

/**
 * A ConnectWise Manage stub on loopback speaking the subset Outpost uses (psa-apis.md §1): company
 * info and codebase, Basic `company+public:private` auth and the clientId header, companies (types
 * and statuses), sites, configuration types and statuses, configurations (GET/POST/PATCH),
 * agreements with types and additions, the product catalog; `conditions`/`childConditions`;
 * navigable paging and forward-only paging (`pagination-type: forward-only`, `pageId`). Faults on
 * demand: 429s with or without Retry-After (in a row or at random), a codebase change, slow
 * answers, a connection dropped before or after a write is applied. It logs every request and
 * marks the ones that came before a Retry-After it had given had passed.
 */
export async function startConnectWiseStub(options: ConnectWiseStubOptions = {}) {
  const credentials = options.credentials ?? DEFAULTS;
  const data = options.data ?? defaultStubData();
  const random = options.random ?? Math.random;
  const retryScale = options.retryAfterScale ?? 1;
  const expectedAuth = `Basic ${Buffer.from(`${credentials.companyId}+${credentials.publicKey}:${credentials.privateKey}`).toString('base64')}`;
  let codebase = options.codebase ?? 'v2025_1/';
  const requests: StubRequestLog[] = [];
  let retryUntil = 0;
  let throttleQueue: (number | null)[] = [];
  let randomThrottle: { share: number; minSeconds: number; maxSeconds: number } | null = null;
  let slowMs = 0;
  let drop: { after: number; applied: boolean } | null = null;
  let nextId = 20_000;

  const found = (list: StubRecord[], id: number) => list.find((r) => r.id === id);
  const nameOf = (list: StubRecord[], id: unknown) => {
    const r = typeof id === 'number' ? found(list, id) : undefined;
    return r ? String(r.name ?? r.description ?? '') : undefined;
  };

  /** The stub's paging: navigable by page number, or forward-only by id after pageId. */
  function page(url: URL, all: StubRecord[], forwardOnly: boolean): [number, unknown, Record<string, string>] {
    const size = Math.min(1000, Math.max(1, Number(url.searchParams.get('pageSize') ?? 25) || 25));
    let records = all;
    try {
      const conditions = url.searchParams.get('conditions');
      if (conditions) records = records.filter(parseStubConditions(conditions));
      const child = url.searchParams.get('childConditions');
      if (child) records = records.filter(parseStubConditions(child));
    } catch (error) {
      return [400, { code: 'InvalidFilter', message: `The conditions could not be read: ${(error as Error).message}`, errors: null }, {}];
    }
    const self = `${url.origin}${url.pathname}`;
    if (forwardOnly) {
      const after = Number(url.searchParams.get('pageId') ?? 0) || 0;
      const slice = [...records]
        .sort((a, b) => a.id - b.id)
        .filter((r) => r.id > after)
        .slice(0, size);
      const headers: Record<string, string> = {};
      if (slice.length > 0) headers.link = `<${self}?pageSize=${size}&pageId=${slice.at(-1)!.id}>; rel="next"`;
      return [200, slice, headers];
    }
    const pageNo = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const last = Math.max(1, Math.ceil(records.length / size));
    const links = [`<${self}?pageSize=${size}&page=1>; rel="first"`, `<${self}?pageSize=${size}&page=${last}>; rel="last"`];
    if (pageNo < last) links.push(`<${self}?pageSize=${size}&page=${pageNo + 1}>; rel="next"`);
    return [200, records.slice((pageNo - 1) * size, pageNo * size), { link: links.join(', ') }];
  }

  function configurationFrom(body: Record<string, unknown>, existing?: StubRecord): [number, unknown] {
    const merged: Record<string, unknown> = { ...existing, ...body };
    if (typeof merged.name !== 'string' || merged.name.trim() === '') return [400, invalid('name', 'The name field is required.')];
    if (merged.name.length > 100) return [400, invalid('name', 'The name must be 100 characters or less.')];
    const typeId = (merged.type as { id?: unknown } | undefined)?.id;
    const typeName = nameOf(data.configurationTypes, typeId);
    if (!typeName) return [400, invalid('type', 'The configuration type was not found.')];
    const companyId = (merged.company as { id?: unknown } | undefined)?.id;
    const company = typeof companyId === 'number' ? found(data.companies, companyId) : undefined;
    if (!company) return [400, invalid('company', 'The company was not found.')];
    const siteId = (merged.site as { id?: unknown } | null | undefined)?.id;
    if (siteId !== undefined && siteId !== null) {
      const site = found(data.sites, siteId as number);
      if (!site || (site.company as { id: number }).id !== company.id) return [400, invalid('site', 'The site does not belong to the company.')];
      merged.site = { id: site.id, name: site.name };
    }
    if (body.questions !== undefined) {
      // Answers are kept per question: a write names the questions it answers, the others keep theirs.
      if (!Array.isArray(body.questions)) return [400, invalid('questions', 'The questions must be a list.')];
      const answers = new Map(
        ((existing?.questions as { questionId: number; question: unknown; answer: unknown }[] | undefined) ?? []).map((q) => [q.questionId, q]),
      );
      for (const answer of body.questions as { questionId?: unknown; answer?: unknown }[]) {
        const question = data.configurationQuestions.find((q) => q.id === answer.questionId && (q.configurationType as { id: unknown }).id === typeId);
        if (!question) return [400, invalid('questions', `Question ${String(answer.questionId)} is not a question of the configuration type.`)];
        answers.set(question.id, { questionId: question.id, question: question.question, answer: answer.answer ?? null });
      }
      merged.questions = [...answers.values()].sort((a, b) => a.questionId - b.questionId);
    }
    const statusId = (merged.status as { id?: unknown } | undefined)?.id;
    merged.status = statusId === undefined ? { id: 1, name: 'Active' } : { id: statusId, name: nameOf(data.configurationStatuses, statusId) ?? '' };
    merged.type = { id: typeId, name: typeName };
    merged.company = { id: company.id, identifier: company.identifier, name: company.name };
    return [200, merged];
  }

  const routes: { method: string; pattern: RegExp; handle: Handler }[] = [];
  const route = (method: string, pattern: RegExp, handle: Handler) => routes.push({ method, pattern, handle });
  const list = (pattern: RegExp, records: (m: RegExpExecArray) => StubRecord[]) =>
    route('GET', pattern, ({ url, m, forwardOnly }) => page(url, records(m), forwardOnly));

  route('GET', /^system\/info$/, () => [200, { version: 'v2025.1.99999', isCloud: true, serverTimeZone: 'Eastern Standard Time', cloudRegion: 'NA' }]);
  list(/^company\/companies$/, () => data.companies);
  route('GET', /^company\/companies\/count$/, () => [200, { count: data.companies.length }]);
  list(/^company\/companies\/types$/, () => data.companyTypes);
  list(/^company\/companies\/statuses$/, () => data.companyStatuses);
  list(/^company\/companies\/(\d+)\/sites$/, (m) => data.sites.filter((site) => (site.company as { id: number }).id === Number(m[1])));
  list(/^company\/configurations\/types$/, () => data.configurationTypes);
  list(/^company\/configurations\/statuses$/, () => data.configurationStatuses);
  list(/^company\/configurations\/types\/(\d+)\/questions$/, (m) =>
    data.configurationQuestions.filter((q) => (q.configurationType as { id: number }).id === Number(m[1])),
  );
  list(/^finance\/agreements\/types$/, () => data.agreementTypes);
  list(/^finance\/agreements$/, () => data.agreements);
  list(/^procurement\/catalog$/, () => data.catalog);
  list(/^service\/boards$/, () => data.boards);
  list(/^company\/configurations$/, () => data.configurations);
  route('GET', /^company\/configurations\/(\d+)$/, ({ m }) => {
    const record = found(data.configurations, Number(m[1]));
    return record ? [200, record] : [404, { code: 'NotFound', message: 'Configuration not found', errors: null }];
  });
  route('POST', /^company\/configurations$/, ({ body }) => {
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return [400, { code: 'InvalidObject', message: 'The request body is not a configuration', errors: null }];
    const [status, result] = configurationFrom(body as Record<string, unknown>);
    if (status !== 200) return [status, result];
    const record = { ...(result as object), id: nextId++ } as StubRecord;
    data.configurations.push(record);
    return [201, record];
  });
  route('PATCH', /^company\/configurations\/(\d+)$/, ({ m, body }) => {
    const existing = found(data.configurations, Number(m[1]));
    if (!existing) return [404, { code: 'NotFound', message: 'Configuration not found', errors: null }];
    if (!Array.isArray(body)) return [400, { code: 'InvalidObject', message: 'A PATCH body is a list of operations', errors: null }];
    const changes: Record<string, unknown> = {};
    for (const op of body as { op?: unknown; path?: unknown; value?: unknown }[]) {
      if (op.op !== 'replace' || typeof op.path !== 'string' || op.path.includes('/identifier'))
        return [400, { code: 'InvalidObject', message: `Unsupported operation on ${String(op.path)}`, errors: null }];
      changes[op.path.replace(/^\//, '')] = op.value;
    }
    const [status, result] = configurationFrom(changes, existing);
    if (status !== 200) return [status, result];
    Object.assign(existing, result);
    return [200, existing];
  });
  // ---- service tickets and contacts ----
  const ticketInvalid = (field: string, message: string) => ({
    code: 'InvalidObject',
    message: 'ticket object is invalid',
    errors: [{ code: 'InvalidField', message, resource: 'ticket', field }],
  });
  list(/^service\/tickets$/, () => data.tickets);
  route('GET', /^service\/tickets\/(\d+)$/, ({ m }) => {
    const record = found(data.tickets, Number(m[1]));
    return record ? [200, record] : [404, { code: 'NotFound', message: 'Ticket not found', errors: null }];
  });
  route('POST', /^service\/tickets$/, ({ body }) => {
    const b = (body ?? {}) as Record<string, unknown>;
    if (typeof b.summary !== 'string' || b.summary.trim() === '') return [400, ticketInvalid('summary', 'The summary field is required.')];
    if (b.summary.length > 100) return [400, ticketInvalid('summary', 'The summary must be 100 characters or less.')];
    const company = found(data.companies, (b.company as { id?: number } | undefined)?.id ?? -1);
    if (!company) return [400, ticketInvalid('company', 'The company was not found.')];
    const board = found(data.boards, (b.board as { id?: number } | undefined)?.id ?? data.boards[0]?.id ?? -1);
    if (!board) return [400, ticketInvalid('board', 'The board was not found.')];
    const contactId = (b.contact as { id?: number } | undefined)?.id;
    if (contactId !== undefined && !found(data.contacts, contactId)) return [400, ticketInvalid('contact', 'The contact was not found.')];
    const first = (board.statuses as { id: number; name: string }[])[0]!;
    const record: StubRecord = {
      id: nextId++,
      summary: b.summary,
      initialDescription: typeof b.initialDescription === 'string' ? b.initialDescription : '',
      company: { id: company.id, identifier: company.identifier, name: company.name },
      board: { id: board.id, name: board.name },
      status: { id: first.id, name: first.name },
      contact: contactId === undefined ? null : { id: contactId },
      contactEmailAddress: typeof b.contactEmailAddress === 'string' ? b.contactEmailAddress : null,
      externalXRef: typeof b.externalXRef === 'string' ? b.externalXRef : null,
      closedFlag: false,
    };
    data.tickets.push(record);
    return [201, record];
  });
  route('PATCH', /^service\/tickets\/(\d+)$/, ({ m, body }) => {
    const existing = found(data.tickets, Number(m[1]));
    if (!existing) return [404, { code: 'NotFound', message: 'Ticket not found', errors: null }];
    if (!Array.isArray(body)) return [400, { code: 'InvalidObject', message: 'A PATCH body is a list of operations', errors: null }];
    for (const op of body as { op?: unknown; path?: unknown; value?: unknown }[]) {
      if (op.op !== 'replace' || typeof op.path !== 'string' || op.path.replace(/^\//, '') !== 'summary')
        return [400, { code: 'InvalidObject', message: `Unsupported operation on ${String(op.path)}`, errors: null }];
      if (typeof op.value !== 'string' || op.value.trim() === '') return [400, ticketInvalid('summary', 'The summary field is required.')];
      if (op.value.length > 100) return [400, ticketInvalid('summary', 'The summary must be 100 characters or less.')];
      existing.summary = op.value;
    }
    return [200, existing];
  });
  list(/^company\/contacts$/, () => data.contacts);
  route('POST', /^company\/contacts$/, ({ body }) => {
    const b = (body ?? {}) as Record<string, unknown>;
    const company = found(data.companies, (b.company as { id?: number } | undefined)?.id ?? -1);
    if (typeof b.firstName !== 'string' || b.firstName.trim() === '') {
      return [
        400,
        {
          code: 'InvalidObject',
          message: 'contact object is invalid',
          errors: [{ code: 'InvalidField', message: 'The firstName field is required.', resource: 'contact', field: 'firstName' }],
        },
      ];
    }
    if (!company) {
      return [
        400,
        {
          code: 'InvalidObject',
          message: 'contact object is invalid',
          errors: [{ code: 'InvalidField', message: 'The company was not found.', resource: 'contact', field: 'company' }],
        },
      ];
    }
    const record: StubRecord = {
      id: nextId++,
      firstName: b.firstName,
      lastName: typeof b.lastName === 'string' ? b.lastName : '',
      company: { id: company.id, identifier: company.identifier, name: company.name },
      inactiveFlag: false,
      communicationItems: Array.isArray(b.communicationItems) ? b.communicationItems : [],
    };
    data.contacts.push(record);
    return [201, record];
  });
  /** Moves a ticket along its board, as a technician in ConnectWise would. */
  const setTicketStatus = (ticketId: number, statusName: string) => {
    const ticket = found(data.tickets, ticketId)!;
    const board = found(data.boards, (ticket.board as { id: number }).id)!;
    const status = (board.statuses as { id: number; name: string; closedStatus: boolean }[]).find((s) => s.name === statusName)!;
    ticket.status = { id: status.id, name: status.name };
    ticket.closedFlag = status.closedStatus;
  };

  list(/^finance\/agreements\/(\d+)\/additions$/, (m) => data.additions.filter((a) => a.agreementId === Number(m[1])));
  const additionInvalid = (field: string, message: string) => ({
    code: 'InvalidObject',
    message: 'addition object is invalid',
    errors: [{ code: 'InvalidField', message, resource: 'addition', field }],
  });
  const validQuantity = (q: unknown) => typeof q === 'number' && Number.isFinite(q) && q >= 0;
  route('POST', /^finance\/agreements\/(\d+)\/additions$/, ({ m, body }) => {
    if (!found(data.agreements, Number(m[1]))) return [404, { code: 'NotFound', message: 'Agreement not found', errors: null }];
    const b = (body ?? {}) as Record<string, unknown>;
    const productId = (b.product as { id?: unknown } | undefined)?.id;
    const product = typeof productId === 'number' ? found(data.catalog, productId) : undefined;
    if (!product) return [400, additionInvalid('product', 'The product was not found.')];
    if (!validQuantity(b.quantity)) return [400, additionInvalid('quantity', 'The quantity must be a number of at least 0.')];
    const record = {
      ...b,
      product: { id: product.id, identifier: product.identifier },
      id: nextId++,
      agreementId: Number(m[1]),
      cancelledDate: null,
    } as StubRecord;
    data.additions.push(record);
    return [201, record];
  });
  route('PATCH', /^finance\/agreements\/(\d+)\/additions\/(\d+)$/, ({ m, body }) => {
    const existing = data.additions.find((a) => a.id === Number(m[2]) && a.agreementId === Number(m[1]));
    if (!existing) return [404, { code: 'NotFound', message: 'Addition not found', errors: null }];
    if (!Array.isArray(body)) return [400, { code: 'InvalidObject', message: 'A PATCH body is a list of operations', errors: null }];
    for (const op of body as { op?: unknown; path?: unknown; value?: unknown }[]) {
      const field = typeof op.path === 'string' ? op.path.replace(/^\//, '') : '';
      if (op.op !== 'replace' || field !== 'quantity')
        return [400, { code: 'InvalidObject', message: `Unsupported operation on ${String(op.path)}`, errors: null }];
      if (!validQuantity(op.value)) return [400, additionInvalid('quantity', 'The quantity must be a number of at least 0.')];
      existing.quantity = op.value;
    }
    return [200, existing];
  });

  function answer(res: ServerResponse, log: StubRequestLog, status: number, body?: unknown, headers: Record<string, string> = {}) {
    log.status = status;
    const send = () => {
      if (body === undefined) res.writeHead(status, headers).end();
      else res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
    };
    if (slowMs > 0) setTimeout(send, slowMs);
    else send();
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      url.host = req.headers.host ?? url.host;
      const now = Date.now();
      const log: StubRequestLog = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        forwardOnly: req.headers['pagination-type'] === 'forward-only',
        status: 0,
        early: now < retryUntil,
        at: now,
      };
      requests.push(log);
      const text = await readBody(req);

      const info = /^\/login\/companyinfo\/([^/]+)$/.exec(url.pathname);
      if (info) {
        if (decodeURIComponent(info[1]!).toLowerCase() !== credentials.companyId.toLowerCase())
          return answer(res, log, 404, { code: 'NotFound', message: 'Company not found', errors: null });
        return answer(res, log, 200, {
          CompanyName: 'Outpost Demo MSP',
          Codebase: codebase,
          VersionCode: 'v2025.1',
          VersionNumber: 'v4.6.99999',
          CompanyID: credentials.companyId,
          IsCloud: true,
        });
      }

      const throttled =
        throttleQueue.length > 0
          ? { seconds: throttleQueue.shift()! }
          : randomThrottle && random() < randomThrottle.share
            ? { seconds: randomThrottle.minSeconds + Math.floor(random() * (randomThrottle.maxSeconds - randomThrottle.minSeconds + 1)) }
            : null;
      if (throttled) {
        if (throttled.seconds !== null) retryUntil = Math.max(retryUntil, Date.now() + throttled.seconds * retryScale * 1000);
        return answer(
          res,
          log,
          429,
          { code: 'TooManyRequests', message: 'Too many requests', errors: null },
          throttled.seconds === null ? {} : { 'retry-after': String(Math.round(throttled.seconds * retryScale * 1000) / 1000) },
        );
      }

      const prefix = `/${codebase}apis/3.0/`;
      if (!url.pathname.startsWith(prefix)) return answer(res, log, 404, { code: 'NotFound', message: 'The resource cannot be found.', errors: null });
      if (req.headers.authorization !== expectedAuth) return answer(res, log, 401, { code: 'Unauthorized', message: 'Authentication failed.', errors: null });
      if (req.headers.clientid !== credentials.clientId)
        return answer(res, log, 400, { code: 'InvalidClientId', message: 'A valid clientId is required on every request.', errors: null });
      const rest = url.pathname.slice(prefix.length);
      const method = req.method ?? 'GET';
      const match = routes.map((r) => ({ r, m: r.method === method ? r.pattern.exec(rest) : null })).find((x) => x.m);
      if (!match?.m) return answer(res, log, 404, { code: 'NotFound', message: 'The resource cannot be found.', errors: null });
      let body: unknown = null;
      if (text) {
        try {
          body = JSON.parse(text) as unknown;
        } catch {
          return answer(res, log, 400, { code: 'InvalidObject', message: 'The request body is not JSON', errors: null });
        }
      }
      const dropping = drop !== null && method !== 'GET' && requests.filter((r) => r.method !== 'GET').length > drop.after ? drop : null;
      if (dropping) drop = null;
      // Dropped before the write is kept (nothing happened) or after (kept, but the caller never hears of it).
      if (dropping && !dropping.applied) {
        log.status = -1;
        res.socket?.destroy();
        return;
      }
      const [status, out, headers] = match.r.handle({ url, m: match.m, body, forwardOnly: log.forwardOnly });
      if (dropping) {
        log.status = -1;
        res.socket?.destroy();
        return;
      }
      return answer(res, log, status, out, headers);
    })().catch((error: unknown) => {
      if (!res.headersSent)
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'ServerError', message: String(error), errors: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    data,
    requests,
    get codebase() {
      return codebase;
    },
    /** Requests that came before a Retry-After the stub had given had passed. */
    earlyRequests: () => requests.filter((r) => r.early),
    /** The next calls answer 429: one per entry, with that Retry-After (seconds), or none for null. */
    throttleNext(...retryAfterSeconds: (number | null)[]) {
      throttleQueue.push(...retryAfterSeconds);
    },
    /** A share of calls answers 429 with a Retry-After between min and max seconds; null stops it. */
    throttleRandomly(setting: { share: number; minSeconds: number; maxSeconds: number } | null) {
      randomThrottle = setting;
    },
    /** The site moves to another codebase: the old paths answer 404 from now on. */
    setTicketStatus,
    changeCodebase(next: string) {
      codebase = next;
    },
    slowAnswers(ms: number) {
      slowMs = ms;
    },
    /** The write after `after` more writes loses its connection; `applied`: the stub kept it all the same. */
    dropWrite(after: number, applied: boolean) {
      drop = { after: requests.filter((r) => r.method !== 'GET').length + after, applied };
    },
    resetLog() {
      requests.length = 0;
      throttleQueue = [];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type ConnectWiseStub = Awaited<ReturnType<typeof startConnectWiseStub>>;
