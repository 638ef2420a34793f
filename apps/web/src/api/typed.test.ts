import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import { call, pathWith } from './typed.ts';

/** Records what fetch was asked and answers `status` with `body`. */
function answerWith(status: number, body: unknown) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    requests.push({ url: String(input), method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}

afterEach(() => vi.restoreAllMocks());

describe('call', () => {
  it('fills the path parameters, encoded, and sends the body as JSON with its method', async () => {
    const requests = answerWith(200, { id: 5 });
    await call('post', '/api/ticketing/ticket/{id}/merge', { params: { id: 5 }, body: { targetTicketId: 9 } });
    expect(requests).toEqual([{ url: '/api/ticketing/ticket/5/merge', method: 'POST', body: { targetTicketId: 9 } }]);
    expect(pathWith('/api/ticketing/contacts/{uid}', { uid: 'a/b c' })).toBe('/api/ticketing/contacts/a%2Fb%20c');
  });

  it('writes the query after a prepared query string, leaving out absent values', async () => {
    const requests = answerWith(200, { data: [], page: 0, pageSize: 50, totalCount: 0, hasMore: false });
    await call('get', '/api/query/locations', { query: { searchCriteria: 'hq', page: 2, organizationId: undefined } });
    await call('get', '/api/devices', { search: new URLSearchParams({ pageIndex: '0' }) });
    expect(requests.map((r) => r.url)).toEqual(['/api/query/locations?searchCriteria=hq&page=2', '/api/devices?pageIndex=0']);
  });

  it("throws the server's words as an ApiError", async () => {
    answerWith(409, { resultCode: 'CONFLICT', message: 'Someone else saved this ticket' });
    await expect(call('delete', '/api/ticketing/ticket/{id}', { params: { id: 1 } })).rejects.toEqual(
      new ApiError(409, 'CONFLICT', 'Someone else saved this ticket'),
    );
  });

  it('refuses at typecheck what the document does not allow (each line below must stay an error)', () => {
    answerWith(200, {});
    const typeErrors = () => {
      // @ts-expect-error: no such path
      void call('get', '/api/no-such-thing');
      // @ts-expect-error: the path needs its id
      void call('get', '/api/devices/{id}');
      // @ts-expect-error: a ticket's summary is a string
      void call('post', '/api/ticketing/ticket', { body: { summary: 7, organizationId: 1 } });
      // @ts-expect-error: the answer has no field of that name
      void call('get', '/api/auth/me').then((me) => me.nobody);
    };
    expect(typeof typeErrors).toBe('function');
  });
});
