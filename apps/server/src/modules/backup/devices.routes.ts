import { z } from 'zod';
import {
  backupNodePageSchema,
  createFolderSchema,
  customerBackupSettingsSchema,
  deviceFolderPageSchema,
  deviceFolderSchema,
  DEVICE_PICKER_PAGE_SIZE,
  FILE_TREE_PAGE_SIZE,
  originalLocationCheckSchema,
} from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { requires, signedIn, type App } from '../../http/route-types.ts';
import type { DeviceFsService } from './restore/device-fs.service.ts';
import type { DevicePicker } from './restore/device-picker.service.ts';
import type { BackupSettingsService } from './plans/settings.service.ts';
import { dbIdSchema } from '../../http/route-params.ts';

const tags = ['backup-devices'];
const node = z.object({ nodeId: dbIdSchema });
/** Repeated or comma-separated ids (`nodeId=1&nodeId=2`, `nodeId=1,2`). */
const list = (item: z.ZodType) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter(Boolean)),
    z.array(item).optional(),
  );
/** Repeated paths only: a path may itself contain a comma. */
const paths = z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string().max(4096)).max(1000));
const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
/** Asking about a device's files (tree, new folder, whether a path exists) is part of restoring. */
const viewData = requires('canViewAndRestoreBackupData');

/** Destination devices: picker, live folder tree, new folder, original-location check; customer settings. */
export function registerBackupDevicesRoutes(app: App, deps: { picker: DevicePicker; fs: DeviceFsService; settings: BackupSettingsService }) {
  app.get(
    '/api/query/devices',
    {
      schema: {
        tags,
        querystring: z.object({
          name: z.string().max(255).optional(),
          org: dbIdSchema.optional(),
          nodeId: list(dbIdSchema),
          nodeClass: list(z.string().max(64)),
          online: flag,
          lockhartEnabled: flag,
          page: z.coerce.number().int().min(0).default(0),
          size: z.coerce.number().int().min(1).max(DEVICE_PICKER_PAGE_SIZE).default(DEVICE_PICKER_PAGE_SIZE),
        }),
        response: { 200: backupNodePageSchema },
      },
      config: signedIn,
    },
    (req) => deps.picker.search(req.query as Parameters<DevicePicker['search']>[0]),
  );
  app.get(
    '/api/backup/nodes/:nodeId/original-location',
    {
      schema: { tags, params: node, querystring: z.object({ planUid: z.string().max(100).optional(), paths }), response: { 200: originalLocationCheckSchema } },
      config: viewData,
    },
    (req) => deps.fs.originalLocation(req.params.nodeId, req.query.paths),
  );
  app.get(
    '/api/backup/nodes/:nodeId/fs',
    {
      schema: {
        tags,
        params: node,
        querystring: z.object({
          path: z.string().min(1).max(4096),
          offset: z.coerce.number().int().min(0).default(0),
          limit: z.coerce.number().int().min(1).max(FILE_TREE_PAGE_SIZE).default(FILE_TREE_PAGE_SIZE),
        }),
        response: { 200: deviceFolderPageSchema },
      },
      config: viewData,
    },
    (req) => deps.fs.list(currentUser(req), req.params.nodeId, req.query.path, req.query.offset, req.query.limit),
  );
  app.post(
    '/api/backup/nodes/:nodeId/folders',
    { schema: { tags, params: node, body: createFolderSchema, response: { 201: deviceFolderSchema } }, config: viewData },
    async (req, reply) => reply.code(201).send(await deps.fs.createFolder(currentUser(req), req.params.nodeId, req.body)),
  );
  const org = z.object({ id: dbIdSchema });
  app.get(
    '/api/organizations/:id/backup-settings',
    { schema: { tags, params: org, response: { 200: customerBackupSettingsSchema } }, config: signedIn },
    (req) => deps.settings.get(req.params.id),
  );
  app.put(
    '/api/organizations/:id/backup-settings',
    {
      schema: { tags, params: org, body: customerBackupSettingsSchema, response: { 200: customerBackupSettingsSchema } },
      config: requires('canManageOrganizations'),
    },
    (req) => deps.settings.update(req.params.id, req.body),
  );
}
