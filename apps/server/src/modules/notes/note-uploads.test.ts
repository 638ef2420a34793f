import { existsSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteUploads, uploads } from '../../db/schema.ts';
import { createTestContext, signIn, type Session, type TestContext } from '../../test/harness.ts';
import { makeNotesDevice, PNG, postUpload, type UploadBody } from './notes.fixtures.ts';
import { UNUSED_UPLOAD_GRACE_MS } from './uploads/uploads.service.ts';

let ctx: TestContext;
let tech: Session & { userId: number };
let nodeId: number;

const notesUrl = () => `/api/devices/${nodeId}/notes`;

async function upload(name = 'pixel.png'): Promise<UploadBody> {
  const response = await postUpload(ctx.app, tech, name, 'image/png', PNG);
  expect(response.statusCode).toBe(201);
  return response.json<UploadBody>();
}

/** Note HTML as the web app saves it: an inline image and a list of attachment links. */
function noteHtml(images: UploadBody[], attachments: UploadBody[] = []): string {
  const imgs = images.map((u) => `<img src="${u.url}" data-cid="${u.contentId}" width="100" height="0">`).join('');
  const links = attachments.map((u) => `<li><a href="${u.url}">${u.fileName}</a></li>`).join('');
  return `<p>note ${imgs}</p>${links ? `<ul>${links}</ul>` : ''}`;
}

async function createNote(html: string): Promise<number> {
  const response = await ctx.app.inject({ method: 'POST', url: notesUrl(), headers: tech.headers, payload: { html } });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

async function updateNote(id: number, html: string) {
  return ctx.app.inject({ method: 'PUT', url: `${notesUrl()}/${id}`, headers: tech.headers, payload: { html } });
}

async function deleteNote(id: number): Promise<void> {
  const response = await ctx.app.inject({ method: 'DELETE', url: `${notesUrl()}/${id}`, headers: tech.headers });
  expect(response.statusCode).toBe(204);
}

/** Whether the upload is still there: its row, its file on disk, and served by its URL. */
async function stored(upload: UploadBody): Promise<boolean> {
  const rows = await ctx.database.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(inArray(uploads.contentId, [upload.contentId]));
  const onDisk = existsSync(path.join(ctx.dataDir, 'uploads', upload.contentId));
  const served = (await ctx.app.inject({ url: upload.url, headers: tech.headers })).statusCode === 200;
  expect(new Set([rows.length === 1, onDisk, served]).size).toBe(1);
  return onDisk;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await signIn(ctx);
  tech = await signIn(ctx, 'TECHNICIAN');
  nodeId = await makeNotesDevice(ctx, admin.userId, 'uploads-host');
});
afterAll(() => ctx.close());

describe('uploads of notes', () => {
  it('deletes a note’s images and attachments, rows and files, when the note is deleted', async () => {
    const image = await upload();
    const attachment = await upload('report.png');
    const id = await createNote(noteHtml([image], [attachment]));
    expect(await stored(image)).toBe(true);
    await deleteNote(id);
    expect(await stored(image)).toBe(false);
    expect(await stored(attachment)).toBe(false);
  });

  it('keeps an upload another note still uses until the last one goes', async () => {
    const shared = await upload();
    const first = await createNote(noteHtml([shared]));
    const second = await createNote(noteHtml([], [shared]));
    await deleteNote(first);
    expect(await stored(shared)).toBe(true);
    await deleteNote(second);
    expect(await stored(shared)).toBe(false);
  });

  it('deletes what an edit removes from the note and keeps what it still uses', async () => {
    const kept = await upload();
    const removed = await upload();
    const added = await upload();
    const id = await createNote(noteHtml([kept, removed]));
    expect((await updateNote(id, noteHtml([kept], [added]))).statusCode).toBe(200);
    expect(await stored(kept)).toBe(true);
    expect(await stored(removed)).toBe(false);
    expect(await stored(added)).toBe(true);
    // The edit recorded the attachment it added: deleting the note now removes it too.
    await deleteNote(id);
    expect(await stored(kept)).toBe(false);
    expect(await stored(added)).toBe(false);
  });

  it('leaves uploads no saved note uses yet, and keeps everything when an edit is refused', async () => {
    const pending = await upload();
    const used = await upload();
    const id = await createNote(noteHtml([used]));
    expect((await updateNote(id, '<script>alert(1)</script>')).statusCode).toBe(400);
    await deleteNote(await createNote('<p>no uploads</p>'));
    expect(await stored(used)).toBe(true);
    // Uploaded by the editor but in no saved note yet: not this cleanup’s to remove.
    expect(await stored(pending)).toBe(true);
  });

  it('records nothing for upload URLs of files that do not exist', async () => {
    const id = await createNote('<p><img src="/api/uploads/nosuchfile" data-cid="nosuchfile"></p>');
    const rows = await ctx.database.db
      .select()
      .from(noteUploads)
      .where(inArray(noteUploads.noteId, [id]));
    expect(rows).toEqual([]);
    await deleteNote(id);
  });
});

describe('the sweep of unused uploads', () => {
  it('deletes uploads no note uses once they are a day old; used and recent ones stay', async () => {
    const used = await upload('used.png');
    await createNote(noteHtml([used]));
    const abandoned = await upload('draft.png');
    // The manual clock moves about a day: sessions made before it expire, so sign in again.
    ctx.clock.advance(UNUSED_UPLOAD_GRACE_MS - 60_000);
    tech = await signIn(ctx, 'TECHNICIAN');
    const recent = await upload('recent.png');
    await ctx.services.uploads.sweepUnused();
    expect(await stored(abandoned)).toBe(true);
    ctx.clock.advance(120_000);
    expect(await ctx.services.uploads.sweepUnused()).toBeGreaterThanOrEqual(1);
    expect(await stored(abandoned)).toBe(false);
    expect(await stored(used)).toBe(true);
    expect(await stored(recent)).toBe(true);
  });
});
