import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type Session, type TestContext } from '../../../test/harness.ts';
import { PNG, postUpload, type UploadBody } from '../notes.fixtures.ts';

let ctx: TestContext;
let tech: Session;

const upload = (fileName: string, type: string, content: Buffer, who: Partial<Session> = tech) => postUpload(ctx.app, who, fileName, type, content);

beforeAll(async () => {
  ctx = await createTestContext();
  tech = await signIn(ctx, 'TECHNICIAN');
});
afterAll(() => ctx.close());

describe('uploads', () => {
  it('stores an image and serves it inline with its type and nosniff', async () => {
    const response = await upload('pixel.png', 'image/png', PNG);
    expect(response.statusCode).toBe(201);
    const stored = response.json<UploadBody>();
    expect(stored).toMatchObject({ contentType: 'image/png', size: PNG.length, fileName: 'pixel.png', url: `/api/uploads/${stored.contentId}` });
    const served = await ctx.app.inject({ url: stored.url, headers: tech.headers });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="pixel.png"/);
  });

  it('serves other files as attachments, and a fake image as octet-stream', async () => {
    const pdf = (await upload('report.pdf', 'application/pdf', Buffer.from('%PDF-1.4 hello'))).json<UploadBody>();
    const served = await ctx.app.inject({ url: pdf.url, headers: tech.headers });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="report.pdf"/);

    const fake = (await upload('evil.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>'))).json<UploadBody>();
    expect(fake.contentType).toBe('application/octet-stream');
    const svg = (await upload('x.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>'))).json<UploadBody>();
    const servedSvg = await ctx.app.inject({ url: svg.url, headers: tech.headers });
    expect(servedSvg.headers['content-type']).toBe('application/octet-stream');
    expect(servedSvg.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('refuses an empty file and one over 20 MiB with a field error, storing nothing', async () => {
    const before = await readdir(path.join(ctx.dataDir, 'uploads'));
    const empty = await upload('empty.txt', 'text/plain', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ resultCode: 'VALIDATION_FAILED', fields: { file: ['Minimum file size is 1 byte'] } });
    const exact = await upload('exact.bin', 'application/octet-stream', Buffer.alloc(20 * 1024 * 1024, 1));
    expect(exact.statusCode).toBe(201);
    const big = await upload('big.bin', 'application/octet-stream', Buffer.alloc(20 * 1024 * 1024 + 1, 1));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ fields: { file: ['Maximum file size is 20 MiB'] } });
    const after = await readdir(path.join(ctx.dataDir, 'uploads'));
    expect(after.filter((f) => !before.includes(f))).toEqual([exact.json<UploadBody>().contentId]);
  });

  it('answers 400 when the request holds no file', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/uploads', headers: tech.headers, payload: { file: 'nope' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('fields.file');
  });

  it('requires a session to upload or download, and CSRF to upload', async () => {
    const stored = (await upload('a.png', 'image/png', PNG)).json<UploadBody>();
    expect((await ctx.app.inject({ url: stored.url })).statusCode).toBe(401);
    expect((await upload('b.png', 'image/png', PNG, {})).statusCode).toBe(401);
    expect((await upload('b.png', 'image/png', PNG, { headers: { cookie: tech.headers.cookie! } })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown content id and 400 for a malformed one', async () => {
    expect((await ctx.app.inject({ url: '/api/uploads/doesnotexist', headers: tech.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/uploads/..%2f..%2fetc', headers: tech.headers })).statusCode).toBe(400);
  });
});
