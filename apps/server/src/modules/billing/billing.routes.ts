import { z } from 'zod';
import {
  agreementInputSchema,
  agreementSchema,
  agreementUpdateSchema,
  billedMonthSchema,
  billingSettingsSchema,
  productInputSchema,
  productSchema,
  productUpdateSchema,
  statementMonthSchema,
  statementSchema,
  unbilledTimeSchema,
} from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { adminOnly, requires, signedIn, type App } from '../../http/route-types.ts';
import type { BillingService } from './billing.service.ts';
import { statementCsv } from './statement.ts';
import { statementPdf } from './statement-pdf.ts';
import { dbIdSchema, idParams } from '../../http/route-params.ts';

const tags = ['billing'];
const manage = requires('canManageBilling');
const monthQuery = z.object({ month: statementMonthSchema });
const laborQuery = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (YYYY-MM-DD)') });
const laborAgreementSchema = z.object({ id: z.number().int(), name: z.string(), isDefault: z.boolean() });

/** The billing module's API (issue 27): settings, products, agreements, time-entry choices, statements. */
export function registerBillingRoutes(app: App, billing: BillingService) {
  // Everyone signed in reads whether billing is on: the board decides whether to offer its Agreement column.
  app.get('/api/billing/settings', { schema: { tags, response: { 200: billingSettingsSchema } }, config: signedIn }, () => billing.settings());
  app.put('/api/billing/settings', { schema: { tags, body: billingSettingsSchema, response: { 200: billingSettingsSchema } }, config: adminOnly }, (req) =>
    billing.saveSettings(req.body),
  );

  app.get(
    '/api/billing/roles',
    {
      schema: {
        tags,
        summary: 'Technician roles a product may be limited to',
        response: { 200: z.array(z.object({ id: z.number().int(), name: z.string() })) },
      },
      config: manage,
    },
    () => billing.roleOptions(),
  );
  app.get('/api/billing/products', { schema: { tags, response: { 200: z.array(productSchema) } }, config: manage }, () => billing.listProducts());
  app.post('/api/billing/products', { schema: { tags, body: productInputSchema, response: { 201: productSchema } }, config: manage }, async (req, reply) =>
    reply.code(201).send(await billing.createProduct(req.body)),
  );
  app.get('/api/billing/products/:id', { schema: { tags, params: idParams, response: { 200: productSchema } }, config: manage }, (req) =>
    billing.getProduct(req.params.id),
  );
  app.put(
    '/api/billing/products/:id',
    {
      schema: {
        tags,
        summary: 'Save a product; a stale version is refused with 409',
        params: idParams,
        body: productUpdateSchema,
        response: { 200: productSchema },
      },
      config: manage,
    },
    (req) => billing.updateProduct(req.params.id, req.body),
  );
  app.delete('/api/billing/products/:id', { schema: { tags, params: idParams, response: { 204: z.null() } }, config: manage }, async (req, reply) => {
    await billing.deleteProduct(req.params.id);
    return reply.code(204).send(null);
  });

  app.get(
    '/api/billing/agreements',
    { schema: { tags, querystring: z.object({ organizationId: dbIdSchema.optional() }), response: { 200: z.array(agreementSchema) } }, config: manage },
    (req) => billing.listAgreements(currentUser(req), req.query.organizationId),
  );
  app.post(
    '/api/billing/agreements',
    { schema: { tags, body: agreementInputSchema, response: { 201: agreementSchema } }, config: manage },
    async (req, reply) => reply.code(201).send(await billing.createAgreement(currentUser(req), req.body)),
  );
  app.get('/api/billing/agreements/:id', { schema: { tags, params: idParams, response: { 200: agreementSchema } }, config: manage }, (req) =>
    billing.getAgreement(currentUser(req), req.params.id),
  );
  app.put(
    '/api/billing/agreements/:id',
    {
      schema: {
        tags,
        summary: 'Save an agreement; a stale version is refused with 409',
        params: idParams,
        body: agreementUpdateSchema,
        response: { 200: agreementSchema },
      },
      config: manage,
    },
    (req) => billing.updateAgreement(currentUser(req), req.params.id, req.body),
  );
  app.delete('/api/billing/agreements/:id', { schema: { tags, params: idParams, response: { 204: z.null() } }, config: manage }, async (req, reply) => {
    await billing.deleteAgreement(currentUser(req), req.params.id);
    return reply.code(204).send(null);
  });
  app.get(
    '/api/billing/agreements/:id/month',
    {
      schema: {
        tags,
        summary: "An agreement's devices, time and amounts for a month",
        params: idParams,
        querystring: monthQuery,
        response: { 200: statementSchema },
      },
      config: manage,
    },
    (req) => billing.agreementMonth(currentUser(req), req.params.id, req.query.month),
  );

  app.get(
    '/api/billing/organizations/:id/labor-agreements',
    {
      schema: {
        tags,
        summary: "The agreements a time entry on this organization's tickets may bill to on a day; the default first",
        params: idParams,
        querystring: laborQuery,
        response: { 200: z.array(laborAgreementSchema) },
      },
      config: requires('canManageTickets', 'canManageBilling'),
    },
    (req) => billing.laborAgreements(currentUser(req), req.params.id, req.query.date),
  );
  app.get(
    '/api/billing/organizations/:id/statement',
    {
      schema: { tags, summary: "An organization's statement for a month", params: idParams, querystring: monthQuery, response: { 200: statementSchema } },
      config: manage,
    },
    (req) => billing.statement(currentUser(req), req.params.id, req.query.month),
  );
  app.get(
    '/api/billing/organizations/:id/statement.csv',
    { schema: { tags, summary: 'The statement as a CSV download', params: idParams, querystring: monthQuery }, config: manage },
    async (req, reply) => {
      const statement = await billing.statement(currentUser(req), req.params.id, req.query.month);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${statement.organizationId}-${statement.month}.csv"`)
        .header('cache-control', 'no-store')
        .send(statementCsv(statement));
    },
  );
  app.get(
    '/api/billing/organizations/:id/statement.pdf',
    { schema: { tags, summary: 'The statement as a PDF download', params: idParams, querystring: monthQuery }, config: manage },
    async (req, reply) => {
      const statement = await billing.statement(currentUser(req), req.params.id, req.query.month);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="statement-${statement.organizationId}-${statement.month}.pdf"`)
        .header('cache-control', 'no-store')
        .send(await statementPdf(statement));
    },
  );
  app.post(
    '/api/billing/organizations/:id/billed-months',
    {
      schema: {
        tags,
        summary: "Mark a month that is over as billed: its time leaves the unbilled-time dashboard; answers the month's statement",
        params: idParams,
        body: billedMonthSchema,
        response: { 200: statementSchema },
      },
      config: manage,
    },
    (req) => billing.markBilled(currentUser(req), req.params.id, req.body.month),
  );
  app.delete(
    '/api/billing/organizations/:id/billed-months/:month',
    {
      schema: {
        tags,
        summary: "Take back a billed mark; answers the month's statement",
        params: z.object({ id: dbIdSchema, month: statementMonthSchema }),
        response: { 200: statementSchema },
      },
      config: manage,
    },
    (req) => billing.unmarkBilled(currentUser(req), req.params.id, req.params.month),
  );
  app.get(
    '/api/billing/unbilled-time',
    {
      schema: { tags, summary: 'Billable time not yet on a billed statement, per organization, agreement and month', response: { 200: unbilledTimeSchema } },
      config: manage,
    },
    (req) => billing.unbilledTime(currentUser(req)),
  );
}
