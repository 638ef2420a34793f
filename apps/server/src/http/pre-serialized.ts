import type { FastifyReply } from 'fastify';

/**
 * A JSON body that was validated against the route's response schema and serialised once, then
 * reused (e.g. from a micro-cache): the route's per-request zod serialisation is skipped for it.
 */
export class PreSerialized {
  constructor(readonly json: string) {}
}

/** Sends a pre-serialised body as is. */
export function sendPreSerialized(reply: FastifyReply, body: PreSerialized) {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .serializer((payload: unknown) => (payload as PreSerialized).json)
    .send(body);
}
