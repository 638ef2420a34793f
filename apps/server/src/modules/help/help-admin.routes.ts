import { z } from 'zod';
import {
  helpArticleInputSchema,
  helpArticleRowSchema,
  helpArticleSchema,
  helpArticleUpdateSchema,
  helpProviderTestSchema,
  helpSettingsInputSchema,
  helpSettingsSchema,
  tablePage,
  tableQuerySchema,
} from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { adminOnly, type App } from '../../http/route-types.ts';
import type { HelpArticlesService } from './articles/articles.service.ts';
import type { HelpSettingsService } from './settings/help-settings.service.ts';
import { articleIdParams } from './help.routes.ts';

const tags = ['help'];

/** Writing the help centre and choosing the provider: administrators only (the settings hold a token). */
export function registerHelpAdminRoutes(app: App, help: { articles: HelpArticlesService; settings: HelpSettingsService }) {
  const { articles, settings } = help;
  app.get(
    '/api/help/admin/articles',
    {
      schema: {
        tags,
        summary:
          'Every article, drafts included: a server-driven table (search title; filters section, draft, locale; sort title, section, locale, draft, updated_at)',
        querystring: tableQuerySchema,
        response: { 200: tablePage(helpArticleRowSchema) },
      },
      config: adminOnly,
    },
    (req) => articles.page(req.query),
  );
  app.get(
    '/api/help/admin/sections',
    { schema: { tags, summary: 'Sections in use, for the editor', response: { 200: z.array(z.string()) } }, config: adminOnly },
    () => articles.sections(),
  );
  app.get(
    '/api/help/admin/articles/:id',
    { schema: { tags, summary: 'One article, draft or published', params: articleIdParams, response: { 200: helpArticleSchema } }, config: adminOnly },
    (req) => articles.get(req.params.id, { includeDrafts: true }),
  );
  app.post(
    '/api/help/admin/articles',
    {
      schema: { tags, summary: 'Write an article (HTML sanitised on the server)', body: helpArticleInputSchema, response: { 201: helpArticleSchema } },
      config: adminOnly,
    },
    async (req, reply) => reply.code(201).send(await articles.create(currentUser(req), req.body)),
  );
  app.put(
    '/api/help/admin/articles/:id',
    {
      schema: {
        tags,
        summary: 'Change an article (all its fields); a stale version is refused with 409',
        params: articleIdParams,
        body: helpArticleUpdateSchema,
        response: { 200: helpArticleSchema },
      },
      config: adminOnly,
    },
    (req) => articles.update(req.params.id, req.body),
  );
  app.delete(
    '/api/help/admin/articles/:id',
    { schema: { tags, summary: 'Delete an article', params: articleIdParams, response: { 204: z.null() } }, config: adminOnly },
    async (req, reply) => {
      await articles.delete(req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/help/settings',
    {
      schema: { tags, summary: 'Help provider settings (the Zendesk API token is never answered: apiTokenSet tells)', response: { 200: helpSettingsSchema } },
      config: adminOnly,
    },
    () => settings.get(),
  );
  app.put(
    '/api/help/settings',
    {
      schema: {
        tags,
        summary: 'Choose the help provider and its connection (apiToken: left out keeps it, empty removes it)',
        body: helpSettingsInputSchema,
        response: { 200: helpSettingsSchema },
      },
      config: adminOnly,
    },
    (req) => settings.put(req.body),
  );
  app.post(
    '/api/help/settings/test',
    { schema: { tags, summary: 'Test the chosen provider with the stored settings', response: { 200: helpProviderTestSchema } }, config: adminOnly },
    () => settings.test(),
  );
}
