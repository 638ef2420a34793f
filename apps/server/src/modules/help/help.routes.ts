import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  HELP_ATTACHMENT_MAX_BYTES,
  HELP_MESSAGES,
  academyLoginSchema,
  helpArticleHitSchema,
  helpArticleRowSchema,
  helpLocaleSchema,
  helpArticleSchema,
  helpAttachmentSchema,
  helpCcCandidateSchema,
  helpContextSchema,
  helpSearchPageSchema,
  helpSearchQuerySchema,
  helpSuggestedQuerySchema,
  helpTicketResultSchema,
  helpTicketSchema,
  helpUploadSchema,
  helpUploadTokenSchema,
  signedUrlSchema,
} from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { endpointBudget } from '../../http/request-budget.ts';
import { announcedLength } from '../notes/uploads/uploads.routes.ts';
import { signedIn, type App } from '../../http/route-types.ts';
import { AppError } from '../../lib/errors.ts';
import type { HelpArticlesService } from './articles/articles.service.ts';
import type { HelpSettingsService } from './settings/help-settings.service.ts';
import type { HelpPanelService } from './settings/panel.service.ts';
import type { HelpSupportService } from './support/support.service.ts';

const tags = ['help'];
export const articleIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const tokenParams = z.object({ token: helpUploadTokenSchema });
const topicParams = z.object({ label: z.string().regex(/^[a-z0-9][a-z0-9-]{0,49}$/, 'Invalid topic') });
const ccQuery = z.object({ search: z.string().max(200).default('') });

const SUBMIT_OFF = 'Submitting support tickets is turned off';
const ARTICLES_OFF = 'Help articles are turned off';

export interface HelpRouteServices {
  panel: HelpPanelService;
  settings: HelpSettingsService;
  articles: HelpArticlesService;
  support: HelpSupportService;
}

/** The help panel's calls (spec 000 §7), for every signed-in user; the branding switches are enforced here. */
export function registerHelpRoutes(app: App, help: HelpRouteServices) {
  const { panel, settings, articles, support } = help;
  const locale = async (requested: string | undefined) => requested ?? (await settings.panelDefaults()).locale;

  app.get(
    '/api/help/context',
    {
      schema: {
        tags,
        summary: 'What the help panel shows: provider, branding switches, environment, intro tooltip state',
        response: { 200: helpContextSchema },
      },
      config: signedIn,
    },
    (req) => panel.context(currentUser(req).id),
  );
  app.patch(
    '/api/appuser/hide-help-tooltip',
    { schema: { tags, summary: 'Hide the help intro tooltip for good (spec 000 §7)', response: { 204: z.null() } }, config: signedIn },
    async (req, reply) => {
      await panel.hideTooltip(currentUser(req).id);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/api/help/academy/login-url',
    {
      schema: { tags, summary: 'The academy link (absoluteLoginUrl); refused when the academy is switched off', response: { 200: academyLoginSchema } },
      config: signedIn,
    },
    (req) => panel.academyLoginUrl(`${req.protocol}://${req.host}`),
  );

  app.get(
    '/api/help/articles',
    {
      schema: {
        tags,
        summary: "The built-in help centre's contents: published articles of a locale, by section and title",
        querystring: z.object({ locale: helpLocaleSchema.optional() }),
        response: { 200: z.array(helpArticleRowSchema) },
      },
      config: signedIn,
    },
    async (req) => articles.contents(await locale(req.query.locale)),
  );
  app.get(
    '/api/help/articles/search',
    {
      schema: {
        tags,
        summary: 'Article search at the provider: ranked, stemmed, snippets with <em> marks; any text answers results or an empty list',
        querystring: helpSearchQuerySchema,
        response: { 200: helpSearchPageSchema },
      },
      config: { ...signedIn, ...endpointBudget('search') },
    },
    async (req) => {
      await panel.require('articlesEnabled', ARTICLES_OFF);
      const { query, page, per_page: perPage } = req.query;
      return (await settings.provider()).searchArticles({ query, locale: await locale(req.query.locale), page, perPage });
    },
  );
  app.get(
    '/api/help/articles/suggested',
    {
      schema: {
        tags,
        summary: "Articles suggested on an app route ('/devices/$id')",
        querystring: helpSuggestedQuerySchema,
        response: { 200: z.object({ results: z.array(helpArticleHitSchema) }) },
      },
      config: signedIn,
    },
    async (req) => {
      await panel.require('articlesEnabled', ARTICLES_OFF);
      return { results: await (await settings.provider()).suggestedArticles({ route: req.query.route, locale: await locale(req.query.locale) }) };
    },
  );
  app.get(
    '/api/help/articles/topic/:label',
    {
      schema: {
        tags,
        summary: "The published article labelled with a topic (stable links: 'restoring-backups')",
        params: topicParams,
        response: { 200: helpArticleSchema },
      },
      config: signedIn,
    },
    async (req) => articles.topic(req.params.label, await locale(undefined)),
  );
  app.get(
    '/api/help/articles/:id',
    {
      schema: {
        tags,
        summary: 'One published article of the built-in help centre (drafts for administrators)',
        params: articleIdParams,
        response: { 200: helpArticleSchema },
      },
      config: signedIn,
    },
    (req) => articles.get(req.params.id, { includeDrafts: currentUser(req).role === 'SYSTEM_ADMINISTRATOR' }),
  );

  app.get(
    '/api/help/cc-candidates',
    {
      schema: { tags, summary: 'Technicians a support ticket may copy (spec 000 §6)', querystring: ccQuery, response: { 200: z.array(helpCcCandidateSchema) } },
      config: signedIn,
    },
    (req) => panel.ccCandidates(req.query.search),
  );

  // Multipart parsing only here, with the attachment limit; one byte over marks the file truncated.
  app.register(async (scope: App) => {
    await scope.register(fastifyMultipart, { limits: { files: 1, fields: 5, fileSize: HELP_ATTACHMENT_MAX_BYTES, parts: 6 }, throwFileSizeLimit: false });
    scope.post(
      '/api/help/uploads',
      {
        schema: {
          tags,
          summary: 'Upload one support-ticket attachment (multipart field `file`); answers its token',
          consumes: ['multipart/form-data'],
          response: { 201: helpUploadSchema },
        },
        config: { ...signedIn, ...endpointBudget('uploads') },
        bodyLimit: HELP_ATTACHMENT_MAX_BYTES + 64 * 1024,
      },
      async (req, reply) => {
        const part = req.isMultipart() ? await req.file() : undefined;
        if (!part) throw new AppError('VALIDATION_FAILED', 'Choose a file to upload', { file: ['Choose a file to upload'] });
        try {
          await panel.require('submitTicketEnabled', SUBMIT_OFF);
        } catch (error) {
          part.file.resume();
          throw error;
        }
        const stored = await support.upload(
          currentUser(req),
          { fileName: part.filename, declaredType: part.mimetype, stream: part.file, truncated: () => part.file.truncated },
          announcedLength(req.headers['content-length']),
        );
        return reply.code(201).send(stored);
      },
    );
  });
  app.get(
    '/api/help/uploads/:token',
    {
      schema: {
        tags,
        summary: 'One of your uploads as an attachment (id, resourceId, uploadStatus, metadata.name)',
        params: tokenParams,
        response: { 200: helpAttachmentSchema },
      },
      config: signedIn,
    },
    (req) => support.attachment(currentUser(req), req.params.token),
  );
  app.get(
    '/api/help/uploads/:token/signed-url',
    {
      schema: { tags, summary: 'Where the attachment preview reads one of your uploads', params: tokenParams, response: { 200: signedUrlSchema } },
      config: signedIn,
    },
    (req) => support.signedUrl(currentUser(req), req.params.token),
  );
  app.delete(
    '/api/help/uploads/:token',
    {
      schema: { tags, summary: "Remove one of your uploads (and the provider's copy): attachment cleanup", params: tokenParams, response: { 204: z.null() } },
      config: signedIn,
    },
    async (req, reply) => {
      await support.removeUpload(currentUser(req), req.params.token);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/api/help/tickets',
    {
      schema: {
        tags,
        summary: `Send a support ticket to the provider; '${HELP_MESSAGES.ticketSent}' on success, uploads removed when sending fails`,
        body: helpTicketSchema,
        response: { 201: helpTicketResultSchema },
      },
      config: signedIn,
    },
    async (req, reply) => {
      await panel.require('submitTicketEnabled', SUBMIT_OFF);
      return reply.code(201).send(await support.submit(currentUser(req), req.body));
    },
  );
}
