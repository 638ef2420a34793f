import type { Contact, TablePage, TechnicianPickItem } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, pickerPage } from '../../../test/render.tsx';
import { CONTACT_PAGES, fetchPeople, listsOf } from './recipients.ts';

const tech = (id: number): TechnicianPickItem => ({ id, name: `Tech ${id}`, email: `t${id}@example.com`, deleted: false });
const contacts = (page: number, hasMore: boolean): TablePage<Contact> => ({
  data: [
    {
      id: page,
      uid: `c${page}`,
      organizationId: 1,
      organizationName: 'Acme',
      name: `Contact ${page}`,
      email: null,
      phone: '',
      canReplyByEmail: true,
      deleted: page === 1,
      createdAt: '',
      updatedAt: '',
    },
  ],
  pageCount: hasMore ? page + 2 : page + 1,
  totalCount: 99,
  requestTime: 0,
});

describe('recipient pages: technicians, then contacts, each endpoint at 50 a page (spec 002 §7, §9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('pages through the technicians; their last page carries the first contacts; then the contacts page on', async () => {
    const calls = mockApi([
      mockRoute('get', '/api/ticketing/technicians', (url) =>
        url.searchParams.get('page') === '0' ? pickerPage([tech(1)], true) : { ...pickerPage([tech(2)]), page: 1 },
      ),
      mockRoute('get', '/api/ticketing/contacts', (url) => contacts(Number(url.searchParams.get('pageIndex')), url.searchParams.get('pageIndex') === '0')),
    ]);
    const signal = new AbortController().signal;
    const first = await fetchPeople('', 0, signal);
    expect(first.data.map((p) => p.name)).toEqual(['Tech 1']);
    expect(first.hasMore).toBe(true);
    const second = await fetchPeople('', first.page + 1, signal);
    expect(second.data.map((p) => [p.name, p.contact])).toEqual([
      ['Tech 2', false],
      ['Contact 0', true],
    ]);
    expect(second.page).toBe(CONTACT_PAGES);
    const third = await fetchPeople('', second.page + 1, signal);
    expect(third.data).toEqual([{ kind: 'PERSON', id: 'c1', name: 'Contact 1', deleted: true, contact: true }]);
    expect(third.hasMore).toBe(false);
    const contactCalls = calls
      .filter((c) => c.url.pathname === '/api/ticketing/contacts')
      .map((c) => [c.url.searchParams.get('pageIndex'), c.url.searchParams.get('pageSize')]);
    expect(contactCalls).toEqual([
      ['0', '50'],
      ['1', '50'],
    ]);
  });

  it('splits picked recipients into the lists an action keeps', () => {
    expect(
      listsOf([
        { kind: 'KEY', key: 'ASSIGNEE' },
        { kind: 'PERSON', id: 7, name: 'T', deleted: false, contact: false },
        { kind: 'EMAIL', email: 'a@b.co' },
        { kind: 'PERSON', id: 'c9', name: 'C', deleted: false, contact: true },
      ]),
    ).toEqual({ keys: ['ASSIGNEE'], uids: [7, 'c9'], emails: ['a@b.co'] });
  });
});
