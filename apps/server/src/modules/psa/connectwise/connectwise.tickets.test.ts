import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutboundGuard } from '../../../lib/outbound/index.ts';
import type { PsaProviderClient } from '../provider.ts';
import { connectWiseProvider } from './connectwise.provider.ts';
import { startConnectWiseStub, type ConnectWiseStub } from './connectwise.stub.ts';

let stub: ConnectWiseStub;
let cw: PsaProviderClient;

beforeAll(async () => {
  stub = await startConnectWiseStub();
  const c = stub.credentials;
  cw = connectWiseProvider.create(
    { settings: { site: stub.url, companyId: c.companyId, publicKey: c.publicKey, clientId: c.clientId }, secret: c.privateKey },
    { outbound: createOutboundGuard({ allow: '127.0.0.1' }) },
  );
});
afterAll(() => stub.close());
beforeEach(() => stub.resetLog());

describe('ConnectWise service tickets and contacts (issue 26 §8, psa-apis.md §1)', () => {
  it('finds a company contact by e-mail address through communicationItems, case and spaces aside; another company’s is not found', async () => {
    expect(await cw.findContact(250, ' Dana@Contoso.example ')).toEqual({ id: 601 });
    expect(await cw.findContact(251, 'dana@contoso.example')).toBeNull();
    const read = stub.requests.find((r) => r.path.endsWith('/company/contacts'))!;
    expect(read.query.childConditions).toBe('communicationItems/value="Dana@Contoso.example"');
    expect(read.query.conditions).toBe('company/id=250 and inactiveFlag=False');
  });

  it('creates a contact with the e-mail address as its Email communication item; it is found afterwards', async () => {
    const created = await cw.createContact(251, { firstName: 'Fox', lastName: 'Mulder', email: 'fox@fabrikam.example' });
    expect(stub.data.contacts.find((x) => x.id === created.id)).toMatchObject({
      firstName: 'Fox',
      lastName: 'Mulder',
      company: { id: 251 },
      communicationItems: [expect.objectContaining({ value: 'fox@fabrikam.example', communicationType: 'Email' })],
    });
    expect(await cw.findContact(251, 'fox@fabrikam.example')).toEqual(created);
  });

  it('pushes a ticket keyed by externalXRef, finds it again by that key, and reads its status back', async () => {
    expect(await cw.findTicket('outpost-ticket-17')).toBeNull();
    const ticket = await cw.createTicket({
      companyId: 250,
      boardId: 1,
      summary: 'Printer offline',
      description: 'The second floor printer does not answer.',
      contactId: 601,
      contactEmail: 'dana@contoso.example',
      externalRef: 'outpost-ticket-17',
    });
    expect(ticket).toEqual({ id: expect.any(Number), status: 'New', closed: false });
    expect(stub.data.tickets.find((t) => t.id === ticket.id)).toMatchObject({
      summary: 'Printer offline',
      company: { id: 250 },
      board: { id: 1 },
      contact: { id: 601 },
      externalXRef: 'outpost-ticket-17',
    });
    expect(await cw.findTicket('outpost-ticket-17')).toEqual(ticket);

    stub.setTicketStatus(ticket.id, 'Completed');
    const statuses = await cw.ticketStatuses([ticket.id, 999_999]);
    expect(statuses.get(ticket.id)).toEqual({ id: ticket.id, status: 'Completed', closed: true });
    expect(statuses.has(999_999)).toBe(false);
  });

  it('a refused ticket is told in words from the error body', async () => {
    await expect(
      cw.createTicket({ companyId: 250, boardId: 1, summary: ' ', description: '', contactId: null, contactEmail: null, externalRef: 'outpost-ticket-18' }),
    ).rejects.toThrow(/summary field is required/);
  });
});
