import { z } from 'zod';
import {
  psaAgreementSchema,
  psaAttributeSchema,
  psaAutoMapPreviewSchema,
  psaClientIdsSchema,
  psaCompanyCriteriaSchema,
  psaConfigurationTypeMappingInputSchema,
  psaConfigurationTypeMappingSchema,
  psaConnectionInputSchema,
  psaConnectionSchema,
  psaHelpDeskSettingsSchema,
  psaLocationAutoMapPreviewSchema,
  psaOrganizationMappingInputSchema,
  psaOrganizationMappingSchema,
  psaProductMappingInputSchema,
  psaProductMappingSchema,
  psaProviderDataSchema,
  psaRefreshResultSchema,
  psaRefSchema,
  psaSyncAttributesSchema,
  psaSyncRunSchema,
  psaTestResultSchema,
  PSA_REQUIRED_ATTRIBUTES,
} from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { adminOnly, requires, type App } from '../../http/route-types.ts';
import { assertMayPsa } from '../../policies/psa.policy.ts';
import type { PsaServices } from './psa.module.ts';
import { registerPsaScheduleRoutes } from './psa-schedules.routes.ts';
import { dbIdSchema, idParams } from '../../http/route-params.ts';

const tags = ['psa'];
const manage = requires('canManagePsa');
const clientParams = z.object({ clientId: dbIdSchema });
const companyParams = z.object({ companyId: dbIdSchema });
const noContent = { 204: z.null() };

/** The PSA integration: the connection (administrators), company settings, mappings and the device sync (canManagePsa). */
export function registerPsaRoutes(app: App, psa: PsaServices) {
  // ---- connection ----
  app.get(
    '/api/psa/connection',
    { schema: { tags, summary: 'The active PSA and its connection (secrets never answered)', response: { 200: psaConnectionSchema } }, config: adminOnly },
    () => psa.connection.get(),
  );
  app.put(
    '/api/psa/connection',
    {
      schema: {
        tags,
        summary: 'Choose the PSA and save its connection; the private key is sealed',
        body: psaConnectionInputSchema,
        response: { 200: psaConnectionSchema },
      },
      config: adminOnly,
    },
    (req) => psa.connection.put(req.body),
  );
  app.post(
    '/api/psa/connection/test',
    { schema: { tags, summary: 'Test the saved connection; answers in words', response: { 200: psaTestResultSchema } }, config: adminOnly },
    () => psa.connection.test(),
  );

  // ---- provider data and company settings ----
  app.get(
    '/api/psacw/provider-data',
    { schema: { tags, summary: 'Companies, types, statuses, products as last refreshed', response: { 200: psaProviderDataSchema } }, config: manage },
    (req) => {
      assertMayPsa(currentUser(req), 'view');
      return psa.connection.providerData();
    },
  );
  app.post(
    '/api/psacw/refresh',
    {
      schema: {
        tags,
        summary: 'Reload companies, configuration types and statuses, agreement types and products together',
        response: { 200: psaRefreshResultSchema },
      },
      config: manage,
    },
    (req) => {
      assertMayPsa(currentUser(req), 'manage');
      return psa.connection.refresh();
    },
  );
  app.get('/api/psacw/company-criteria', { schema: { tags, response: { 200: psaCompanyCriteriaSchema } }, config: manage }, async (req) => {
    assertMayPsa(currentUser(req), 'view');
    return (await psa.connection.options()).criteria;
  });
  app.put(
    '/api/psacw/company-criteria',
    {
      schema: {
        tags,
        summary: 'Company Criteria: up to 50 types and 50 statuses',
        body: psaCompanyCriteriaSchema,
        response: { 200: psaCompanyCriteriaSchema },
      },
      config: manage,
    },
    (req) => {
      assertMayPsa(currentUser(req), 'manage');
      return psa.company.saveCriteria(req.body);
    },
  );
  app.get('/api/psacw/help-desk', { schema: { tags, response: { 200: psaHelpDeskSettingsSchema } }, config: manage }, async (req) => {
    assertMayPsa(currentUser(req), 'view');
    return (await psa.connection.options()).helpDesk;
  });
  app.put(
    '/api/psacw/help-desk',
    {
      schema: {
        tags,
        summary: 'Help Desk tab: create a contact for unknown e-mail addresses',
        body: psaHelpDeskSettingsSchema,
        response: { 200: psaHelpDeskSettingsSchema },
      },
      config: manage,
    },
    async (req) => {
      assertMayPsa(currentUser(req), 'manage');
      return (await psa.connection.saveOptions({ helpDesk: req.body })).helpDesk;
    },
  );
  app.get('/api/psacw/sync-attributes', { schema: { tags, response: { 200: psaSyncAttributesSchema } }, config: manage }, async (req) => {
    assertMayPsa(currentUser(req), 'view');
    return { attributes: (await psa.connection.options()).attributes };
  });
  app.put(
    '/api/psacw/sync-attributes',
    {
      schema: {
        tags,
        summary: 'Device attributes to sync; the required ones are always kept',
        body: z.object({ attributes: z.array(psaAttributeSchema).max(50) }),
        response: { 200: psaSyncAttributesSchema },
      },
      config: manage,
    },
    async (req) => {
      assertMayPsa(currentUser(req), 'manage');
      const attributes = [...new Set([...PSA_REQUIRED_ATTRIBUTES, ...req.body.attributes])];
      return { attributes: (await psa.connection.saveOptions({ attributes })).attributes };
    },
  );

  // ---- company mapping ----
  app.get(
    '/api/psacw/company-mappings',
    {
      schema: {
        tags,
        summary: 'Organizations (of the role’s scope) with their company and locations’ sites',
        response: { 200: z.array(psaOrganizationMappingSchema) },
      },
      config: manage,
    },
    (req) => psa.company.list(currentUser(req)),
  );
  app.put(
    '/api/psacw/company-mappings/:clientId',
    {
      schema: {
        tags,
        summary: 'Map an organization to a company, and its locations to sites (CLIENT_DEFAULT / SPECIFIED / NONE)',
        params: clientParams,
        body: psaOrganizationMappingInputSchema,
        response: { 200: psaOrganizationMappingSchema },
      },
      config: manage,
    },
    (req) => psa.company.save(currentUser(req), req.params.clientId, req.body),
  );
  app.post(
    '/api/psacw/company-mappings/clear',
    { schema: { tags, summary: 'Clear Mapping of the organizations named', body: psaClientIdsSchema, response: noContent }, config: manage },
    async (req, reply) => {
      await psa.company.clear(currentUser(req), req.body.clientIds);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/api/psacw/company-mappings/auto-map',
    {
      schema: { tags, summary: 'Auto Map preview: unmapped organizations whose name matches a company', response: { 200: psaAutoMapPreviewSchema } },
      config: manage,
    },
    (req) => psa.company.autoMapPreview(currentUser(req)),
  );
  app.post(
    '/api/psacw/company-mappings/auto-map',
    {
      schema: {
        tags,
        summary: 'Auto Map the organizations of the preview',
        body: psaClientIdsSchema,
        response: { 200: z.object({ mapped: z.number().int() }) },
      },
      config: manage,
    },
    (req) => psa.company.autoMap(currentUser(req), req.body.clientIds),
  );
  app.get(
    '/api/psacw/company-mappings/:clientId/locations/auto-map',
    {
      schema: {
        tags,
        summary: 'Locations whose name matches a site of the company',
        params: clientParams,
        querystring: z.object({ companyId: dbIdSchema }),
        response: { 200: psaLocationAutoMapPreviewSchema },
      },
      config: manage,
    },
    (req) => psa.company.locationAutoMapPreview(currentUser(req), req.params.clientId, req.query.companyId),
  );
  app.get(
    '/api/psacw/companies/:companyId/sites',
    { schema: { tags, summary: 'The company’s active sites', params: companyParams, response: { 200: z.array(psaRefSchema) } }, config: manage },
    (req) => {
      assertMayPsa(currentUser(req), 'view');
      return psa.company.sites(req.params.companyId);
    },
  );
  app.get(
    '/api/psacw/v2/finance/agreements',
    {
      schema: {
        tags,
        summary: 'The company’s agreements (spec 001 §7)',
        querystring: z.object({ companyId: dbIdSchema }),
        response: { 200: z.array(psaAgreementSchema) },
      },
      config: manage,
    },
    (req) => {
      assertMayPsa(currentUser(req), 'view');
      return psa.company.agreements(req.query.companyId);
    },
  );

  // ---- configuration type and product mappings ----
  for (const kind of ['configuration', 'product'] as const) {
    const base = kind === 'configuration' ? '/api/psacw/configuration-type-mappings' : '/api/psacw/product-mappings';
    const item = kind === 'configuration' ? psaConfigurationTypeMappingSchema : psaProductMappingSchema;
    const input = kind === 'configuration' ? psaConfigurationTypeMappingInputSchema : psaProductMappingInputSchema;
    const m = psa.mappings;
    app.get(base, { schema: { tags, response: { 200: z.array(item) } }, config: manage }, (req) => {
      assertMayPsa(currentUser(req), 'view');
      return kind === 'configuration' ? m.listConfiguration() : m.listProduct();
    });
    app.post(base, { schema: { tags, body: input, response: { 201: item } }, config: manage }, async (req, reply) => {
      assertMayPsa(currentUser(req), 'manage');
      const body = req.body as never;
      return reply.code(201).send(kind === 'configuration' ? await m.createConfiguration(body) : await m.createProduct(body));
    });
    app.put(`${base}/:id`, { schema: { tags, params: idParams, body: input, response: { 200: item } }, config: manage }, (req) => {
      assertMayPsa(currentUser(req), 'manage');
      const body = req.body as never;
      return kind === 'configuration' ? m.updateConfiguration(req.params.id, body) : m.updateProduct(req.params.id, body);
    });
    app.post(
      `${base}/:id/copy`,
      { schema: { tags, summary: 'A copy named “<name> (Copy)” with a new id', params: idParams, response: { 201: item } }, config: manage },
      async (req, reply) => {
        assertMayPsa(currentUser(req), 'manage');
        return reply.code(201).send(kind === 'configuration' ? await m.copyConfiguration(req.params.id) : await m.copyProduct(req.params.id));
      },
    );
    app.delete(`${base}/:id`, { schema: { tags, params: idParams, response: noContent }, config: manage }, async (req, reply) => {
      assertMayPsa(currentUser(req), 'manage');
      await (kind === 'configuration' ? m.deleteConfiguration(req.params.id) : m.deleteProduct(req.params.id));
      return reply.code(204).send(null);
    });
  }

  // ---- device sync ----
  app.post(
    '/api/psacw/sync',
    {
      schema: {
        tags,
        summary:
          'Queue the device sync, or its dry run (the reconcile preview: what it would write, and how many requests); answers the queued run at once, its progress and result are read from the run log',
        body: z.object({ dryRun: z.boolean().default(false) }),
        response: { 202: psaSyncRunSchema },
      },
      config: manage,
    },
    async (req, reply) => {
      assertMayPsa(currentUser(req), 'sync');
      return reply.code(202).send(await psa.sync.enqueue({ dryRun: req.body.dryRun }));
    },
  );
  app.get(
    '/api/psacw/sync/runs',
    { schema: { tags, summary: 'The latest sync runs', response: { 200: z.array(psaSyncRunSchema) } }, config: manage },
    (req) => {
      assertMayPsa(currentUser(req), 'view');
      return psa.sync.runs();
    },
  );
  app.get('/api/psacw/sync/runs/:id', { schema: { tags, params: idParams, response: { 200: psaSyncRunSchema } }, config: manage }, (req) => {
    assertMayPsa(currentUser(req), 'view');
    return psa.sync.get(req.params.id);
  });

  registerPsaScheduleRoutes(app, psa);
}
