import type { Session, TestContext } from '../../test/harness.ts';

/** The smallest real PNG (1×1, transparent). */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
/** The start of a QuickTime movie: an `ftyp` atom. */
export const MOV_BYTES = Buffer.concat([Buffer.from('0000001466747970717420202005030071742020', 'hex'), Buffer.alloc(64)]);

/** A multipart body with one `file` part, as the panel's FormData sends it. */
export function multipartFile(fileName: string, type: string, content: Buffer) {
  const boundary = `----help${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /api/help/uploads as a signed-in caller. */
export function uploadHelpFile(ctx: TestContext, who: Session, fileName: string, content: Buffer, type = 'application/octet-stream') {
  const body = multipartFile(fileName, type, content);
  return ctx.app.inject({ method: 'POST', url: '/api/help/uploads', headers: { ...who.headers, 'content-type': body.contentType }, payload: body.payload });
}

/** A ticket body that passes every rule outside federal environments. */
export const validTicket = (extra: Record<string, unknown> = {}) => ({
  ticketSubject: 'Backups of the file server fail',
  ticketBody: 'Since Monday the nightly plan stops with an error.',
  ticketPriority: 'HIGH',
  ticketCategory: 'category_backup',
  ...extra,
});
