import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type Session, type TestContext } from '../../../test/harness.ts';
import { makeNotesDevice, PNG, postUpload, type UploadBody } from '../notes.fixtures.ts';
import { UNUSED_UPLOAD_GRACE_MS } from './upload-quota.ts';

// Small quotas, so that a test reaches them in a few uploads; each test starts with none waiting.
const LIMITS = { userFiles: 3, userBytes: 4096, installationFiles: 5, installationBytes: 1024 * 1024, minFreeBytes: 1 };

let ctx: TestContext;
let admin: Session & { userId: number };
let nodeId: number;

beforeAll(async () => {
  ctx = await createTestContext({ uploadQuota: LIMITS });
  admin = await signIn(ctx);
  nodeId = await makeNotesDevice(ctx, admin.userId, 'quota-host');
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  Object.assign(ctx.services.uploadQuota.limits, LIMITS);
  // What earlier tests left waiting is swept: a day passes.
  ctx.clock.advance(24 * 60 * 60 * 1000);
  await ctx.services.uploads.sweepUnused();
});

const upload = (who: Session, content: Buffer = PNG) => postUpload(ctx.app, who, 'pixel.png', 'image/png', content);
const filesOnDisk = async () => (await readdir(path.join(ctx.dataDir, 'uploads'))).filter((f) => f !== '.tmp');

describe('upload quotas (issue 22, finding 5)', () => {
  it("refuses a user's upload past their quota of waiting files with 413 in words, storing nothing; another user still uploads", async () => {
    const tech = await signIn(ctx, 'TECHNICIAN');
    for (let i = 0; i < 3; i++) expect((await upload(tech)).statusCode).toBe(201);
    const before = await filesOnDisk();
    const refused = await upload(tech);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      resultCode: 'UPLOAD_QUOTA_EXCEEDED',
      message:
        'You have too many files waiting to be used (at most 3 files or 4 KiB). Save or send what you are writing, or wait an hour for unused files to be removed.',
    });
    expect(await filesOnDisk()).toEqual(before);
    const other = await signIn(ctx, 'TECHNICIAN');
    expect((await upload(other)).statusCode).toBe(201);
  });

  it('counts only uploads waiting: one a note uses frees its place', async () => {
    const tech = await signIn(ctx, 'TECHNICIAN');
    const stored = [];
    for (let i = 0; i < 3; i++) stored.push((await upload(tech)).json<UploadBody>());
    expect((await upload(tech)).statusCode).toBe(413);
    const note = await ctx.app.inject({
      method: 'POST',
      url: `/api/devices/${nodeId}/notes`,
      headers: tech.headers,
      payload: { html: `<p><img src="${stored[0]!.url}" data-cid="${stored[0]!.contentId}"></p>` },
    });
    expect(note.statusCode).toBe(201);
    expect((await upload(tech)).statusCode).toBe(201);
  });

  it('weighs bytes too: a file that would pass the byte quota is refused', async () => {
    const tech = await signIn(ctx, 'TECHNICIAN');
    expect((await upload(tech, Buffer.concat([PNG, Buffer.alloc(2500)]))).statusCode).toBe(201);
    const refused = await upload(tech, Buffer.concat([PNG, Buffer.alloc(2500)]));
    expect([refused.statusCode, refused.json().resultCode]).toEqual([413, 'UPLOAD_QUOTA_EXCEEDED']);
    expect((await upload(tech, PNG)).statusCode).toBe(201);
  });

  it("refuses everyone with 507 once the installation's waiting uploads reach its quota", async () => {
    const users = [await signIn(ctx, 'TECHNICIAN'), await signIn(ctx, 'TECHNICIAN')];
    for (let i = 0; i < 3; i++) expect((await upload(users[0]!)).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await upload(users[1]!)).statusCode).toBe(201);
    const refused = await upload(await signIn(ctx, 'TECHNICIAN'));
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({
      resultCode: 'INSUFFICIENT_STORAGE',
      message: 'The server has no room for more uploads right now. Try again later, or ask your administrator.',
    });
  });

  it("refuses uploads with 507 while the data folder's free space is under the floor", async () => {
    const tech = await signIn(ctx, 'TECHNICIAN');
    // A floor no disk reaches: the real free space (fs.statfs) is under it.
    ctx.services.uploadQuota.limits.minFreeBytes = Number.MAX_SAFE_INTEGER;
    const before = await filesOnDisk();
    const refused = await upload(tech);
    expect(refused.statusCode).toBe(507);
    expect(refused.json().message).toBe('The server is running out of disk space and does not accept uploads. Ask your administrator.');
    expect(await filesOnDisk()).toEqual(before);
    ctx.services.uploadQuota.limits.minFreeBytes = 1;
    expect((await upload(tech)).statusCode).toBe(201);
  });

  it('sweeps unused uploads within the hour, and keeps those a note uses', async () => {
    const tech = await signIn(ctx, 'TECHNICIAN');
    const unused = (await upload(tech)).json<UploadBody>();
    const used = (await upload(tech)).json<UploadBody>();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/devices/${nodeId}/notes`,
      headers: tech.headers,
      payload: { html: `<p><a href="${used.url}">file</a></p>` },
    });
    expect(UNUSED_UPLOAD_GRACE_MS).toBeLessThanOrEqual(55 * 60 * 1000);
    ctx.clock.advance(UNUSED_UPLOAD_GRACE_MS + 1000);
    await ctx.services.uploads.sweepUnused();
    const on = await filesOnDisk();
    expect(on).not.toContain(unused.contentId);
    expect(on).toContain(used.contentId);
  });
});
