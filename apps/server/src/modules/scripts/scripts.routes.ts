import { z } from 'zod';
import {
  SCRIPT_LIMITS,
  scriptCategoryNameSchema,
  scriptCategorySchema,
  scriptInputSchema,
  scriptSchema,
  scriptSummarySchema,
  scriptVersionSchema,
  scriptVersionSummarySchema,
  tablePage,
  tableQuerySchema,
} from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { requires, type App } from '../../http/route-types.ts';
import type { ScriptsService } from './scripts.service.ts';
import { dbIdSchema, idParams } from '../../http/route-params.ts';

const tags = ['scripts'];
const see = requires('canRunScripts', 'canManageScripts');
const manage = requires('canManageScripts');
const updateBody = scriptInputSchema.and(z.object({ version: z.number().int().min(1).max(2_147_483_647) }));

/** The script library: list, editor, versions and their diff data, categories (issue 25 §1). */
export function registerScriptsRoutes(app: App, scripts: ScriptsService) {
  app.get(
    '/api/scripts',
    {
      schema: {
        tags,
        summary: 'Scripts (search, filters categoryId, language, operatingSystem)',
        querystring: tableQuerySchema,
        response: { 200: tablePage(scriptSummarySchema) },
      },
      config: see,
    },
    (req) => scripts.list(currentUser(req), req.query),
  );
  app.post('/api/scripts', { schema: { tags, body: scriptInputSchema, response: { 201: scriptSchema } }, config: manage }, async (req, reply) =>
    reply.code(201).send(await scripts.create(currentUser(req), req.body)),
  );
  app.post(
    '/api/scripts/delete',
    {
      schema: {
        tags,
        summary: 'Delete several scripts (runs keep their history)',
        body: z.object({ ids: z.array(dbIdSchema).min(1).max(SCRIPT_LIMITS.bulkDeleteMax) }),
        response: { 200: z.object({ deleted: z.number().int() }) },
      },
      config: manage,
    },
    (req) => scripts.deleteMany(currentUser(req), req.body.ids),
  );
  app.get('/api/script-categories', { schema: { tags, response: { 200: z.array(scriptCategorySchema) } }, config: see }, (req) =>
    scripts.categories(currentUser(req)),
  );
  app.post(
    '/api/script-categories',
    { schema: { tags, body: z.object({ name: scriptCategoryNameSchema }), response: { 201: scriptCategorySchema } }, config: manage },
    async (req, reply) => reply.code(201).send(await scripts.createCategory(req.body.name)),
  );
  app.put(
    '/api/script-categories/:id',
    { schema: { tags, params: idParams, body: z.object({ name: scriptCategoryNameSchema }), response: { 200: scriptCategorySchema } }, config: manage },
    (req) => scripts.renameCategory(currentUser(req), req.params.id, req.body.name),
  );
  app.delete('/api/script-categories/:id', { schema: { tags, params: idParams, response: { 204: z.null() } }, config: manage }, async (req, reply) => {
    await scripts.deleteCategory(req.params.id);
    return reply.code(204).send(null);
  });
  app.get('/api/scripts/:id', { schema: { tags, params: idParams, response: { 200: scriptSchema } }, config: see }, (req) =>
    scripts.get(currentUser(req), req.params.id),
  );
  app.put(
    '/api/scripts/:id',
    {
      schema: { tags, summary: 'Save a new version; a stale version is refused with 409', params: idParams, body: updateBody, response: { 200: scriptSchema } },
      config: manage,
    },
    (req) => {
      const { version, ...input } = req.body;
      return scripts.update(currentUser(req), req.params.id, input, version);
    },
  );
  app.delete('/api/scripts/:id', { schema: { tags, params: idParams, response: { 204: z.null() } }, config: manage }, async (req, reply) => {
    await scripts.deleteMany(currentUser(req), [req.params.id]);
    return reply.code(204).send(null);
  });
  app.get('/api/scripts/:id/versions', { schema: { tags, params: idParams, response: { 200: z.array(scriptVersionSummarySchema) } }, config: see }, (req) =>
    scripts.versions(currentUser(req), req.params.id),
  );
  app.get(
    '/api/scripts/:id/versions/:version',
    {
      schema: {
        tags,
        summary: 'One version in full (the diff compares two)',
        params: idParams.extend({ version: dbIdSchema }),
        response: { 200: scriptVersionSchema },
      },
      config: see,
    },
    (req) => scripts.version(currentUser(req), req.params.id, req.params.version),
  );
}
