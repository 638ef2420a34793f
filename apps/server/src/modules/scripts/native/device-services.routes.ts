import { winServiceListSchema } from '@outpost/contracts';
import { z } from 'zod';
import { currentUser } from '../../../http/access.ts';
import { dbIdSchema } from '../../../http/route-params.ts';
import { requires, type App } from '../../../http/route-types.ts';
import type { DeviceServicesService } from './device-services.service.ts';

/** The Windows service form's list (spec 001 §7: GET /webapp/winservice), for one device. */
export function registerDeviceServicesRoutes(app: App, services: DeviceServicesService) {
  app.get(
    '/api/webapp/winservice',
    {
      schema: {
        tags: ['scripts'],
        summary: "A device's services (Windows services, or systemd units on Linux), asked of its agent live",
        querystring: z.object({ nodeId: dbIdSchema }),
        response: { 200: winServiceListSchema },
      },
      config: requires('canRunScripts'),
    },
    (req) => services.list(currentUser(req), req.query.nodeId),
  );
}
