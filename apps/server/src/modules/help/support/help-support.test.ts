import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HELP_ATTACHMENT_MAX_BYTES,
  HELP_MESSAGES,
  helpTicketSchema,
  type HelpContext,
  type HelpTicketResult,
  type HelpUpload,
  type SessionUser,
} from '@outpost/contracts';
import { createOutboundGuard } from '../../../lib/outbound/index.ts';
import { createTestContext, signIn, TEST_OUTBOUND_ALLOW, type TestContext } from '../../../test/harness.ts';
import { api, signInTechnician as technicianOnly, type TicketBody } from '../../tickets/tickets.fixtures.ts';
import { createHelpServices } from '../help.module.ts';
import { MOV_BYTES, PNG_BYTES, uploadHelpFile, validTicket } from '../help.fixtures.ts';
import { warnWith } from '../../../lib/logger.ts';

type Caller = Awaited<ReturnType<typeof signIn>>;
/** A technician whose role grants nothing, with the e-mail address the tests copy and compare. */
const signInTechnician = async (ctx: TestContext, permissions: Parameters<typeof technicianOnly>[1]) => (await technicianOnly(ctx, permissions)) as Caller;

let ctx: TestContext;
let admin: Caller;
let tech: Caller;
let colleague: { id: number; email: string };

const uploadedFiles = async () => (await readdir(path.join(ctx.dataDir, 'uploads'))).filter((f) => !f.startsWith('.'));
const upload = async (who: Caller, name: string, bytes: Buffer) => {
  const response = await uploadHelpFile(ctx, who, name, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<HelpUpload>();
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  tech = await signInTechnician(ctx, []);
  const other = await signInTechnician(ctx, []);
  colleague = { id: other.userId, email: other.email };
});
afterAll(async () => {
  await ctx?.close();
});

describe('support ticket attachments', () => {
  it('answers a token per accepted file and serves the preview from the local copy', async () => {
    const file = await upload(tech, 'screen.png', PNG_BYTES);
    expect(file).toMatchObject({ fileName: 'screen.png', contentType: 'image/png', size: PNG_BYTES.length });
    const attachment = await api(ctx, tech).get(`/api/help/uploads/${file.token}`);
    expect(attachment.json()).toMatchObject({ id: file.token, uploadStatus: 'SUCCESS', metadata: { name: 'screen.png' } });
    const { signedUrl } = (await api(ctx, tech).get(`/api/help/uploads/${file.token}/signed-url`)).json<{ signedUrl: string }>();
    const bytes = await api(ctx, tech).get(signedUrl);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it("keeps one user's uploads from another", async () => {
    const file = await upload(tech, 'mine.txt', Buffer.from('log line\n'));
    const other = await signInTechnician(ctx, []);
    expect((await api(ctx, other).get(`/api/help/uploads/${file.token}`)).statusCode).toBe(404);
    expect((await api(ctx, other).delete(`/api/help/uploads/${file.token}`)).statusCode).toBe(404);
    expect((await api(ctx, other).post('/api/help/tickets', validTicket({ imageTokens: [file.token] }))).statusCode).toBe(400);
  });

  it('refuses other extensions and files whose content is not what the extension says, leaving no file behind', async () => {
    const before = await uploadedFiles();
    const unsupported = HELP_MESSAGES.unsupported('.jpg, .jpeg, .png, .mov, .txt');
    for (const [name, bytes] of [
      ['report.pdf', Buffer.from('%PDF-1.7')],
      ['script.exe', Buffer.from('MZ')],
      ['noextension', Buffer.from('x')],
      ['fake.png', Buffer.from('<svg onload=alert(1)>')],
      ['fake.jpg', PNG_BYTES],
      ['binary.txt', Buffer.from([0x41, 0x00, 0x42])],
      ['fake.mov', Buffer.from('not a movie at all')],
    ] as const) {
      const response = await uploadHelpFile(ctx, tech, name, bytes);
      expect(response.statusCode, name).toBe(400);
      expect(response.json<{ message: string }>().message, name).toBe(unsupported);
    }
    expect(await uploadedFiles()).toEqual(before);
    expect((await uploadHelpFile(ctx, tech, 'clip.MOV', MOV_BYTES)).statusCode).toBe(201);
  });

  it('refuses a file over 50 MB with the spec message naming it, leaving no file behind', async () => {
    const before = await uploadedFiles();
    const big = Buffer.alloc(HELP_ATTACHMENT_MAX_BYTES + 1, 0x41);
    const response = await uploadHelpFile(ctx, tech, 'huge.txt', big);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(HELP_MESSAGES.tooLarge(['huge.txt']));
    expect(await uploadedFiles()).toEqual(before);
  }, 60_000);

  it('removes an upload on request (attachment cleanup), local copy and all', async () => {
    const file = await upload(tech, 'gone.txt', Buffer.from('bye'));
    const before = (await uploadedFiles()).length;
    expect((await api(ctx, tech).delete(`/api/help/uploads/${file.token}`)).statusCode).toBe(204);
    expect((await uploadedFiles()).length).toBe(before - 1);
    expect((await api(ctx, tech).get(`/api/help/uploads/${file.token}`)).statusCode).toBe(404);
  });
});

describe('support tickets into the built-in service desk', () => {
  it('creates a HELP_REQUEST ticket through the change pipeline, with requester, CC, phone and attachments', async () => {
    const first = await upload(tech, 'error.png', PNG_BYTES);
    const second = await upload(tech, 'log.txt', Buffer.from('ERROR backup failed\n'));
    const response = await api(ctx, tech).post(
      '/api/help/tickets',
      validTicket({
        ticketPhoneNumber: '+1 415 555 2671',
        ticketCallback: true,
        ticketPriority: 'URGENT',
        ticketCc: [{ user_email: colleague.email.toUpperCase() }],
        imageTokens: [first.token, second.token],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<HelpTicketResult>();
    expect(result).toMatchObject({ resultCode: 'SUCCESS', url: `/tickets/${result.ticketId}` });

    const ticket = (await api(ctx, admin).get(`/api/ticketing/ticket/${result.ticketId}`)).json<
      TicketBody & { source: string; severity: string; cc: { users: { id: number }[] } }
    >();
    expect(ticket).toMatchObject({ summary: 'Backups of the file server fail', source: 'HELP_REQUEST', priority: 'HIGH', severity: 'CRITICAL' });
    expect(ticket.requester).toMatchObject({ type: 'USER', id: tech.userId });
    expect(ticket.description).toContain('+1 415 555 2671');
    expect(ticket.description).toContain('Call-back requested');
    expect(ticket.description).toContain('Backup');
    const attachments = (await api(ctx, admin).get(`/api/ticketing/ticket/${result.ticketId}/attachments`)).json<{ upload: { fileName: string } }[]>();
    expect(attachments.map((a) => a.upload.fileName).sort()).toEqual(['error.png', 'log.txt']);
    const activity = (await api(ctx, admin).get(`/api/ticketing/ticket/${result.ticketId}/activity`)).json<unknown>();
    expect(JSON.stringify(activity)).toContain('CREATED');
    // The tokens are spent: the ticket keeps the files, the panel cannot reuse them.
    expect((await api(ctx, tech).get(`/api/help/uploads/${first.token}`)).statusCode).toBe(404);
  });

  it('enforces every rule of spec 000 §5 on the server', async () => {
    const post = (body: Record<string, unknown>) => api(ctx, tech).post('/api/help/tickets', body);
    const fields = async (body: Record<string, unknown>) => {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      return response.json<{ fields: Record<string, string[]> }>().fields;
    };
    expect(Object.keys(await fields({}))).toEqual(expect.arrayContaining(['ticketSubject', 'ticketBody', 'ticketPriority']));
    expect(await fields(validTicket({ ticketCategory: null }))).toEqual({ ticketCategory: ['Required'] });
    expect((await fields(validTicket({ ticketBody: 'x'.repeat(501) }))).ticketBody).toBeDefined();
    expect(await fields(validTicket({ ticketPriority: 'CRITICAL' }))).toHaveProperty('ticketPriority');
    expect(await fields(validTicket({ ticketPhoneNumber: '+1 555 000' }))).toEqual({ ticketPhoneNumber: ['Invalid phone number'] });
    expect(await fields(validTicket({ ticketPhoneNumber: 'call me' }))).toEqual({ ticketPhoneNumber: ['Invalid phone number'] });
    expect(await fields(validTicket({ ticketCategory: 'category_billing', ticketCallback: true, ticketPhoneNumber: '+14155552671' }))).toHaveProperty(
      'ticketCallback',
    );
    expect(await fields(validTicket({ ticketCategory: 'category_api', ticketCallback: true, ticketPhoneNumber: '+14155552671' }))).toHaveProperty(
      'ticketCallback',
    );
    expect(await fields(validTicket({ ticketCallback: true }))).toEqual({ ticketPhoneNumber: ['Required'] });
    expect(await fields(validTicket({ ticketCc: [{ user_email: admin.email }] }))).toHaveProperty('ticketCc');
    const six = Array.from({ length: 6 }, (_, i) => `token-number-${i}-abcdefgh`);
    expect(await fields(validTicket({ imageTokens: six }))).toEqual({ imageTokens: [HELP_MESSAGES.tooMany(5)] });
  });

  it('refuses two files of the same name in one ticket', async () => {
    const a = await upload(tech, 'same.txt', Buffer.from('a'));
    const b = await upload(tech, 'same.txt', Buffer.from('b'));
    const response = await api(ctx, tech).post('/api/help/tickets', validTicket({ imageTokens: [a.token, b.token] }));
    expect(response.json<{ fields: Record<string, string[]> }>().fields.imageTokens).toEqual([HELP_MESSAGES.duplicateFile('same.txt')]);
  });

  it('removes the uploaded files when the desk refuses the ticket', async () => {
    const file = await upload(tech, 'kept.txt', Buffer.from('x'));
    const config = (await api(ctx, admin).get('/api/ticketing/config')).json<{ attachments: Record<string, unknown> }>();
    await api(ctx, admin).put('/api/ticketing/config', { ...config, attachments: { ...config.attachments, canAttachFiles: false } });
    try {
      const before = (await uploadedFiles()).length;
      const response = await api(ctx, tech).post('/api/help/tickets', validTicket({ imageTokens: [file.token] }));
      expect(response.statusCode).toBe(400);
      expect((await api(ctx, tech).get(`/api/help/uploads/${file.token}`)).statusCode).toBe(404);
      expect((await uploadedFiles()).length).toBe(before - 1);
    } finally {
      await api(ctx, admin).put('/api/ticketing/config', config);
    }
  });

  it('is refused when branding switches ticket submission off', async () => {
    const branding = await ctx.services.settings.get('branding');
    await ctx.services.settings.set('branding', { ...branding, submitTicketEnabled: false });
    try {
      expect((await api(ctx, tech).post('/api/help/tickets', validTicket())).statusCode).toBe(403);
      expect((await uploadHelpFile(ctx, tech, 'a.txt', Buffer.from('a'))).statusCode).toBe(403);
    } finally {
      await ctx.services.settings.set('branding', branding);
    }
  });
});

describe('federal environments', () => {
  it("'fed' and 'fed-qa1' need no category and offer no call-back; other names are not federal", async () => {
    const user = { id: tech.userId, email: tech.email, name: 'Tech', role: 'TECHNICIAN', technicianRoleId: null, permissions: [] } as unknown as SessionUser;
    const servicesFor = (environment: string) =>
      createHelpServices(
        ctx.database.db,
        ctx.clock,
        { settings: ctx.services.settings, pipeline: ctx.services.serviceDesk.pipeline },
        {
          dataDir: ctx.dataDir,
          environment,
          uploadBlobs: { put: async () => 0, get: async () => null, delete: async () => undefined },
          outbound: createOutboundGuard({ allow: TEST_OUTBOUND_ALLOW }),
          log: warnWith(ctx.services.logger),
        },
      );
    const noCategory = helpTicketSchema.parse(validTicket({ ticketCategory: null }));
    for (const environment of ['fed', 'fed-qa1']) {
      const help = servicesFor(environment);
      expect((await help.panel.context(tech.userId)).federal).toBe(true);
      await expect(help.support.submit(user, noCategory)).resolves.toMatchObject({ resultCode: 'SUCCESS' });
      await expect(
        help.support.submit(user, helpTicketSchema.parse(validTicket({ ticketCallback: true, ticketPhoneNumber: '+14155552671' }))),
      ).rejects.toMatchObject({ fields: { ticketCallback: expect.any(Array) } });
    }
    await expect(servicesFor('FED').support.submit(user, noCategory)).rejects.toMatchObject({ fields: { ticketCategory: ['Required'] } });
  });
});

describe('the panel', () => {
  it('hides the intro tooltip for good, per user', async () => {
    const context = async (who: Caller) => (await api(ctx, who).get('/api/help/context')).json<HelpContext>();
    expect((await context(tech)).tooltipHidden).toBe(false);
    expect((await api(ctx, tech).patch('/api/appuser/hide-help-tooltip', {})).statusCode).toBe(204);
    expect((await api(ctx, tech).patch('/api/appuser/hide-help-tooltip', {})).statusCode).toBe(204);
    expect((await context(tech)).tooltipHidden).toBe(true);
    expect((await context(admin)).tooltipHidden).toBe(false);
  });

  it('follows the branding switches and the academy flag', async () => {
    const branding = await ctx.services.settings.get('branding');
    const flags = await ctx.services.settings.get('featureFlags');
    const context = async () => (await api(ctx, tech).get('/api/help/context')).json<HelpContext>();
    expect(await context()).toMatchObject({
      provider: 'BUILT_IN',
      helpMenuEnabled: true,
      articlesEnabled: true,
      submitTicketEnabled: true,
      academyEnabled: true,
      helpCentreUrl: '/help',
      federal: false,
    });
    const academy = await api(ctx, tech).get('/api/help/academy/login-url');
    expect(academy.json<{ absoluteLoginUrl: string }>().absoluteLoginUrl).toMatch(/^http:\/\/[^/]+\/help$/);
    await ctx.services.settings.set('branding', { ...branding, externalLinks: [{ label: 'Status page', url: 'https://status.example.test' }] });
    await ctx.services.settings.set('featureFlags', { ...flags, ninja_academy: false });
    try {
      expect(await context()).toMatchObject({ academyEnabled: false, externalLinks: [{ label: 'Status page', url: 'https://status.example.test' }] });
      expect((await api(ctx, tech).get('/api/help/academy/login-url')).json()).toMatchObject({ message: HELP_MESSAGES.academyFailed });
      await ctx.services.settings.set('branding', {
        ...branding,
        helpMenuEnabled: false,
        externalLinks: [{ label: 'Status page', url: 'https://status.example.test' }],
      });
      expect(await context()).toMatchObject({ helpMenuEnabled: false, articlesEnabled: false, submitTicketEnabled: false, externalLinks: [] });
    } finally {
      await ctx.services.settings.set('branding', branding);
      await ctx.services.settings.set('featureFlags', flags);
    }
  });

  it('lists active technicians as CC candidates', async () => {
    const list = (await api(ctx, tech).get('/api/help/cc-candidates')).json<{ email: string }[]>();
    expect(list.map((c) => c.email)).toContain(colleague.email);
    expect(list.map((c) => c.email)).not.toContain(admin.email);
  });
});
