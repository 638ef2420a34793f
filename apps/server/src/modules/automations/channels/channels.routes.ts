import { z } from 'zod';
import { adminOnly, requires, type App } from '../../../http/route-types.ts';
import { channelBriefSchema, channelInputSchema, channelSchema, deliverySchema } from '@outpost/contracts';
import type { ChannelsService } from './channels.service.ts';
import { idParams } from '../../../http/route-params.ts';

const tags = ['notification channels'];

/** Notification channels (spec 002 §7 "/channel/list/brief") and their delivery log. */
export function registerChannelRoutes(app: App, channels: ChannelsService) {
  // The automation editor's channel picker: whoever reads rules reads the channels' names.
  app.get(
    '/api/channel/list/brief',
    {
      schema: { tags, summary: 'Channels (id, name, type) sorted by name', response: { 200: z.array(channelBriefSchema) } },
      config: requires('canManageTickets'),
    },
    () => channels.brief(),
  );
  app.get(
    '/api/channel',
    { schema: { tags, summary: 'Channels with their settings (secrets never answered)', response: { 200: z.array(channelSchema) } }, config: adminOnly },
    () => channels.list(),
  );
  app.post('/api/channel', { schema: { tags, body: channelInputSchema, response: { 201: channelSchema } }, config: adminOnly }, async (req, reply) =>
    reply.code(201).send(await channels.create(req.body)),
  );
  app.get('/api/channel/:id', { schema: { tags, params: idParams, response: { 200: channelSchema } }, config: adminOnly }, (req) =>
    channels.get(req.params.id),
  );
  app.put('/api/channel/:id', { schema: { tags, params: idParams, body: channelInputSchema, response: { 200: channelSchema } }, config: adminOnly }, (req) =>
    channels.update(req.params.id, req.body),
  );
  app.delete('/api/channel/:id', { schema: { tags, params: idParams, response: { 204: z.null() } }, config: adminOnly }, async (req, reply) => {
    await channels.delete(req.params.id);
    return reply.code(204).send(null);
  });
  app.post(
    '/api/channel/:id/test',
    { schema: { tags, summary: 'Sends a test message now and answers its delivery', params: idParams, response: { 200: deliverySchema } }, config: adminOnly },
    (req) => channels.test(req.params.id),
  );
  app.get(
    '/api/channel/:id/deliveries',
    { schema: { tags, summary: "The channel's delivery log, newest first", params: idParams, response: { 200: z.array(deliverySchema) } }, config: adminOnly },
    (req) => channels.deliveries({ channelId: req.params.id }),
  );
}
