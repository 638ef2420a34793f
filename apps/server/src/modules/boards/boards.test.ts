import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardBulkResult, BoardTicketRow, TablePage, TicketDetail, Trigger, TriggerInput } from '@outpost/contracts';
import { evaluate } from '@outpost/rules';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { assignFixtureTickets, seedBoardFixture, type Fixture } from '../../test/board-fixture.ts';
import { ticketFacts } from '../tickets/tickets.queries.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

let ctx: TestContext;
let fx: Fixture;
let admin: Session;
let technician: Session;
let systemBoards: Trigger[];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
  const role = await ctx.services.users.createRole({ name: 'Desk', description: '', permissions: ['canManageTickets'] });
  technician = await signIn(ctx, 'TECHNICIAN', role.id);
  fx = await seedBoardFixture(ctx.database.db, ctx.clock.now(), 80, 3);
  // A third of the tickets are the technician's.
  await assignFixtureTickets(
    ctx.database.db,
    fx.ticketIds.filter((_, i) => i % 3 === 0),
    technician.userId,
  );
  systemBoards = (await call(admin, 'GET', '/api/ticketing/trigger?type=BOARD')).json<Trigger[]>();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const call = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: session.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const run = async (session: Session, boardId: number, query: Record<string, unknown> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  const response = await call(session, 'GET', `/api/ticketing/boards/${boardId}/tickets?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TablePage<BoardTicketRow>>();
};
const systemBoard = (key: string) => systemBoards.find((b) => b.systemKey === key)!;

/** What `evaluate` accepts of the fixture's tickets for a board, newest first. */
async function expected(board: Trigger, userId: number): Promise<number[]> {
  const facts = await ticketFacts(ctx.database.db, fx.ticketIds);
  return [...facts.values()]
    .filter((f) => evaluate(board.conditions as Parameters<typeof evaluate>[0], f, undefined, ctx.clock.now(), undefined, { currentUserId: userId }))
    .map((f) => Number(f.id))
    .sort((a, b) => b - a);
}

describe('running a board', () => {
  it("'My tickets' answers the signed-in user's open tickets, as evaluate does", async () => {
    const mine = systemBoard('MY_TICKETS');
    const page = await run(technician, mine.id, { pageSize: 250 });
    expect(page.data.map((r) => r.id)).toEqual(await expected(mine, technician.userId));
    expect(page.totalCount).toBeGreaterThan(0);
    expect((await run(admin, mine.id)).totalCount).toBe(0);
  });

  it('answers only the id and the board’s columns, attribute columns by attribute id', async () => {
    const input: TriggerInput = {
      type: 'BOARD',
      name: 'Numbers',
      conditions: { all: [{ id: '1', field: `attribute:${fx.attributeIds.NUMERIC}`, operator: 'present', value: null }], any: [] },
      columns: ['summary', 'assignee', `attribute:${fx.attributeIds.NUMERIC}`],
      sortBy: [{ field: `attribute:${fx.attributeIds.NUMERIC}`, direction: 'ASC' }],
    };
    const board = (await call(admin, 'POST', '/api/ticketing/trigger/', input)).json<Trigger>();
    const page = await run(technician, board.id, { pageSize: 250 });
    expect(page.data.map((r) => r.id).sort()).toEqual((await expected(board, technician.userId)).sort());
    for (const row of page.data) expect(Object.keys(row).sort()).toEqual(['assignee', 'attributes', 'id', 'summary']);
    const numbers = page.data.map((r) => r.attributes?.[String(fx.attributeIds.NUMERIC)]).filter((v) => typeof v === 'number');
    expect(numbers).toEqual([...numbers].sort((a, b) => Number(a) - Number(b)));
    const mineOnPage = page.data.find((r) => r.assignee?.id === technician.userId);
    expect(mineOnPage?.assignee).toEqual({ id: technician.userId, name: expect.any(String), deleted: false });
  });

  it('pages, sorts, searches and filters through the table query', async () => {
    const open = systemBoard('ALL_OPEN');
    const all = await expected(open, admin.userId);
    const first = await run(admin, open.id, { pageSize: 10 });
    expect(first).toMatchObject({ totalCount: all.length, pageCount: Math.ceil(all.length / 10) });
    expect(first.data.map((r) => r.id)).toEqual(all.slice(0, 10));
    const second = await run(admin, open.id, { pageSize: 10, pageIndex: 1 });
    expect(second.data.map((r) => r.id)).toEqual(all.slice(10, 20));
    const ascending = await run(admin, open.id, { pageSize: 250, sort: [{ id: 'id', desc: false }] });
    expect(ascending.data.map((r) => r.id)).toEqual([...all].reverse());
    const printers = await run(admin, open.id, { pageSize: 250, globalFilter: 'PRINTER' });
    expect(printers.data.length).toBeGreaterThan(0);
    expect(printers.data.every((r) => r.summary!.toLowerCase().includes('printer'))).toBe(true);
    const high = await run(admin, open.id, { pageSize: 250, filters: { priority: ['HIGH'] } });
    expect(high.data.every((r) => r.priority === undefined)).toBe(true);
    const facts = await ticketFacts(
      ctx.database.db,
      high.data.map((r) => r.id),
    );
    expect([...facts.values()].every((f) => f.priority === 'HIGH')).toBe(true);
    expect((await call(admin, 'GET', `/api/ticketing/boards/${open.id}/tickets?filters=${encodeURIComponent('{"priority":[{}]}')}`)).statusCode).toBe(400);
  });

  it('is for boards only, and for those who work tickets', async () => {
    const rule = await call(admin, 'POST', '/api/ticketing/trigger/', {
      type: 'EVENT_BASED',
      name: 'Rule',
      // Off: event rules run on every ticket change, and this one would set the priority the bulk actions below set.
      enabled: false,
      conditions: { all: [{ id: '1', field: 'action', operator: 'equals', value: 'INSERT' }], any: [] },
      actions: [{ uid: 'a', field: 'ticket', operator: 'priority', value: 'HIGH' }],
    });
    expect((await call(admin, 'GET', `/api/ticketing/boards/${rule.json<Trigger>().id}/tickets`)).statusCode).toBe(404);
    const nobody = await signIn(ctx, 'TECHNICIAN');
    expect((await call(nobody, 'GET', `/api/ticketing/boards/${systemBoard('ALL_OPEN').id}/tickets`)).statusCode).toBe(403);
  });
});

describe('bulk actions', () => {
  async function newTicket(summary: string): Promise<TicketDetail> {
    const response = await call(technician, 'POST', '/api/ticketing/ticket', { summary });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TicketDetail>();
  }
  const detail = async (id: number) => (await call(technician, 'GET', `/api/ticketing/ticket/${id}`)).json<TicketDetail>();

  it('assign, set status and priority, add tags and delete, each ticket through the change pipeline', async () => {
    const [a, b] = [await newTicket('Bulk one'), await newTicket('Bulk two')];
    const bulk = async (action: unknown, ids = [a.id, b.id]) => {
      const response = await call(technician, 'POST', '/api/ticketing/boards/bulk', { ticketIds: ids, action });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<BoardBulkResult>();
    };
    expect(await bulk({ type: 'ASSIGN', assignedAppUserId: technician.userId })).toEqual({ updated: [a.id, b.id], failed: [] });
    expect(await bulk({ type: 'SET_PRIORITY', priority: 'HIGH' })).toEqual({ updated: [a.id, b.id], failed: [] });
    expect(await bulk({ type: 'SET_STATUS', status: 'OPEN' })).toEqual({ updated: [a.id, b.id], failed: [] });
    await call(admin, 'POST', '/api/ticketing/tags', { name: 'Bulk' });
    expect(await bulk({ type: 'ADD_TAGS', tags: ['bulk'] })).toEqual({ updated: [a.id, b.id], failed: [] });
    const after = await detail(a.id);
    expect(after).toMatchObject({ assignedAppUserId: technician.userId, priority: 'HIGH', status: { key: 'OPEN' }, tags: ['Bulk'] });
    const activity = (await call(technician, 'GET', `/api/ticketing/ticket/${a.id}/activity`)).json<{ data: { field: string | null }[] }>();
    expect(JSON.stringify(activity)).toContain('priority');

    const missing = await bulk({ type: 'SET_PRIORITY', priority: 'LOW' }, [a.id, 999999]);
    expect(missing.updated).toEqual([a.id]);
    expect(missing.failed).toEqual([{ id: 999999, resultCode: 'NOT_FOUND', message: 'Error ticket not found' }]);
    expect(await bulk({ type: 'DELETE' })).toEqual({ updated: [a.id, b.id], failed: [] });
    expect((await call(technician, 'GET', `/api/ticketing/ticket/${a.id}`)).statusCode).toBe(404);
  });
});
