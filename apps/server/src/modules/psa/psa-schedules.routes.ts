import { z } from 'zod';
import {
  psaAgreementSyncRunSchema,
  psaAgreementSyncSettingsInputSchema,
  psaAgreementSyncSettingsSchema,
  psaDeviceSyncScheduleInputSchema,
  psaDeviceSyncScheduleSchema,
} from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { requires, type App } from '../../http/route-types.ts';
import { assertMayPsa } from '../../policies/psa.policy.ts';
import type { PsaServices } from './psa.module.ts';

const tags = ['psa'];
const manage = requires('canManagePsa');

/**
 * The scheduled PSA work: the device sync's schedule, and the product agreement sync (spec 001 §2.4
 * Sync tab): Enabled and its monthly schedule, a run now and its dry run.
 */
export function registerPsaScheduleRoutes(app: App, psa: PsaServices) {
  app.get(
    '/api/psacw/sync/schedule',
    { schema: { tags, summary: 'The device sync’s schedule and its next run', response: { 200: psaDeviceSyncScheduleSchema } }, config: manage },
    (req) => {
      assertMayPsa(currentUser(req), 'view');
      return psa.deviceSchedule.get();
    },
  );
  app.put(
    '/api/psacw/sync/schedule',
    {
      schema: {
        tags,
        summary: 'Saves the device sync’s schedule (stored with the due-time scheduler)',
        body: psaDeviceSyncScheduleInputSchema,
        response: { 200: psaDeviceSyncScheduleSchema },
      },
      config: manage,
    },
    (req) => {
      assertMayPsa(currentUser(req), 'manage');
      return psa.deviceSchedule.save(req.body);
    },
  );
  app.get(
    '/api/psacw/agreement-sync',
    {
      schema: {
        tags,
        summary: 'Product agreement sync: Enabled, the monthly schedule, run count, next and last run',
        response: { 200: psaAgreementSyncSettingsSchema },
      },
      config: manage,
    },
    (req) => {
      assertMayPsa(currentUser(req), 'view');
      return psa.agreements.get();
    },
  );
  app.put(
    '/api/psacw/agreement-sync',
    {
      schema: {
        tags,
        summary: 'Saves Enabled and the monthly schedule (stored with the due-time scheduler)',
        body: psaAgreementSyncSettingsInputSchema,
        response: { 200: psaAgreementSyncSettingsSchema },
      },
      config: manage,
    },
    (req) => {
      assertMayPsa(currentUser(req), 'manage');
      return psa.agreements.save(req.body);
    },
  );
  app.post(
    '/api/psacw/agreement-sync/run',
    {
      schema: {
        tags,
        summary: 'Sets agreement addition quantities from the devices that map now (or shows what it would set)',
        body: z.object({ dryRun: z.boolean().default(false) }),
        response: { 200: psaAgreementSyncRunSchema },
      },
      config: manage,
    },
    (req) => {
      assertMayPsa(currentUser(req), 'sync');
      return psa.agreements.runNow({ dryRun: req.body.dryRun });
    },
  );
}
