import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type Session, type TestContext } from '../../test/harness.ts';
import { makeNotesDevice } from './notes.fixtures.ts';

let ctx: TestContext;
let admin: Session & { userId: number };
let tech: Session & { userId: number };
let otherTech: Session & { userId: number };
let nodeId: number;

type NoteBody = { id: number; html: string; authorUserId: number; authorName: string; updatedAt: string };
const notesUrl = () => `/api/devices/${nodeId}/notes`;
const post = (who: Session, html: unknown) => ctx.app.inject({ method: 'POST', url: notesUrl(), headers: who.headers, payload: { html } });
const put = (who: Session, id: number, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: `${notesUrl()}/${id}`, headers: who.headers, payload: payload as object });
const list = async (who: Session = admin) => (await ctx.app.inject({ url: notesUrl(), headers: who.headers })).json<NoteBody[]>();

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  tech = await signIn(ctx, 'TECHNICIAN');
  otherTech = await signIn(ctx, 'TECHNICIAN');
  nodeId = await makeNotesDevice(ctx, admin.userId, 'notes-host');
});
afterAll(() => ctx.close());

describe('device notes', () => {
  it('stores only sanitised HTML: script, event handlers and javascript: URLs are removed', async () => {
    const dirty =
      '<p><strong>Disk</strong> replaced<script>alert(1)</script></p>' +
      '<p><img src="/api/uploads/abc" onerror="alert(2)" data-cid="abc"></p>' +
      '<p><a href="javascript:alert(3)">click</a></p>';
    const response = await post(tech, dirty);
    expect(response.statusCode).toBe(201);
    const note = response.json<NoteBody>();
    for (const html of [note.html, (await list()).find((n) => n.id === note.id)!.html]) {
      expect(html).toContain('<strong>Disk</strong>');
      expect(html).toContain('src="/api/uploads/abc"');
      expect(html).not.toMatch(/script|onerror|javascript:|alert/i);
    }
    expect(note.authorUserId).toBe(tech.userId);
  });

  it('lists a device’s notes newest first with the author’s name', async () => {
    await post(tech, '<p>first</p>');
    ctx.clock.advance(1000);
    await post(otherTech, '<p>second</p>');
    const notes = await list(tech);
    expect(notes[0]!.html).toBe('<p>second</p>');
    expect(notes[1]!.html).toBe('<p>first</p>');
    expect(notes[0]!.authorName).toMatch(/^User \d+$/);
  });

  it('lets the author edit their note and moves updatedAt', async () => {
    const created = (await post(tech, '<p>draft</p>')).json<NoteBody>();
    ctx.clock.advance(60_000);
    const response = await put(tech, created.id, { html: '<p>final <em>text</em><iframe src="https://x"></iframe></p>' });
    expect(response.statusCode).toBe(200);
    expect(response.json<NoteBody>().html).toBe('<p>final <em>text</em></p>');
    expect(Date.parse(response.json<NoteBody>().updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
  });

  it('forbids another technician to edit or delete a note, but lets an administrator', async () => {
    const created = (await post(tech, '<p>mine</p>')).json<NoteBody>();
    expect((await put(otherTech, created.id, { html: '<p>theirs</p>' })).statusCode).toBe(403);
    const del = await ctx.app.inject({ method: 'DELETE', url: `${notesUrl()}/${created.id}`, headers: otherTech.headers });
    expect(del.statusCode).toBe(403);
    expect((await list()).find((n) => n.id === created.id)?.html).toBe('<p>mine</p>');
    const adminDelete = await ctx.app.inject({ method: 'DELETE', url: `${notesUrl()}/${created.id}`, headers: admin.headers });
    expect(adminDelete.statusCode).toBe(204);
    expect((await list()).some((n) => n.id === created.id)).toBe(false);
  });

  it('answers 400 with field errors for bad input and keeps the stored note', async () => {
    const created = (await post(tech, '<p>keep me</p>')).json<NoteBody>();
    const missing = await put(tech, created.id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ resultCode: 'VALIDATION_FAILED', fields: { html: expect.any(Array) } });
    const wrongType = await put(tech, created.id, { html: 42 });
    expect(wrongType.statusCode).toBe(400);
    // Only a script: nothing is left once sanitised, so it is refused rather than saved blank.
    const onlyScript = await put(tech, created.id, { html: '<script>alert(1)</script>' });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json()).toHaveProperty('fields.html');
    expect((await list()).find((n) => n.id === created.id)?.html).toBe('<p>keep me</p>');
  });

  it('answers 404 for an unknown device or a note of another device', async () => {
    expect((await ctx.app.inject({ url: '/api/devices/999999/notes', headers: tech.headers })).statusCode).toBe(404);
    const created = (await post(tech, '<p>x</p>')).json<NoteBody>();
    const wrongDevice = await ctx.app.inject({
      method: 'PUT',
      url: `/api/devices/999999/notes/${created.id}`,
      headers: tech.headers,
      payload: { html: '<p>y</p>' },
    });
    expect(wrongDevice.statusCode).toBe(404);
  });

  it('requires a session for every route and the CSRF header on writes', async () => {
    expect((await ctx.app.inject({ url: notesUrl() })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: notesUrl(), payload: { html: '<p>x</p>' } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/users/mentionable?query=a' })).statusCode).toBe(401);
    const noCsrf = await ctx.app.inject({ method: 'POST', url: notesUrl(), headers: { cookie: tech.headers.cookie! }, payload: { html: '<p>x</p>' } });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('mentionable users', () => {
  const mentionable = async (query: string, who: Session = tech) =>
    (await ctx.app.inject({ url: `/api/users/mentionable?query=${encodeURIComponent(query)}`, headers: who.headers })).json<{ id: string; label: string }[]>();

  it('finds active users by name or e-mail, at most 5, for any signed-in user', async () => {
    for (const name of ['Zed Alpha', 'Zed Beta', 'Zed Gamma', 'Zed Delta', 'Zed Epsilon', 'Zed Zeta']) {
      await ctx.services.users.create({
        email: `${name.replace(' ', '.').toLowerCase()}@example.com`,
        name,
        role: 'TECHNICIAN',
        technicianRoleId: null,
        password: 'correct horse battery',
      });
    }
    const found = await mentionable('zed');
    expect(found).toHaveLength(5);
    expect(found.map((u) => u.label)).toEqual(['Zed Alpha', 'Zed Beta', 'Zed Delta', 'Zed Epsilon', 'Zed Gamma']);
    expect(await mentionable('zed.zeta@')).toEqual([{ id: expect.any(String), label: 'Zed Zeta' }]);
  });

  it('leaves out disabled users and treats % literally', async () => {
    const user = await ctx.services.users.create({
      email: 'gone@example.com',
      name: 'Gone Person',
      role: 'TECHNICIAN',
      technicianRoleId: null,
      password: 'correct horse battery',
    });
    expect((await mentionable('Gone')).map((u) => u.label)).toEqual(['Gone Person']);
    await ctx.services.users.update(user.id, admin.userId, { disabled: true });
    expect(await mentionable('Gone')).toEqual([]);
    expect(await mentionable('%')).toEqual([]);
  });
});
