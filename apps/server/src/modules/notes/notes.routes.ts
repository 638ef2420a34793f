import { z } from 'zod';
import { mentionableUserSchema, mentionQuerySchema, noteInputSchema, noteSchema } from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { signedIn, type App } from '../../http/route-types.ts';
import type { NotesService } from './notes.service.ts';
import { dbIdSchema, idParams } from '../../http/route-params.ts';

const deviceParams = idParams;
const noteParams = z.object({ id: dbIdSchema, noteId: dbIdSchema });
const tags = ['notes'];

/** Device notes and the mention typeahead; every route needs a session (the default). */
export function registerNotesRoutes(app: App, notes: NotesService) {
  app.get('/api/devices/:id/notes', { schema: { tags, params: deviceParams, response: { 200: z.array(noteSchema) } }, config: signedIn }, (req) =>
    notes.list(req.params.id),
  );
  app.post(
    '/api/devices/:id/notes',
    { schema: { tags, params: deviceParams, body: noteInputSchema, response: { 201: noteSchema } }, config: signedIn },
    async (req, reply) => reply.code(201).send(await notes.create(req.params.id, currentUser(req), req.body)),
  );
  app.put(
    '/api/devices/:id/notes/:noteId',
    { schema: { tags, params: noteParams, body: noteInputSchema, response: { 200: noteSchema } }, config: signedIn },
    (req) => notes.update(req.params.id, req.params.noteId, currentUser(req), req.body),
  );
  app.delete('/api/devices/:id/notes/:noteId', { schema: { tags, params: noteParams, response: { 204: z.null() } }, config: signedIn }, async (req, reply) => {
    await notes.delete(req.params.id, req.params.noteId, currentUser(req));
    return reply.code(204).send(null);
  });
  app.get(
    '/api/users/mentionable',
    { schema: { tags, querystring: mentionQuerySchema, response: { 200: z.array(mentionableUserSchema) } }, config: signedIn },
    (req) => notes.mentionable(req.query.query),
  );
}
