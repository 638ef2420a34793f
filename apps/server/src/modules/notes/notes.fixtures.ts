import type { App } from '../../http/route-types.ts';
import type { Session, TestContext } from '../../test/harness.ts';
import { enrollDevice, makeEnrollmentToken, makeOrganization } from '../../test/factories.ts';

/** A device to write notes on, enrolled through a new organization; answers its node id. */
export async function makeNotesDevice(ctx: TestContext, adminUserId: number, hostname: string): Promise<number> {
  const org = await makeOrganization(ctx);
  const { token } = await makeEnrollmentToken(ctx, org.id, adminUserId);
  return (await enrollDevice(ctx, token, hostname)).response.json<{ nodeId: number }>().nodeId;
}

/** The first bytes of a PNG: enough for the server to store it as an image. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export type UploadBody = { contentId: string; url: string; contentType: string; size: number; fileName: string };

/** A multipart body with one `file` part, as a browser's FormData would send it. */
function multipart(fileName: string, type: string, content: Buffer) {
  const boundary = `----outpost${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** `POST /api/uploads` with one file, as `who`. */
export function postUpload(app: App, who: Partial<Session>, fileName: string, type: string, content: Buffer) {
  const body = multipart(fileName, type, content);
  return app.inject({ method: 'POST', url: '/api/uploads', headers: { ...who.headers, 'content-type': body.contentType }, payload: body.payload });
}
