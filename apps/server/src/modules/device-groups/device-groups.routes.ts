import { z } from 'zod';
import {
  versionedSchema,
  DEVICE_GROUP_LIMITS,
  deviceGroupDescriptionSchema,
  deviceGroupNameSchema,
  deviceGroupPreviewSchema,
  deviceGroupRefSchema,
  deviceGroupSchema,
  deviceGroupTypeSchema,
  deviceSchema,
  deviceTagsSchema,
  MAX_PAGE_SIZE,
  tablePage,
} from '@outpost/contracts';
import { conditionSchema } from '@outpost/rules';
import { currentUser } from '../../http/access.ts';
import { requires, signedIn, type App } from '../../http/route-types.ts';
import type { DeviceGroupsService } from './device-groups.service.ts';
import { idParams } from '../../http/route-params.ts';

const tags = ['device-groups'];
const memberParams = idParams.extend({ deviceId: z.coerce.number().int().min(1).max(2_147_483_647) });
const manage = requires('canManageDeviceGroups');
// A rule of up to 50 conditions per group: more says nothing a person could read.
const conditions = z.object({ all: z.array(conditionSchema).max(50).default([]), any: z.array(conditionSchema).max(50).default([]) });
const createBody = z.object({
  name: deviceGroupNameSchema,
  description: deviceGroupDescriptionSchema.default(''),
  type: deviceGroupTypeSchema,
  conditions: conditions.nullable().optional(),
});
const updateBody = versionedSchema(createBody.omit({ type: true }));
const membersQuery = z.object({
  pageIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
});
const addMembersBody = z.object({ deviceIds: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(DEVICE_GROUP_LIMITS.addMembersMax) });

/** Device groups (static and dynamic), their members and previews; a device's groups and tags. */
export function registerDeviceGroupsRoutes(app: App, groups: DeviceGroupsService) {
  app.get('/api/device-groups', { schema: { tags, response: { 200: z.array(deviceGroupSchema) } }, config: signedIn }, (req) => groups.list(currentUser(req)));
  app.post('/api/device-groups', { schema: { tags, body: createBody, response: { 201: deviceGroupSchema } }, config: manage }, async (req, reply) =>
    reply.code(201).send(await groups.create(currentUser(req), req.body)),
  );
  app.post(
    '/api/device-groups/preview',
    {
      schema: {
        tags,
        summary: 'How many devices a rule matches now, and the first of them',
        body: z.object({ conditions }),
        response: { 200: deviceGroupPreviewSchema },
      },
      config: signedIn,
    },
    (req) => groups.preview(currentUser(req), req.body.conditions),
  );
  app.get('/api/device-groups/:id', { schema: { tags, params: idParams, response: { 200: deviceGroupSchema } }, config: signedIn }, (req) =>
    groups.get(currentUser(req), req.params.id),
  );
  app.put(
    '/api/device-groups/:id',
    {
      schema: { tags, summary: 'Save a group; a stale version is refused with 409', params: idParams, body: updateBody, response: { 200: deviceGroupSchema } },
      config: manage,
    },
    (req) => groups.update(currentUser(req), req.params.id, req.body),
  );
  app.delete('/api/device-groups/:id', { schema: { tags, params: idParams, response: { 204: z.null() } }, config: manage }, async (req, reply) => {
    await groups.delete(currentUser(req), req.params.id);
    return reply.code(204).send(null);
  });
  app.get(
    '/api/device-groups/:id/members',
    { schema: { tags, params: idParams, querystring: membersQuery, response: { 200: tablePage(deviceSchema) } }, config: signedIn },
    (req) => groups.members(currentUser(req), req.params.id, req.query.pageIndex, req.query.pageSize),
  );
  app.post(
    '/api/device-groups/:id/members',
    { schema: { tags, params: idParams, body: addMembersBody, response: { 200: deviceGroupSchema } }, config: manage },
    (req) => groups.addMembers(currentUser(req), req.params.id, req.body.deviceIds),
  );
  app.delete(
    '/api/device-groups/:id/members/:deviceId',
    { schema: { tags, params: memberParams, response: { 204: z.null() } }, config: manage },
    async (req, reply) => {
      await groups.removeMember(currentUser(req), req.params.id, req.params.deviceId);
      return reply.code(204).send(null);
    },
  );
  app.get('/api/devices/:id/groups', { schema: { tags, params: idParams, response: { 200: z.array(deviceGroupRefSchema) } }, config: signedIn }, (req) =>
    groups.groupsOfDevice(currentUser(req), req.params.id),
  );
  app.get('/api/devices/:id/tags', { schema: { tags, params: idParams, response: { 200: deviceTagsSchema } }, config: signedIn }, (req) =>
    groups.tagsOf(currentUser(req), req.params.id),
  );
  app.put(
    '/api/devices/:id/tags',
    {
      schema: { tags, params: idParams, body: deviceTagsSchema, response: { 200: deviceTagsSchema } },
      config: requires('canManageDeviceGroups', 'canManageDevices'),
    },
    (req) => groups.setTags(currentUser(req), req.params.id, req.body.tags),
  );
}
