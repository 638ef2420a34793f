import { boardBulkActionSchema, boardBulkResultSchema, boardTicketRowSchema, tablePage, tableQuerySchema } from '@outpost/contracts';
import { currentUser } from '../../http/access.ts';
import { requires, type App } from '../../http/route-types.ts';
import type { BoardsService } from './boards.service.ts';
import { idParams } from '../../http/route-params.ts';

const tags = ['ticketing automations and boards'];
// Running a board and acting on its tickets is ticket work; configuring boards is the administrators' (triggers routes).
const ticketWork = requires('canManageTickets');

export function registerBoardsRoutes(app: App, boards: BoardsService) {
  app.get(
    '/api/ticketing/boards/:id/tickets',
    { schema: { tags, params: idParams, querystring: tableQuerySchema, response: { 200: tablePage(boardTicketRowSchema) } }, config: ticketWork },
    (req) => boards.tickets(currentUser(req), req.params.id, req.query),
  );
  app.post(
    '/api/ticketing/boards/bulk',
    { schema: { tags, body: boardBulkActionSchema, response: { 200: boardBulkResultSchema } }, config: ticketWork },
    (req) => boards.bulk(currentUser(req), req.body),
  );
}
