import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_URL_TTL_SECONDS, type HelpUpload } from '@outpost/contracts';
import { makeOrganization } from '../../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { uploadHelpFile } from '../../help/help.fixtures.ts';
import { api, signInTechnician, type Caller } from '../../tickets/tickets.fixtures.ts';
import { postUpload, type UploadBody } from '../notes.fixtures.ts';
import { PREVIEW_LINK_REFUSED } from './preview-links.ts';

// Signed preview links (spec 002 §7, spec 000 §7 "Signed URL lookup"): the help panel's and
// tickets' attachment preview reads a file through a short-lived signed address that works
// without the session, inline only when the bytes prove a type the preview shows.

let ctx: TestContext;
let admin: Caller;
let ticketId: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const HTML_AS_PDF = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

/** A file attached to the ticket; answers its signed preview address. */
async function attached(fileName: string, type: string, bytes: Buffer): Promise<string> {
  const upload = (await postUpload(ctx.app, admin, fileName, type, bytes)).json<UploadBody>();
  const [attachment] = (await api(ctx, admin).post(`/api/ticketing/ticket/${ticketId}/attachments`, { contentIds: [upload.contentId] }))
    .json<{ id: number; upload: UploadBody }[]>()
    .filter((a) => a.upload.contentId === upload.contentId);
  const response = await api(ctx, admin).get(`/api/ticketing/ticket/${ticketId}/attachments/${attachment!.id}/signed-url`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ signedUrl: string }>().signedUrl;
}
/** The link as a browser frame loads it: no session, no cookies. */
const load = (url: string) => ctx.app.inject({ method: 'GET', url });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  const org = await makeOrganization(ctx, 'Preview Org');
  ticketId = (await api(ctx, admin).post('/api/ticketing/ticket', { summary: 'Manual attached', organizationId: org.id })).json<{ id: number }>().id;
});
afterAll(() => ctx.close());

describe('signed preview links', () => {
  it('serve a PDF inline without the session, with nosniff and a sandboxing policy', async () => {
    const url = await attached('manual.pdf', 'application/pdf', PDF);
    expect(url).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]+\/preview\?expires=\d+&signature=[A-Za-z0-9_-]+$/);
    const response = await load(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="manual.pdf"; filename*=UTF-8''manual.pdf`,
      'x-content-type-options': 'nosniff',
    });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/(^|; )sandbox($|;)/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuse a link once it has expired', async () => {
    const url = await attached('expiring.pdf', 'application/pdf', PDF);
    expect((await load(url)).statusCode).toBe(200);
    ctx.clock.advance(PREVIEW_URL_TTL_SECONDS * 1000);
    const expired = await load(url);
    expect([expired.statusCode, expired.json().message]).toEqual([403, PREVIEW_LINK_REFUSED]);
  });

  it('refuse a tampered link: another signature, another expiry, another file', async () => {
    const url = new URL(await attached('tamper.pdf', 'application/pdf', PDF), 'http://outpost.test');
    const other = new URL(await attached('other.pdf', 'application/pdf', PDF), 'http://outpost.test');
    const signature = url.searchParams.get('signature')!;
    const variants = [
      `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3600}&signature=${signature}`,
      `${other.pathname}${url.search}`,
    ];
    for (const variant of variants) {
      const response = await load(variant);
      expect([variant, response.statusCode, response.json().message]).toEqual([variant, 403, PREVIEW_LINK_REFUSED]);
    }
    // A malformed link is bad input, never a server error.
    for (const bad of [url.pathname, `${url.pathname}?expires=soon&signature=${signature}`, `${url.pathname}?expires=1&signature=${'%'.repeat(3)}`]) {
      expect((await load(bad)).statusCode).toBe(400);
    }
  });

  it('never show inline a file whose content is not what it claims; it comes as a download', async () => {
    for (const [name, type, bytes] of [
      ['report.pdf', 'application/pdf', HTML_AS_PDF],
      ['notes.txt', 'text/plain', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])],
      ['page.html', 'text/html', HTML_AS_PDF],
      ['clip.mp4', 'video/mp4', HTML_AS_PDF],
    ] as const) {
      const response = await load(await attached(name, type, bytes));
      expect([name, response.statusCode, response.headers['content-type'], String(response.headers['content-disposition']).split(';')[0]]).toEqual([
        name,
        200,
        'application/octet-stream',
        'attachment',
      ]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('are handed out only to those who may read the file', async () => {
    const elsewhere = await makeOrganization(ctx, 'Preview Elsewhere');
    const scoped = await signInTechnician(ctx, ['canManageTickets'], [elsewhere.id]);
    const [attachment] = (await api(ctx, admin).get(`/api/ticketing/ticket/${ticketId}/attachments`)).json<{ id: number }[]>();
    const refused = await api(ctx, scoped).get(`/api/ticketing/ticket/${ticketId}/attachments/${attachment!.id}/signed-url`);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Error ticket forbidden']);
    expect((await api(ctx, admin).get(`/api/ticketing/ticket/${ticketId}/attachments/999999/signed-url`)).statusCode).toBe(404);
  });
});

describe('the help panel’s attachment preview', () => {
  it("reads one's own upload through a signed link: text inline as UTF-8 text, and no one else's", async () => {
    const tech = await signInTechnician(ctx, []);
    const upload = (await uploadHelpFile(ctx, tech, 'agent.txt', Buffer.from('restore failed: disk full\n'))).json<HelpUpload>();
    const { signedUrl } = (await api(ctx, tech).get(`/api/help/uploads/${upload.token}/signed-url`)).json<{ signedUrl: string }>();
    const response = await load(signedUrl);
    expect([response.statusCode, response.headers['content-type'], response.headers['content-disposition']]).toEqual([
      200,
      'text/plain; charset=utf-8',
      `inline; filename="agent.txt"; filename*=UTF-8''agent.txt`,
    ]);
    expect(response.body).toBe('restore failed: disk full\n');
    const other = await signInTechnician(ctx, []);
    expect((await api(ctx, other).get(`/api/help/uploads/${upload.token}/signed-url`)).statusCode).toBe(404);
  });
});
