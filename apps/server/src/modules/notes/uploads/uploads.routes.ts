import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES, uploadSchema } from '@outpost/contracts';
import { currentUser } from '../../../http/access.ts';
import { endpointBudget } from '../../../http/request-budget.ts';
import { publicRoute, signedIn, type App } from '../../../http/route-types.ts';
import { contentDisposition } from './content-type.ts';
import { missingFile, type UploadsService } from './uploads.service.ts';

const cidParams = z.object({ cid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid content id') });
const previewQuery = z.object({
  expires: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 40),
  signature: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Invalid signature'),
});
const tags = ['uploads'];
/** The request length the client announced (0 when it announced none): the quotas weigh it before the body is read. */
export const announcedLength = (header: string | undefined) => {
  const length = Number(header);
  return Number.isSafeInteger(length) && length > 0 ? length : 0;
};
/**
 * A preview is a page of its own inside the app's frame: nothing it may load or run, framed only
 * by the app, sandboxed (an opaque origin: no cookies, no scripts). Chromium still shows a PDF,
 * text or an image in it.
 */
const PREVIEW_POLICY = "default-src 'none'; frame-ancestors 'self'; sandbox";

/** The upload store of rich text: `POST /api/uploads` (multipart field `file`) and `GET /api/uploads/:cid`. */
export function registerUploadsRoutes(app: App, uploads: UploadsService) {
  // Content checks run after their upload's response: let them record their verdicts before the database closes.
  app.addHook('preClose', () => uploads.idle());
  // Multipart parsing only where it is needed; one byte over the limit marks the file truncated.
  app.register(async (scope: App) => {
    await scope.register(fastifyMultipart, { limits: { files: 1, fields: 5, fileSize: UPLOAD_MAX_BYTES, parts: 6 }, throwFileSizeLimit: false });

    scope.post(
      '/api/uploads',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 201: uploadSchema } }, config: { ...signedIn, ...endpointBudget('uploads') } },
      async (req, reply) => {
        const part = req.isMultipart() ? await req.file() : undefined;
        if (!part) throw missingFile();
        const stored = await uploads.store(
          currentUser(req),
          {
            fileName: part.filename,
            declaredType: part.mimetype,
            stream: part.file,
            truncated: () => part.file.truncated,
          },
          announcedLength(req.headers['content-length']),
        );
        return reply.code(201).send(stored);
      },
    );

    scope.get('/api/uploads/:cid', { schema: { tags, params: cidParams }, config: signedIn }, async (req, reply) => {
      const { upload, body, inline, servedType } = await uploads.open(currentUser(req), req.params.cid);
      return (
        reply
          .header('content-type', servedType)
          .header('content-length', upload.size)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', upload.fileName))
          // Even if a browser renders a file, it runs nothing and reaches nothing.
          .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
          .header('cache-control', 'private, max-age=86400, immutable')
          .send(body)
      );
    });

    // The signed link is the credential (a frame or player loads it): no session needed, nothing
    // else reachable. Inline only for a type the bytes prove; the page it makes runs nothing.
    scope.get(
      '/api/uploads/:cid/preview',
      {
        schema: {
          tags,
          summary:
            'A file through its signed preview link: inline when its content proves an image, video, plain text or PDF and passed its upload check, else a download',
          params: cidParams,
          querystring: previewQuery,
        },
        config: publicRoute,
      },
      async (req, reply) => {
        const { upload, body, inlineType } = await uploads.preview(req.params.cid, req.query);
        return (
          reply
            .header('content-type', inlineType ?? 'application/octet-stream')
            .header('content-length', upload.size)
            .header('x-content-type-options', 'nosniff')
            .header('content-disposition', contentDisposition(inlineType ? 'inline' : 'attachment', upload.fileName))
            .header('content-security-policy', PREVIEW_POLICY)
            .header('cross-origin-resource-policy', 'same-origin')
            .header('referrer-policy', 'no-referrer')
            // The link expires; a cached copy may not outlive it.
            .header('cache-control', 'private, max-age=60')
            .send(body)
        );
      },
    );
  });
}
