import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HELP_MESSAGES, type HelpContext, type HelpSearchPage, type HelpSettings, type HelpUpload } from '@outpost/contracts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { api, signInTechnician as technicianOnly } from '../tickets/tickets.fixtures.ts';
import { createHelpServices } from './help.module.ts';
import { PNG_BYTES, uploadHelpFile, validTicket } from './help.fixtures.ts';
import { routeLabel } from './providers/zendesk.provider.ts';
import { startZendeskStub, type ZendeskStub } from './zendesk.stub.ts';

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
  stub = await startZendeskStub({ credentials: { email: EMAIL, apiToken: API_TOKEN } });
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
    expect((await api(ctx, admin).post('/api/help/settings/test')).json()).toMatchObject({ ok: true, message: expect.stringContaining('Stub Agent') });
  });

  it('reports a refused token in the test, and only administrators see the settings', async () => {
    await useZendesk({ apiToken: 'wrong' });
    const test = (await api(ctx, admin).post('/api/help/settings/test')).json<{ ok: boolean; message: string }>();
    expect(test).toMatchObject({ ok: false, message: expect.stringContaining('401') });
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
    expect(stub.calls.at(-1)).toMatchObject({ path: '/api/v2/help_center/articles/search.json' });
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
      validTicket({ ticketPriority: 'URGENT', ticketPhoneNumber: '+44 20 7946 0958', ticketCallback: true, ticketCc: [{ user_email: colleague.email }], imageTokens: [png.token, log.token] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const request = stub.requests.at(-1)!;
    expect(response.json()).toMatchObject({ resultCode: 'SUCCESS', ticketId: String(request.id), url: `${stub.url}/hc/requests/${request.id}` });
    expect(request).toMatchObject({ subject: 'Backups of the file server fail', priority: 'urgent', requester: { email: tech.email }, collaborators: [colleague.email] });
    expect(request.tags).toEqual(['outpost_help_request', 'category_backup', 'callback_requested']);
    expect(request.body).toContain('Phone: +44 20 7946 0958');
    expect(request.uploads.map((u) => u.fileName)).toEqual(['screen.png', 'agent.txt']);
    expect(request.uploads[0]!.bytes.equals(PNG_BYTES)).toBe(true);
    expect(request.uploads[0]!.contentType).toBe('image/png');
    expect(await uploadedFiles()).toEqual(before);
  });

  it('shows the not-registered warning when Zendesk refuses the user, and removes the uploads there and here', async () => {
    const before = await uploadedFiles();
    const file = await upload('refused.txt', Buffer.from('x'));
    const providerToken = [...stub.uploads.keys()].at(-1)!;
    stub.failNext('/api/v2/requests.json', 401, { error: "Couldn't authenticate you" });
    const response = await api(ctx, tech).post('/api/help/tickets', validTicket({ imageTokens: [file.token] }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ resultCode: 'HELP_NOT_REGISTERED', message: HELP_MESSAGES.notRegistered });
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
        { dataDir: ctx.dataDir, environment: 'fed', uploadBlobs: { put: async () => 0, get: async () => null, delete: async () => undefined } },
      );
      await (await fed.settings.provider()).searchArticles({ query: 'printer', locale: 'en-us', page: 1, perPage: 5 });
      expect(federalStub.calls).toHaveLength(1);
    } finally {
      await federalStub.close();
    }
  });
});
