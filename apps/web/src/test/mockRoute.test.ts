import { describe, expect, it } from 'vitest';
import { mockRoute } from './render.tsx';

describe('mockRoute: one documented operation as a fetch mock route', () => {
  const matches = (route: ReturnType<typeof mockRoute>, request: string) => route[0].test(request);

  it('answers any value of a parameter unless told which', () => {
    const route = mockRoute('put', '/api/ticketing/tags/{id}', () => ({ id: 1, name: 'vpn' }));
    expect(matches(route, 'PUT /api/ticketing/tags/1')).toBe(true);
    expect(matches(route, 'PUT /api/ticketing/tags/2')).toBe(true);
    expect(matches(route, 'GET /api/ticketing/tags/1')).toBe(false);
    expect(matches(route, 'PUT /api/ticketing/tags/1/extra')).toBe(false);
  });

  it('answers only the values `only` names, the others falling through to the next route', () => {
    const route = mockRoute('post', '/api/ticketing/ticket/{id}/response-template/{templateId}', () => new Response(null), { templateId: 5 });
    expect(matches(route, 'POST /api/ticketing/ticket/42/response-template/5')).toBe(true);
    expect(matches(route, 'POST /api/ticketing/ticket/42/response-template/50')).toBe(false);
    expect(matches(route, 'POST /api/ticketing/ticket/42/response-template/6')).toBe(false);
  });

  it('matches a pinned text value as the app sends it, encoded', () => {
    const route = mockRoute('get', '/api/ticketing/contacts/{uid}', () => new Response(null), { uid: 'a b' });
    expect(matches(route, 'GET /api/ticketing/contacts/a%20b')).toBe(true);
    expect(matches(route, 'GET /api/ticketing/contacts/a b')).toBe(false);
  });
});
