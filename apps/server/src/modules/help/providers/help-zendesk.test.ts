import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HELP_MESSAGES, type HelpContext, type HelpSearchPage, type HelpSettings, type HelpUpload } from '@outpost/contracts';
import { createOutboundGuard, OUTBOUND_OUTCOMES } from '../../../lib/outbound/index.ts';
import { createTestContext, signIn, TEST_OUTBOUND_ALLOW, type TestContext } from '../../../test/harness.ts';
import { api, signInTechnician as technicianOnly } from '../../tickets/tickets.fixtures.ts';
import { createHelpServices } from '../help.module.ts';
import { PNG_BYTES, uploadHelpFile, validTicket } from '../help.fixtures.ts';
import { routeLabel } from './zendesk.provider.ts';
import { startZendeskStub, type ZendeskStub } from './zendesk.stub.ts';
import { warnWith } from '../../../lib/logger.ts';

// One of the secrets that must never be answered or stored in clear.
const API_TOKEN = 'zd-Log-Secret-Token-7';
const EMAIL = 'agent@support.example.test';

type Caller = Awaited<ReturnType<typeof signIn>>;
/** A technician whose role grants nothing, with the e-mail address the tests copy and compare. */
const signInTechnician = async (ctx: TestContext, permissions: Parameters<typeof technicianOnly>[1]) => (await technicianOnly(ctx, permissions)) as Caller;

let ctx: TestContext;
let stub: ZendeskStub;
let admin: Caller;
let tech: Caller;
let colleague: Caller;

const uploadedFiles = async () => (await readdir(path.join(ctx.dataDir, 'uploads'))).filter((f) => !f.startsWith('.'));
const useZendesk = (extra: Record<string, unknown> = {}) =>
  api(ctx, admin).put('/api/help/settings', { provider: 'ZENDESK', zendesk: { baseUrl: `${stub.url}/`, email: EMAIL, apiToken: API_TOKEN, ...extra } });
const upload = async (name: string, bytes: Buffer) => {
  const response = await uploadHelpFile(ctx, tech, name, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<HelpUpload>();
};

beforeAll(async () => {
  ctx = await createTestContext();
  // The stub's upload clock is the server's: a test that moves one moves both.
  stub = await startZendeskStub({ credentials: { email: EMAIL, apiToken: API_TOKEN }, now: () => ctx.clock.now().getTime() });
  admin = await signIn(ctx);
  tech = await signInTechnician(ctx, []);
  colleague = await signInTechnician(ctx, []);
});
afterAll(async () => {
  await stub?.close();
  await ctx?.close();
});
beforeEach(async () => {
  expect((await useZendesk()).statusCode).toBe(200);
});

describe('Zendesk provider settings', () => {
  it('stores the API token sealed and never answers it', async () => {
    const settings = (await api(ctx, admin).get('/api/help/settings')).json<HelpSettings>();
    expect(settings).toMatchObject({ provider: 'ZENDESK', zendesk: { baseUrl: stub.url, email: EMAIL, apiTokenSet: true } });
    expect(JSON.stringify(settings)).not.toContain(API_TOKEN);
    const rows = (await ctx.database.db.execute(sql`select * from help_settings`)) as unknown as { rows: unknown[] };
    expect(JSON.stringify(rows.rows)).not.toContain(API_TOKEN);
    // Left out keeps it.
    await api(ctx, admin).put('/api/help/settings', { provider: 'ZENDESK', zendesk: { baseUrl: stub.url, email: EMAIL } });
    const test = (await api(ctx, admin).post('/api/help/settings/test')).json<{ ok: boolean; message: string }>();
    // The answer names no field of what came back (the user's name): fixed words only.
    expect(test).toEqual({ ok: true, message: `${OUTBOUND_OUTCOMES.CONNECTED} to ${stub.url} and signed in.`, testedAt: expect.any(String) });
  });

  it('refuses at save a base URL with a fragment, credentials or a query, which would aim the calls elsewhere', async () => {
    for (const baseUrl of [`${stub.url}#`, `${stub.url}/#x`, `http://user:pass@127.0.0.1:1`, `${stub.url}/?next=`]) {
      const response = await api(ctx, admin).put('/api/help/settings', { provider: 'ZENDESK', zendesk: { baseUrl, email: EMAIL, apiToken: API_TOKEN } });
      expect(response.statusCode, baseUrl).toBe(400);
      expect(JSON.stringify(response.json()), baseUrl).toMatch(/Leave the (#fragment|user name and password|\?query) out/);
    }
  });

  it('asks for the token again when the address changes, so it is never sent to the new host', async () => {
    const moved = await api(ctx, admin).put('/api/help/settings', {
      provider: 'ZENDESK',
      zendesk: { baseUrl: stub.url.replace('127.0.0.1', 'localhost'), email: EMAIL },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ fields: { 'zendesk.apiToken': [expect.stringMatching(/^Enter it again/)] } });
    const federal = await api(ctx, admin).put('/api/help/settings', {
      provider: 'ZENDESK',
      zendesk: { baseUrl: stub.url, federalBaseUrl: 'https://fed.example.test', email: EMAIL },
    });
    expect(federal.statusCode).toBe(400);
    expect((await api(ctx, admin).get('/api/help/settings')).json<HelpSettings>().zendesk.baseUrl).toBe(stub.url);
  });

  it('shows nothing of a failing answer: no status text, no error or description field', async () => {
    stub.failNext('/api/v2/users/me.json', 500, { error: 'internal-field-secret', description: 'reflected-description' });
    const test = (await api(ctx, admin).post('/api/help/settings/test')).json<{ ok: boolean; message: string }>();
    expect(test).toMatchObject({ ok: false, message: `${stub.url}: ${OUTBOUND_OUTCOMES.UNEXPECTED_ANSWER}` });
  });

  it('reports a refused token in the test, and only administrators see the settings', async () => {
    await useZendesk({ apiToken: 'wrong' });
    const test = (await api(ctx, admin).post('/api/help/settings/test')).json<{ ok: boolean; message: string }>();
    expect(test).toMatchObject({ ok: false, message: `${stub.url}: ${OUTBOUND_OUTCOMES.AUTH_FAILED}` });
    expect((await api(ctx, admin).get('/api/help/settings')).json<HelpSettings>().lastTest).toMatchObject({ ok: false });
    expect((await api(ctx, tech).get('/api/help/settings')).statusCode).toBe(403);
    expect((await api(ctx, admin).put('/api/help/settings', { provider: 'ZENDESK', zendesk: { baseUrl: 'ftp://x.test' } })).statusCode).toBe(400);
  });

  it('tells the panel where the provider’s help centre is', async () => {
    expect((await api(ctx, tech).get('/api/help/context')).json<HelpContext>()).toMatchObject({ provider: 'ZENDESK', helpCentreUrl: `${stub.url}/hc/en-us` });
  });
});

describe('Zendesk articles', () => {
  it('searches the Help Center and answers safe snippets and web links only', async () => {
    const page = (await api(ctx, tech).get('/api/help/articles/search?query=printer')).json<HelpSearchPage>();
    expect(page).toMatchObject({ count: 1, page: 1 });
    const hit = page.results[0]!;
    expect(hit).toMatchObject({ id: 360003, name: 'Adding a printer', html_url: 'https://support.example.test/hc/en-us/articles/360003' });
    expect(hit.snippet).toContain('<em>Printer</em>');
    expect(hit.snippet).not.toContain('<script');
    // Searched as an anonymous visitor, then the section names looked up the same way.
    expect(stub.calls.slice(-2)).toEqual([
      { method: 'GET', path: '/api/v2/help_center/articles/search.json', identity: 'anonymous' },
      { method: 'GET', path: '/api/v2/help_center/en-us/sections.json', identity: 'anonymous' },
    ]);
  });

  it('answers an empty list for empty input without calling Zendesk, and any text otherwise', async () => {
    const calls = stub.calls.length;
    expect((await api(ctx, tech).get('/api/help/articles/search?query=%20')).json<HelpSearchPage>().count).toBe(0);
    expect(stub.calls.length).toBe(calls);
    for (const query of ['"&|!(', 'x'.repeat(10_000), '復元']) {
      expect((await api(ctx, tech).get(`/api/help/articles/search?query=${encodeURIComponent(query)}`)).statusCode).toBe(200);
    }
  });

  it('suggests articles labelled for the route', async () => {
    expect(routeLabel('/devices/$id')).toBe('outpost-devices-id');
    const response = await api(ctx, tech).get(`/api/help/articles/suggested?route=${encodeURIComponent('/devices/$id')}`);
    expect(response.json<{ results: { id: number }[] }>().results.map((r) => r.id)).toEqual([360002]);
  });

  it('answers 502 in the error shape when Zendesk fails', async () => {
    stub.failNext('/api/v2/help_center', 500);
    const response = await api(ctx, tech).get('/api/help/articles/search?query=printer');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ resultCode: 'HELP_PROVIDER_FAILED' });
  });
});

describe('Zendesk tickets', () => {
  it('uploads each file for a token and sends the request with them; local copies go once sent', async () => {
    const before = await uploadedFiles();
    const png = await upload('screen.png', PNG_BYTES);
    const log = await upload('agent.txt', Buffer.from('line one\nline two\n'));
    expect(stub.uploads.size).toBeGreaterThanOrEqual(2);
    const response = await api(ctx, tech).post(
      '/api/help/tickets',
      validTicket({
        ticketPriority: 'URGENT',
        ticketPhoneNumber: '+44 20 7946 0958',
        ticketCallback: true,
        ticketCc: [{ user_email: colleague.email }],
        imageTokens: [png.token, log.token],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const request = stub.requests.at(-1)!;
    expect(response.json()).toMatchObject({ resultCode: 'SUCCESS', ticketId: String(request.id), url: `${stub.url}/hc/requests/${request.id}` });
    expect(request).toMatchObject({ subject: 'Backups of the file server fail', priority: 'urgent', requester: { email: tech.email } });
    expect(request.emailCcs.map((c) => c.user_email)).toEqual([colleague.email]);
    expect(request.tags).toEqual(['outpost_help_request', 'category_backup', 'callback_requested']);
    expect(request.body).toContain('Phone: +44 20 7946 0958');
    expect(request.uploads.map((u) => u.fileName)).toEqual(['screen.png', 'agent.txt']);
    expect(request.uploads[0]!.bytes.equals(PNG_BYTES)).toBe(true);
    expect(request.uploads[0]!.contentType).toBe('image/png');
    expect(await uploadedFiles()).toEqual(before);
  });

  it('tells of refused credentials in the administrator’s words, not as the user not being registered, and removes the uploads', async () => {
    const before = await uploadedFiles();
    const file = await upload('refused.txt', Buffer.from('x'));
    const providerToken = [...stub.uploads.keys()].at(-1)!;
    stub.failNext('/api/v2/tickets.json', 401, { error: "Couldn't authenticate you" });
    const response = await api(ctx, tech).post('/api/help/tickets', validTicket({ imageTokens: [file.token] }));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ resultCode: 'HELP_PROVIDER_FAILED', message: HELP_MESSAGES.credentialsRefused });
    expect(response.body).not.toContain(HELP_MESSAGES.notRegistered);
    expect(stub.uploads.has(providerToken)).toBe(false);
    expect(await uploadedFiles()).toEqual(before);
  });

  it('answers 502 and leaves nothing behind when the upload to Zendesk fails', async () => {
    const before = await uploadedFiles();
    stub.failNext('/api/v2/uploads.json', 500);
    const response = await uploadHelpFile(ctx, tech, 'lost.txt', Buffer.from('x'));
    expect(response.statusCode).toBe(502);
    expect(await uploadedFiles()).toEqual(before);
  });

  it('removes a file from Zendesk when the user takes it off the ticket', async () => {
    const file = await upload('removed.txt', Buffer.from('x'));
    const providerToken = [...stub.uploads.keys()].at(-1)!;
    expect((await api(ctx, tech).delete(`/api/help/uploads/${file.token}`)).statusCode).toBe(204);
    expect(stub.uploads.has(providerToken)).toBe(false);
  });

  it('refuses files uploaded while another provider was chosen', async () => {
    await api(ctx, admin).put('/api/help/settings', { provider: 'BUILT_IN' });
    const file = await upload('built-in.txt', Buffer.from('x'));
    await useZendesk();
    const response = await api(ctx, tech).post('/api/help/tickets', validTicket({ imageTokens: [file.token] }));
    expect(response.statusCode).toBe(400);
  });

  it('uses the federal host in a federal environment', async () => {
    const federalStub = await startZendeskStub({ credentials: { email: EMAIL, apiToken: API_TOKEN } });
    try {
      await useZendesk({ federalBaseUrl: federalStub.url });
      const fed = createHelpServices(
        ctx.database.db,
        ctx.clock,
        { settings: ctx.services.settings, pipeline: ctx.services.serviceDesk.pipeline },
        {
          dataDir: ctx.dataDir,
          environment: 'fed',
          uploadBlobs: { put: async () => 0, get: async () => null, delete: async () => undefined },
          outbound: createOutboundGuard({ allow: TEST_OUTBOUND_ALLOW }),
          log: warnWith(ctx.services.logger),
        },
      );
      await (await fed.settings.provider()).searchArticles({ query: 'printer', locale: 'en-us', page: 1, perPage: 5 });
      expect(federalStub.calls.map((c) => c.path)).toContain('/api/v2/help_center/articles/search.json');
    } finally {
      await federalStub.close();
    }
  });
});

describe('Zendesk through the production guard (no allow-list)', () => {
  let guarded: TestContext;
  let local: ZendeskStub;
  beforeAll(async () => {
    guarded = await createTestContext({ outboundAllow: '' });
    local = await startZendeskStub({ credentials: { email: EMAIL, apiToken: API_TOKEN } });
  });
  afterAll(async () => {
    await local?.close();
    await guarded?.close();
  });

  it('refuses a provider on loopback or at the metadata address: the test says so and nothing is called', async () => {
    const administrator = await signIn(guarded);
    for (const baseUrl of [local.url, local.url.replace('127.0.0.1', 'localhost'), 'https://169.254.169.254', 'https://[::ffff:127.0.0.1]:1']) {
      expect(
        (await api(guarded, administrator).put('/api/help/settings', { provider: 'ZENDESK', zendesk: { baseUrl, email: EMAIL, apiToken: API_TOKEN } }))
          .statusCode,
      ).toBe(200);
      const test = (await api(guarded, administrator).post('/api/help/settings/test')).json<{ ok: boolean; message: string }>();
      expect(test, baseUrl).toMatchObject({ ok: false, message: `${baseUrl}: ${OUTBOUND_OUTCOMES.REFUSED_BY_GUARD}` });
    }
    expect(local.calls).toEqual([]);
  });
});

// Issue 30: the provider against a stub that follows Zendesk's documented rules (see zendesk.stub.ts).
describe('Zendesk as it documents itself', () => {
  const ticketFiles = async () => [await upload('screen.png', PNG_BYTES), await upload('agent.txt', Buffer.from('line one\n'))];

  it('makes the Outpost user the requester, through the agent Tickets API', async () => {
    const response = await api(ctx, tech).post('/api/help/tickets', validTicket());
    expect(response.statusCode, response.body).toBe(201);
    const request = stub.requests.at(-1)!;
    expect(request.requester).toMatchObject({ email: tech.email, name: expect.any(String) });
    expect(request.requester!.email).not.toBe(EMAIL);
    expect(request.submitter).toBe(EMAIL);
  });

  it('shows no agents-only article in the panel, by search or by suggestion', async () => {
    const page = (await api(ctx, tech).get('/api/help/articles/search?query=printer')).json<HelpSearchPage>();
    expect(page.results.map((r) => r.id)).toEqual([360003]);
    expect(JSON.stringify(page)).not.toContain('Internal');
    const suggested = (await api(ctx, tech).get(`/api/help/articles/suggested?route=${encodeURIComponent('/devices/$id')}`)).json<{
      results: { id: number }[];
    }>();
    expect(suggested.results.map((r) => r.id)).toEqual([360002]);
  });

  it('names the article’s section, not its number', async () => {
    const page = (await api(ctx, tech).get('/api/help/articles/search?query=printer')).json<HelpSearchPage>();
    expect(page.results[0]).toMatchObject({ id: 360003, section: 'Devices' });
  });

  it('sends the tags where Zendesk keeps them, and the CCs as e-mail CCs', async () => {
    const response = await api(ctx, tech).post(
      '/api/help/tickets',
      validTicket({ ticketCallback: true, ticketPhoneNumber: '+44 20 7946 0958', ticketCc: [{ user_email: colleague.email }] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const request = stub.requests.at(-1)!;
    expect(request.tags).toEqual(['outpost_help_request', 'category_backup', 'callback_requested']);
    expect(request.emailCcs).toEqual([expect.objectContaining({ user_email: colleague.email })]);
    expect(request.collaborators).toEqual([]);
  });

  it('waits out a short Retry-After once and answers the search', async () => {
    stub.rateLimitNext('/api/v2/help_center/articles/search.json', 1);
    const started = Date.now();
    const response = await api(ctx, tech).get('/api/help/articles/search?query=printer');
    expect(response.statusCode, response.body).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(response.json<HelpSearchPage>().results.map((r) => r.id)).toEqual([360003]);
  });

  it('answers a search over a long Retry-After as busy, with the seconds, without waiting', async () => {
    stub.rateLimitNext('/api/v2/help_center/articles/search.json', 30);
    const started = Date.now();
    const response = await api(ctx, tech).get('/api/help/articles/search?query=printer');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ resultCode: 'RATE_LIMITED', message: HELP_MESSAGES.busy(30) });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('keeps the ticket’s files on a long rate limit, says when to try again, and sends them on the next try', async () => {
    const files = await ticketFiles();
    const before = await uploadedFiles();
    const zendeskTokens = [...stub.uploads.keys()].slice(-2);
    stub.rateLimitNext('/api/v2/tickets.json', 120);
    const busy = await api(ctx, tech).post('/api/help/tickets', validTicket({ imageTokens: files.map((f) => f.token) }));
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({ resultCode: 'RATE_LIMITED', message: HELP_MESSAGES.busy(120) });
    expect(zendeskTokens.every((t) => stub.uploads.has(t))).toBe(true);
    expect(await uploadedFiles()).toEqual(before);
    const sent = await api(ctx, tech).post('/api/help/tickets', validTicket({ imageTokens: files.map((f) => f.token) }));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(stub.requests.at(-1)!.uploads.map((u) => u.fileName)).toEqual(['screen.png', 'agent.txt']);
  });

  it('answers Zendesk’s field errors on the form’s fields for a 422, the others in words, keeping the files to send again', async () => {
    const [file] = await ticketFiles();
    const before = await uploadedFiles();
    stub.invalidNext('/api/v2/tickets.json', {
      subject: [{ description: 'Subject: is too long for the desk', error: 'InvalidValue' }],
      base: [{ description: 'A\u0007bell', error: 'X' }],
    });
    const response = await api(ctx, tech).post('/api/help/tickets', validTicket({ imageTokens: [file!.token] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.objectContaining({
        resultCode: 'VALIDATION_FAILED',
        message: `${HELP_MESSAGES.ticketRefused} A bell`,
        fields: { ticketSubject: ['Subject: is too long for the desk'] },
      }),
    );
    expect(await uploadedFiles()).toEqual(before);
    expect((await api(ctx, tech).post('/api/help/tickets', validTicket({ imageTokens: [file!.token] }))).statusCode).toBe(201);
    expect(stub.requests.at(-1)!.uploads.map((u) => u.fileName)).toEqual(['screen.png']);
  });

  it('says the credentials are refused when the stored token is wrong, not that the user is unregistered', async () => {
    await useZendesk({ apiToken: 'wrong-token' });
    const response = await api(ctx, tech).post('/api/help/tickets', validTicket());
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: HELP_MESSAGES.credentialsRefused });
  });

  it('uploads a file again when its Zendesk token has outlived its 60 minutes', async () => {
    const [file] = await ticketFiles();
    ctx.clock.advance(61 * 60_000);
    const response = await api(ctx, tech).post('/api/help/tickets', validTicket({ imageTokens: [file!.token] }));
    expect(response.statusCode, response.body).toBe(201);
    const request = stub.requests.at(-1)!;
    expect(request.uploads.map((u) => u.fileName)).toEqual(['screen.png']);
    expect(request.uploads[0]!.bytes.equals(PNG_BYTES)).toBe(true);
  });

  it('refuses at save a plain http address (the token would travel in clear) and one with a path', async () => {
    const plain = await api(ctx, admin).put('/api/help/settings', {
      provider: 'ZENDESK',
      zendesk: { baseUrl: 'http://example.zendesk.com', email: EMAIL, apiToken: API_TOKEN },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.body).toContain('Use an https:// address');
    const path = await api(ctx, admin).put('/api/help/settings', {
      provider: 'ZENDESK',
      zendesk: { baseUrl: 'https://example.zendesk.com/hc/en-us', email: EMAIL, apiToken: API_TOKEN },
    });
    expect(path.statusCode).toBe(400);
    expect(path.body).toContain('Leave the path (/hc/en-us) out');
    expect((await api(ctx, admin).get('/api/help/settings')).json<HelpSettings>().zendesk.baseUrl).toBe(stub.url);
  });

  it('removes an upload at Zendesk by its documented address', async () => {
    const file = await upload('gone.txt', Buffer.from('x'));
    const providerToken = [...stub.uploads.keys()].at(-1)!;
    expect((await api(ctx, tech).delete(`/api/help/uploads/${file.token}`)).statusCode).toBe(204);
    expect(stub.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/api/v2/uploads/${providerToken}.json` });
    expect(stub.uploads.has(providerToken)).toBe(false);
  });
});
