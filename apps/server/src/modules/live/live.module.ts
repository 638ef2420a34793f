import { SESSION_COOKIE } from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { signedIn, type App } from '../../http/route-types.ts';
import type { Notifier } from '../../lib/notifier.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { InterceptorRegistry } from '../tickets/change/interceptors.ts';
import { createEventStreams, DEFAULT_EVENT_STREAM_OPTIONS, type EventStreamOptions, type EventStreams } from './event-streams.ts';
import { createLiveEvents, type LiveEvents } from './live-events.ts';
import { registerLiveInterceptor } from './live.interceptor.ts';

export interface LiveServices {
  events: LiveEvents;
  streams: EventStreams;
  auth: AuthService;
}

/** Live updates: ticket changes published after commit, and the per-user event streams. */
export function createLiveServices(deps: {
  notifier: Notifier;
  interceptors: InterceptorRegistry;
  auth: AuthService;
  log: (message: string) => void;
  streams?: Partial<EventStreamOptions>;
}): LiveServices {
  const events = createLiveEvents(deps.notifier, deps.log);
  registerLiveInterceptor(deps.interceptors, events);
  return { events, streams: createEventStreams(events, { ...DEFAULT_EVENT_STREAM_OPTIONS, ...deps.streams }), auth: deps.auth };
}

/** `GET /api/events`: one server-sent event stream per signed-in browser. */
export function registerLiveRoutes(app: App, live: LiveServices) {
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => live.streams.closeAll());
  app.get(
    '/api/events',
    {
      schema: {
        tags: ['live'],
        summary: 'Live updates: a text/event-stream of ticket.changed, ticket.comment_added, attachment.status, resync and signed-out events',
      },
      config: signedIn,
      // A HEAD request would open a stream nobody reads.
      exposeHeadRoute: false,
    },
    (request, reply) => {
      const token = request.cookies[SESSION_COOKIE] ?? '';
      const body = live.streams.open(currentUser(request), async () => (await live.auth.resolve(token))?.user ?? null);
      return (
        reply
          .type('text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          // Proxies that buffer responses (nginx) would hold events back.
          .header('x-accel-buffering', 'no')
          .send(body)
      );
    },
  );
}
