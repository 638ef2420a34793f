import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../http/access.ts';
import type { App } from '../../http/route-types.ts';
import { AppError } from '../../lib/errors.ts';
import type { Download, DownloadsService } from './downloads.service.ts';
import { contentDisposition } from './paths.ts';

const tags = ['backup'];
const base = '/api/backup/lockhart';
const plan = z.object({ nodeId: z.coerce.number().int(), planId: z.string().min(1).max(100) });

function send(reply: FastifyReply, d: Download) {
  reply.header('content-type', d.contentType).header('content-disposition', contentDisposition(d.fileName)).header('cache-control', 'no-store');
  if (d.size !== undefined) reply.header('content-length', d.size);
  return reply.send(d.body);
}

/** Browser downloads (spec 000 §7), streamed straight from the cloud store. */
export function registerDownloadsRoutes(app: App, downloads: DownloadsService) {
  app.get(
    `${base}/nodes/:nodeId/plans/:planId/revisions/:revisionId/data`,
    { schema: { tags, params: plan.extend({ revisionId: z.coerce.number().int() }) } },
    async (req, reply) => send(reply, await downloads.revisionData(currentUser(req), req.params.nodeId, req.params.planId, req.params.revisionId)),
  );
  app.get(
    `${base}/nodes/:nodeId/plans/:planId/folders/:folderId/jobs/:jobId/data`,
    {
      schema: {
        tags,
        params: plan.extend({ folderId: z.coerce.number().int(), jobId: z.coerce.number().int() }),
        querystring: z.object({ restoreDeleted: z.enum(['true', 'false']).default('false') }),
      },
    },
    async (req, reply) =>
      send(reply, await downloads.folderZip(currentUser(req), req.params.nodeId, req.params.planId, req.params.folderId, req.params.jobId, req.query.restoreDeleted === 'true')),
  );
  app.get(
    `${base}/image/nodes/:nodeId/plans/:planId/revisions/:revisionId/download`,
    {
      schema: {
        tags,
        params: plan.extend({ revisionId: z.coerce.number().int() }),
        querystring: z.object({ fileBase64: z.string().min(1).max(65_536), type: z.enum(['FILE', 'FOLDER']) }),
      },
    },
    async (req, reply) => {
      const filePath = Buffer.from(req.query.fileBase64, 'base64').toString('utf8');
      if (!filePath || filePath.includes('\u0000')) throw new AppError('VALIDATION_FAILED', 'Invalid path', { fileBase64: ['Invalid'] });
      return send(reply, await downloads.imageDownload(currentUser(req), req.params.nodeId, req.params.planId, req.params.revisionId, filePath, req.query.type));
    },
  );
}
