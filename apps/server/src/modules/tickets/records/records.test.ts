import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { PNG, postUpload, type UploadBody } from '../../notes/notes.fixtures.ts';
import { api, signInTechnician, type ActivityBody, type Caller, type TicketBody } from '../tickets.fixtures.ts';

let ctx: TestContext;
let admin: Caller;
let tech: Caller;

type CommentBody = {
  id: number;
  htmlBody: string;
  body: string;
  isPublic: boolean;
  techniciansTagged: number[];
  uploads: { contentId: string; fileName: string }[];
  author: { type: string; id: number; name: string };
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  tech = await signInTechnician(ctx);
});
afterAll(() => ctx.close());

const newTicket = async () => (await api(ctx, tech).post('/api/ticketing/ticket', { summary: 'Records' })).json<TicketBody>();
const comments = async (id: number) => (await api(ctx, tech).get(`/api/ticketing/ticket/${id}/comments`)).json<CommentBody[]>();

describe('comments', () => {
  it('stores public and private comments as sanitised HTML with their text', async () => {
    const ticket = await newTicket();
    const pub = await api(ctx, tech).post(`/api/ticketing/ticket/${ticket.id}/comments`, {
      htmlBody: '<p>Hi <strong>there</strong><script>alert(1)</script></p><p><a href="javascript:alert(2)">x</a></p>',
      isPublic: true,
    });
    expect(pub.statusCode, pub.body).toBe(201);
    expect(pub.json<CommentBody>()).toMatchObject({ isPublic: true, body: 'Hi there\nx', author: { type: 'USER', id: tech.userId } });
    expect(pub.json<CommentBody>().htmlBody).not.toMatch(/script|javascript|alert/);
    await api(ctx, tech).post(`/api/ticketing/ticket/${ticket.id}/comments`, { htmlBody: '<p>Internal only</p>' });
    expect((await comments(ticket.id)).map((c) => c.isPublic)).toEqual([true, false]);
    const log = (await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}/activity?sortDirection=ASC`)).json<ActivityBody[]>();
    expect(log.filter((a) => a.type === 'COMMENT_ADDED').map((a) => a.newLabel)).toEqual(['Public', 'Private']);
  });

  it('tags the technicians mentioned in the HTML and those listed, and only users that exist', async () => {
    const ticket = await newTicket();
    const html = `<p>Ping <span data-mention="user" data-mention-id="${admin.userId}" data-mention-label="Admin">@Admin</span> and <span data-mention="user" data-mention-id="999999">@Ghost</span></p>`;
    const created = (
      await api(ctx, tech).post(`/api/ticketing/ticket/${ticket.id}/comments`, { htmlBody: html, techniciansTagged: [tech.userId] })
    ).json<CommentBody>();
    expect(created.techniciansTagged).toEqual([admin.userId, tech.userId].sort((a, b) => a - b));
    expect(created.htmlBody).toContain(`data-mention-id="${admin.userId}"`);
  });

  it('refuses an empty comment, and one made of a script alone', async () => {
    const ticket = await newTicket();
    for (const htmlBody of ['', '<script>alert(1)</script>', '<p> </p>']) {
      const response = await api(ctx, tech).post(`/api/ticketing/ticket/${ticket.id}/comments`, { htmlBody });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ 'comment.htmlBody': ['Required'] });
    }
  });

  it('adds a comment with a field change in one save', async () => {
    const ticket = await newTicket();
    const response = await api(ctx, tech).editTicket(ticket.id, { status: 'WAITING', comment: { htmlBody: '<p>Waiting on the user</p>', isPublic: true } });
    expect(response.json<TicketBody>().version).toBe(ticket.version + 1);
    expect((await comments(ticket.id)).map((c) => c.body)).toEqual(['Waiting on the user']);
  });
});

describe('attachments', () => {
  it('attaches files to the ticket, lists and removes them, with activity entries', async () => {
    const ticket = await newTicket();
    const upload = (await postUpload(ctx.app, tech, 'log.txt', 'text/plain', Buffer.from('error 42'))).json<UploadBody>();
    const attached = await api(ctx, tech).post(`/api/ticketing/ticket/${ticket.id}/attachments`, { contentIds: [upload.contentId] });
    expect(attached.statusCode, attached.body).toBe(201);
    const [attachment] = attached.json<{ id: number; upload: { fileName: string } }[]>();
    expect(attachment!.upload.fileName).toBe('log.txt');
    expect((await api(ctx, tech).delete(`/api/ticketing/ticket/${ticket.id}/attachments/${attachment!.id}`)).statusCode).toBe(204);
    expect((await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}/attachments`)).json()).toEqual([]);
    const log = (await api(ctx, tech).get(`/api/ticketing/ticket/${ticket.id}/activity?sortDirection=ASC`)).json<ActivityBody[]>();
    expect(log.map((a) => [a.type, a.newLabel ?? a.oldLabel])).toEqual([
      ['CREATED', 'Records'],
      ['ATTACHMENT_ADDED', 'log.txt'],
      ['ATTACHMENT_REMOVED', 'log.txt'],
    ]);
  });

  it('refuses files when attaching is turned off in the ticketing settings', async () => {
    const config = (await api(ctx, admin).get('/api/ticketing/config')).json<Record<string, unknown> & { updatedAt: unknown }>();
    const { updatedAt: _, ...input } = config;
    expect((await api(ctx, admin).put('/api/ticketing/config', { ...input, attachments: { canAttachFiles: false, requireAuthToView: true } })).statusCode).toBe(
      200,
    );
    const ticket = await newTicket();
    const upload = (await postUpload(ctx.app, tech, 'a.txt', 'text/plain', Buffer.from('a'))).json<UploadBody>();
    const refused = await api(ctx, tech).post(`/api/ticketing/ticket/${ticket.id}/attachments`, { contentIds: [upload.contentId] });
    expect(refused.json().fields).toEqual({ contentIds: ['Attaching files is turned off'] });
    await api(ctx, admin).put('/api/ticketing/config', input);
  });
});

describe('files held by tickets', () => {
  it('attaches uploaded files to a comment and keeps them off the unused-upload sweep', async () => {
    const ticket = await newTicket();
    const upload = (await postUpload(ctx.app, tech, 'screen.png', 'image/png', PNG)).json<UploadBody>();
    const created = (
      await api(ctx, tech).post(`/api/ticketing/ticket/${ticket.id}/comments`, { htmlBody: '<p>See file</p>', uploads: [upload.contentId] })
    ).json<CommentBody>();
    expect(created.uploads.map((u) => u.fileName)).toEqual(['screen.png']);
    const missing = await api(ctx, tech).post(`/api/ticketing/ticket/${ticket.id}/comments`, { htmlBody: '<p>x</p>', uploads: ['doesNotExist'] });
    expect(missing.json().fields).toEqual({ 'comment.uploads': ['File not found'] });
    // Last in the file: two days on, sessions have expired, but the file a ticket holds is still there.
    ctx.clock.advance(2 * 24 * 60 * 60 * 1000);
    await ctx.services.uploads.sweepUnused();
    await expect(
      ctx.services.uploads.open(
        { id: admin.userId, email: '', name: '', role: 'SYSTEM_ADMINISTRATOR', technicianRoleId: null, permissions: ['canManageTickets'] },
        upload.contentId,
      ),
    ).resolves.toMatchObject({ upload: { fileName: 'screen.png' } });
  });
});
