import { z } from 'zod';
import { TABLE_SETTINGS_MAX_BODY_BYTES, tableIdSchema, tableSettingsResponseSchema, tableSettingsSchema } from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { signedIn, type App } from '../../http/route-types.ts';
import type { PreferencesService } from './preferences.service.ts';

const tableParams = z.object({ tableId: tableIdSchema });
const tags = ['preferences'];

/** The signed-in user's own settings: each route reads and writes only the caller's rows. */
export function registerPreferencesRoutes(app: App, preferences: PreferencesService) {
  app.get(
    '/api/me/table-settings/:tableId',
    { schema: { tags, params: tableParams, response: { 200: tableSettingsResponseSchema } }, config: signedIn },
    (req) => preferences.getTableSettings(currentUser(req).id, req.params.tableId),
  );
  app.put(
    '/api/me/table-settings/:tableId',
    {
      schema: { tags, params: tableParams, body: tableSettingsSchema, response: { 200: tableSettingsResponseSchema } },
      config: signedIn,
      bodyLimit: TABLE_SETTINGS_MAX_BODY_BYTES,
    },
    (req) => preferences.saveTableSettings(currentUser(req).id, req.params.tableId, req.body),
  );
  app.delete(
    '/api/me/table-settings/:tableId',
    { schema: { tags, params: tableParams, response: { 204: z.null() } }, config: signedIn },
    async (req, reply) => {
      await preferences.clearTableSettings(currentUser(req).id, req.params.tableId);
      return reply.code(204).send(null);
    },
  );
}
