import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../../http/access.ts';
import { endpointBudget } from '../../../http/request-budget.ts';
import { requires, type App } from '../../../http/route-types.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Download, DownloadsService } from './downloads.service.ts';
import { contentDisposition } from '../paths.ts';
import { dbIdSchema } from '../../../http/route-params.ts';

const tags = ['backup'];
const base = '/api/backup/lockhart';
const plan = z.object({ nodeId: dbIdSchema, planId: z.string().min(1).max(100) });
// Downloads are file content: canViewAndRestoreBackupData (the service checks it again); each
// reads, decrypts and streams whole files, so they have a budget of their own.
const config = { ...requires('canViewAndRestoreBackupData'), ...endpointBudget('downloads') };
// No automatic HEAD: it would read and verify a whole file or folder only to throw the body away.
const exposeHeadRoute = false;

/**
 * Sends a download. Fastify listens to the body stream and the socket: a body that fails after the
 * headers went out (damage the service found late) or a client that goes away ends this response
 * only (logged with the request id, the socket destroyed, the body's reads stopped).
 */
function send(reply: FastifyReply, d: Download) {
  reply.header('content-type', d.contentType).header('content-disposition', contentDisposition(d.fileName)).header('cache-control', 'no-store');
  if (d.size !== undefined) reply.header('content-length', d.size);
  // The response the body is piped into (Fastify pipes a stream body into reply.raw).
  d.attach?.(reply.raw);
  return reply.send(d.body);
}

/** Browser downloads (spec 000 §7), streamed straight from the cloud store. */
export function registerDownloadsRoutes(app: App, downloads: DownloadsService) {
  app.get(
    `${base}/nodes/:nodeId/plans/:planId/revisions/:revisionId/data`,
    { schema: { tags, params: plan.extend({ revisionId: dbIdSchema }) }, config, exposeHeadRoute },
    async (req, reply) => send(reply, await downloads.revisionData(currentUser(req), req.params.nodeId, req.params.planId, req.params.revisionId, req.log)),
  );
  app.get(
    `${base}/nodes/:nodeId/plans/:planId/folders/:folderId/jobs/:jobId/data`,
    {
      schema: {
        tags,
        params: plan.extend({ folderId: dbIdSchema, jobId: dbIdSchema }),
        querystring: z.object({ restoreDeleted: z.enum(['true', 'false']).default('false') }),
      },
      config,
      exposeHeadRoute,
    },
    async (req, reply) =>
      send(
        reply,
        await downloads.folderZip(
          currentUser(req),
          req.params.nodeId,
          req.params.planId,
          req.params.folderId,
          req.params.jobId,
          req.query.restoreDeleted === 'true',
          req.log,
        ),
      ),
  );
  app.get(
    `${base}/image/nodes/:nodeId/plans/:planId/revisions/:revisionId/download`,
    {
      schema: {
        tags,
        params: plan.extend({ revisionId: dbIdSchema }),
        querystring: z.object({ fileBase64: z.string().min(1).max(65_536), type: z.enum(['FILE', 'FOLDER']) }),
      },
      config,
      exposeHeadRoute,
    },
    async (req, reply) => {
      const filePath = Buffer.from(req.query.fileBase64, 'base64').toString('utf8');
      if (!filePath || filePath.includes('\u0000')) throw new AppError('VALIDATION_FAILED', 'Invalid path', { fileBase64: ['Invalid'] });
      return send(
        reply,
        await downloads.imageDownload(currentUser(req), req.params.nodeId, req.params.planId, req.params.revisionId, filePath, req.query.type, req.log),
      );
    },
  );
}
