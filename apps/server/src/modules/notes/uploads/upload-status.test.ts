import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketAttachment, TicketComment, Upload } from '@outpost/contracts';
import { uploads } from '../../../db/schema.ts';
import { makeOrganization } from '../../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { openSse, type SseClient } from '../../live/live.fixtures.ts';
import { api, type Caller } from '../../tickets/tickets.fixtures.ts';
import { postUpload } from '../notes.fixtures.ts';
import { checkUpload, claimOf } from './upload-check.ts';
import { STUCK_CHECK_MS } from './uploads.service.ts';

// Upload statuses (spec 002 §4.1, issue 13 item 2, decision 0020): every upload is sniffed with
// file-type against what it claims; a mismatch is SUSPICIOUS and never served inline.

let ctx: TestContext;
let base: string;
let admin: Caller;
let ticketId: number;
const streams: SseClient[] = [];

/** A complete 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The start of a Windows executable: the MZ header, with the PE offset and signature. */
const EXE = Buffer.alloc(512);
EXE.write('MZ', 0, 'latin1');
EXE.writeUInt32LE(0x80, 0x3c);
EXE.write('PE\0\0', 0x80, 'latin1');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** Uploads a file and waits for its check; answers the upload as the POST answered it. */
async function upload(fileName: string, type: string, bytes: Buffer): Promise<Upload> {
  const response = await postUpload(ctx.app, admin, fileName, type, bytes);
  expect(response.statusCode, response.body).toBe(201);
  await ctx.services.uploads.idle();
  return response.json<Upload>();
}
const attach = async (contentId: string) =>
  (await api(ctx, admin).post(`/api/ticketing/ticket/${ticketId}/attachments`, { contentIds: [contentId] }))
    .json<TicketAttachment[]>()
    .find((a) => a.upload.contentId === contentId)!;
const attachmentList = async () => (await api(ctx, admin).get(`/api/ticketing/ticket/${ticketId}/attachments`)).json<TicketAttachment[]>();
const statusOf = async (contentId: string) => (await attachmentList()).find((a) => a.upload.contentId === contentId)?.upload.uploadStatus;
const signedUrl = async (attachmentId: number) =>
  (await api(ctx, admin).get(`/api/ticketing/ticket/${ticketId}/attachments/${attachmentId}/signed-url`)).json<{ signedUrl: string }>().signedUrl;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  admin = await signIn(ctx);
  const org = await makeOrganization(ctx, 'Status Org');
  ticketId = (await api(ctx, admin).post('/api/ticketing/ticket', { summary: 'Files to check', organizationId: org.id })).json<{ id: number }>().id;
});
afterAll(async () => {
  for (const s of streams) s.close();
  await ctx?.close();
});

describe('upload statuses', () => {
  it('answer PROCESSING at once; a real PNG becomes READY and is served inline', async () => {
    const response = await postUpload(ctx.app, admin, 'photo.png', 'image/png', PNG);
    expect(response.json<Upload>().uploadStatus).toBe('PROCESSING');
    await ctx.services.uploads.idle();
    const { contentId, url } = response.json<Upload>();
    const attachment = await attach(contentId);
    expect(attachment.upload.uploadStatus).toBe('READY');
    const file = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
    expect([file.headers['content-type'], String(file.headers['content-disposition'])]).toEqual(['image/png', expect.stringMatching(/^inline;/)]);
    const preview = await ctx.app.inject({ method: 'GET', url: await signedUrl(attachment.id) });
    expect([preview.headers['content-type'], String(preview.headers['content-disposition'])]).toEqual(['image/png', expect.stringMatching(/^inline;/)]);
  });

  it('mark an executable named .png SUSPICIOUS and serve it only as a download, on both routes', async () => {
    const { contentId, url } = await upload('cat.png', 'image/png', EXE);
    const attachment = await attach(contentId);
    expect(attachment.upload.uploadStatus).toBe('SUSPICIOUS');
    const file = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(file.statusCode).toBe(200);
    expect([file.headers['content-type'], String(file.headers['content-disposition'])]).toEqual([
      'application/octet-stream',
      expect.stringMatching(/^attachment;/),
    ]);
    const preview = await ctx.app.inject({ method: 'GET', url: await signedUrl(attachment.id) });
    expect([preview.headers['content-type'], String(preview.headers['content-disposition'])]).toEqual([
      'application/octet-stream',
      expect.stringMatching(/^attachment;/),
    ]);
    expect(preview.rawPayload.equals(EXE)).toBe(true);
  });

  it('never show inline a real image that claims to be something else (a PNG named invoice.pdf)', async () => {
    const { contentId, url } = await upload('invoice.pdf', 'application/pdf', PNG);
    const attachment = await attach(contentId);
    expect(attachment.upload.uploadStatus).toBe('SUSPICIOUS');
    // Its bytes do prove an image; the mismatch alone keeps it out of the page.
    const file = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
    expect([file.headers['content-type'], String(file.headers['content-disposition'])]).toEqual([
      'application/octet-stream',
      expect.stringMatching(/^attachment;/),
    ]);
    const preview = await ctx.app.inject({ method: 'GET', url: await signedUrl(attachment.id) });
    expect([preview.headers['content-type'], String(preview.headers['content-disposition'])]).toEqual([
      'application/octet-stream',
      expect.stringMatching(/^attachment;/),
    ]);
  });

  it('keep a PDF declared as a PDF READY and inline in its preview; a text file named .pdf is SUSPICIOUS', async () => {
    const pdf = await attach((await upload('manual.pdf', 'application/pdf', PDF)).contentId);
    expect(pdf.upload.uploadStatus).toBe('READY');
    const preview = await ctx.app.inject({ method: 'GET', url: await signedUrl(pdf.id) });
    expect([preview.headers['content-type'], String(preview.headers['content-disposition'])]).toEqual(['application/pdf', expect.stringMatching(/^inline;/)]);
    const fake = await attach((await upload('invoice.pdf', 'application/pdf', Buffer.from('just some text'))).contentId);
    expect(fake.upload.uploadStatus).toBe('SUSPICIOUS');
  });

  it('check text types as text: a CSV and an SVG are READY, but an SVG is never inline', async () => {
    expect((await attach((await upload('report.csv', 'text/csv', Buffer.from('name,size\nfoo,1\n'))).contentId)).upload.uploadStatus).toBe('READY');
    expect((await attach((await upload('notes.txt', 'text/plain', EXE)).contentId)).upload.uploadStatus).toBe('SUSPICIOUS');
    const svg = await upload('logo.svg', 'image/svg+xml', SVG);
    const attachment = await attach(svg.contentId);
    expect(attachment.upload.uploadStatus).toBe('READY');
    const file = await ctx.app.inject({ method: 'GET', url: svg.url, headers: admin.headers });
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(file.headers['content-type']).not.toContain('svg');
    const preview = await ctx.app.inject({ method: 'GET', url: await signedUrl(attachment.id) });
    expect(String(preview.headers['content-disposition'])).toMatch(/^attachment;/);
  });

  it('carry the status on a comment’s files, and keep it across reads', async () => {
    const { contentId } = await upload('setup.png', 'image/png', EXE);
    const comment = await api(ctx, admin).post(`/api/ticketing/ticket/${ticketId}/comments`, {
      htmlBody: '<p>See file</p>',
      isPublic: false,
      uploads: [contentId],
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const comments = (await api(ctx, admin).get(`/api/ticketing/ticket/${ticketId}/comments`)).json<TicketComment[]>();
    expect(comments.flatMap((c) => c.uploads).find((u) => u.contentId === contentId)?.uploadStatus).toBe('SUSPICIOUS');
    expect(await statusOf(contentId)).toBe('SUSPICIOUS');
  });

  it('tell an open event stream when a ticket-held file’s check ends, FAILURE when its bytes are gone', async () => {
    const stream = await openSse(`${base}/api/events`, admin.headers);
    streams.push(stream);
    await stream.until((e) => e.event === 'ready');
    // Two uploads whose check died with its process (left PROCESSING), attached to the ticket meanwhile.
    const exe = await upload('driver.png', 'image/png', EXE);
    const lost = await upload('lost.png', 'image/png', PNG);
    // Stored as image/png (what its bytes prove) but declared a PDF: checked again, still a mismatch.
    const disguised = await upload('report', 'application/pdf', PNG);
    await attach(exe.contentId);
    await attach(lost.contentId);
    await attach(disguised.contentId);
    for (const { contentId } of [exe, lost, disguised])
      await ctx.database.db.update(uploads).set({ status: 'PROCESSING' }).where(eq(uploads.contentId, contentId));
    await unlink(path.join(ctx.dataDir, 'uploads', lost.contentId));
    expect(await statusOf(exe.contentId)).toBe('PROCESSING');
    // Not yet stuck: a check may still be running elsewhere.
    expect(await ctx.services.uploads.recheckStuck()).toBe(0);
    ctx.clock.advance(STUCK_CHECK_MS + 1000);
    expect(await ctx.services.uploads.recheckStuck()).toBe(3);
    expect(await statusOf(disguised.contentId)).toBe('SUSPICIOUS');
    const event = await stream.until((e) => e.event === 'attachment.status' && e.data.contentId === exe.contentId);
    expect(event.data).toMatchObject({ ticketId, contentId: exe.contentId, uploadStatus: 'SUSPICIOUS' });
    expect(await statusOf(exe.contentId)).toBe('SUSPICIOUS');
    expect((await stream.until((e) => e.event === 'attachment.status' && e.data.contentId === lost.contentId)).data.uploadStatus).toBe('FAILURE');
    expect(await statusOf(lost.contentId)).toBe('FAILURE');
  });
});

describe('the content check', () => {
  it('holds the bytes against the extension first, then the declared type', async () => {
    expect(await checkUpload(claimOf('photo.JPEG', 'application/octet-stream'), PNG)).toBe('SUSPICIOUS');
    expect(await checkUpload(claimOf('photo', 'image/png'), PNG)).toBe('READY');
    expect(await checkUpload(claimOf('photo', 'image/png'), EXE)).toBe('SUSPICIOUS');
    expect(await checkUpload(claimOf('tool.exe', 'image/png'), EXE)).toBe('READY');
    // Nothing claimed that the bytes could contradict: a download like any other.
    expect(await checkUpload(claimOf('blob.bin', 'application/octet-stream'), EXE)).toBe('READY');
    expect(await checkUpload(claimOf('data.json', 'application/json'), Buffer.from('{"a":1}'))).toBe('READY');
    expect(await checkUpload(claimOf('data.json', 'application/json'), Buffer.from([0x7b, 0, 0xff]))).toBe('SUSPICIOUS');
  });
});
