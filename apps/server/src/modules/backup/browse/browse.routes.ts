import { z } from 'zod';
import {
  BACKUP_PAGE_SIZE,
  REVISIONS_PAGE_SIZE,
  backupEntrySchema,
  backupJobSchema,
  backupPlanSchema,
  mountedEntrySchema,
  pagedSchema,
  revisionSchema,
  volumeSchema,
} from '@outpost/contracts';
import { currentUser } from '../../../http/access.ts';
import { requires, signedIn, type App } from '../../../http/route-types.ts';
import type { BrowseService } from './browse.service.ts';
import type { PlansService } from '../plans/plans.service.ts';
import { dbIdSchema } from '../../../http/route-params.ts';

const tags = ['backup'];
const base = '/api/backup/lockhart';
const viewData = requires('canViewAndRestoreBackupData');
const node = z.object({ nodeId: dbIdSchema });
const plan = node.extend({ planId: z.string().min(1).max(100) });
const pageQuery = (max: number) => z.object({ page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(max).default(max) });
const bool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** The backup browser's calls of spec 000 §7, under /api. */
export function registerBrowseRoutes(app: App, deps: { browse: BrowseService; plans: PlansService }) {
  const { browse } = deps;
  app.get(`${base}/nodes/:nodeId/plans`, { schema: { tags, params: node, response: { 200: z.array(backupPlanSchema) } }, config: signedIn }, (req) =>
    deps.plans.list(req.params.nodeId),
  );
  app.get(
    `${base}/nodes/:nodeId/plans/:planId/folders`,
    { schema: { tags, params: plan, querystring: pageQuery(BACKUP_PAGE_SIZE), response: { 200: pagedSchema(backupEntrySchema) } }, config: signedIn },
    (req) => browse.folders(currentUser(req), req.params.nodeId, req.params.planId, req.query.page, req.query.size),
  );
  app.get(
    `${base}/v2/nodes/:nodeId/plans/:planId/folders/:folderId/content`,
    {
      schema: {
        tags,
        params: plan.extend({ folderId: dbIdSchema }),
        querystring: pageQuery(BACKUP_PAGE_SIZE),
        response: { 200: pagedSchema(backupEntrySchema) },
      },
      config: viewData,
    },
    (req) => browse.content(currentUser(req), req.params.nodeId, req.params.planId, req.params.folderId, req.query.page, req.query.size),
  );
  app.get(
    `${base}/nodes/:nodeId/plans/:planId/search`,
    {
      schema: {
        tags,
        params: plan,
        // totalOnly: the exact number of matches alone (a first page may answer only a lower bound).
        querystring: pageQuery(BACKUP_PAGE_SIZE).extend({
          searchTerm: z.string().max(255).default(''),
          folderId: dbIdSchema.optional(),
          totalOnly: bool,
        }),
        response: { 200: pagedSchema(backupEntrySchema).extend({ totalExact: z.boolean() }) },
      },
      config: viewData,
    },
    (req) => browse.search(currentUser(req), req.params.nodeId, req.params.planId, req.query),
  );
  const revisionsRoute = { tags, querystring: pageQuery(REVISIONS_PAGE_SIZE).extend({ onCloud: bool }), response: { 200: pagedSchema(revisionSchema) } };
  app.get(
    `${base}/v3/nodes/:nodeId/plans/:planNumericId/files/:fileId/revisions`,
    { schema: { ...revisionsRoute, params: node.extend({ planNumericId: z.string().min(1).max(100), fileId: dbIdSchema }) }, config: viewData },
    (req) => browse.revisions(currentUser(req), req.params.nodeId, req.params.planNumericId, req.params.fileId, req.query),
  );
  app.get(
    `${base}/nodes/:nodeId/plans/:planId/files/:fileId/revisions`,
    { schema: { ...revisionsRoute, params: plan.extend({ fileId: dbIdSchema }) }, config: viewData },
    (req) => browse.revisions(currentUser(req), req.params.nodeId, req.params.planId, req.params.fileId, req.query),
  );
  app.get(
    `${base}/nodes/:nodeId/plans/:planId/jobs`,
    {
      schema: {
        tags,
        params: plan,
        querystring: pageQuery(REVISIONS_PAGE_SIZE).extend({ upsyncedData: bool }),
        response: { 200: pagedSchema(backupJobSchema) },
      },
      config: signedIn,
    },
    (req) => browse.jobs(req.params.nodeId, req.params.planId, req.query),
  );
  app.get(
    `${base}/nodes/:nodeId/plans/:planId/volumes`,
    { schema: { tags, params: plan, response: { 200: z.array(volumeSchema) } }, config: signedIn },
    (req) => browse.volumes(req.params.nodeId, req.params.planId),
  );
  app.get(
    `${base}/image/v2/nodes/:nodeId/plans/:planId/revisions/:revisionId/content`,
    {
      schema: {
        tags,
        params: plan.extend({ revisionId: dbIdSchema }),
        querystring: z.object({
          folder: z.string().max(32_768).optional(),
          start: z.coerce.number().int().min(0).default(0),
          count: z.coerce.number().int().min(1).max(1000).default(BACKUP_PAGE_SIZE),
        }),
        response: { 200: pagedSchema(mountedEntrySchema) },
      },
      config: viewData,
    },
    (req) => browse.imageContent(currentUser(req), req.params.nodeId, req.params.planId, req.params.revisionId, req.query),
  );
}
