import { OutboundError, outcomeOf, OUTBOUND_OUTCOMES } from '../../../lib/outbound/index.ts';
import { definePsaProvider, RemoteRecordGone, type RemoteConfiguration } from '../provider.ts';
import { ConnectWiseError, createConnectWiseClient, cwStatusMeaning, type ConnectWiseConnection } from './connectwise.client.ts';

type Ref = { id: number; name?: string; identifier?: string; description?: string };
type CwConfiguration = Record<string, unknown> & { id: number; name: string; company?: Ref; type?: Ref; status?: Ref; site?: Ref | null };

/** Configuration fields Outpost writes that are plain text in ConnectWise. */
export const CW_TEXT_FIELDS = [
  'name',
  'deviceIdentifier',
  'serialNumber',
  'modelNumber',
  'macAddress',
  'lastLoginName',
  'ipAddress',
  'defaultGateway',
  'osType',
  'osInfo',
  'cpuSpeed',
  'ram',
  'localHardDrives',
  'managementLink',
] as const;
const REF_FIELDS = ['type', 'status', 'company', 'site'] as const;

const refOrNull = (value: unknown) => (value && typeof value === 'object' && typeof (value as Ref).id === 'number' ? { id: (value as Ref).id } : null);

/** A ConnectWise configuration in the provider-neutral shape: references reduced to `{ id }`. */
export function fromCwConfiguration(record: CwConfiguration): RemoteConfiguration {
  const values: Record<string, unknown> = {};
  for (const field of CW_TEXT_FIELDS) values[field] = typeof record[field] === 'string' ? record[field] : '';
  for (const field of REF_FIELDS) values[field] = refOrNull(record[field]);
  values.questions = (Array.isArray(record.questions) ? (record.questions as { questionId?: unknown; answer?: unknown }[]) : [])
    .filter((q) => typeof q.questionId === 'number')
    .map((q) => ({ questionId: q.questionId as number, answer: typeof q.answer === 'string' ? q.answer : '' }))
    .sort((a, b) => a.questionId - b.questionId);
  return {
    id: record.id,
    name: record.name,
    companyId: record.company?.id ?? 0,
    deviceIdentifier: typeof record.deviceIdentifier === 'string' ? record.deviceIdentifier : '',
    serialNumber: typeof record.serialNumber === 'string' ? record.serialNumber : '',
    values,
  };
}

type CwTicket = { id: number; status?: Ref; closedFlag?: boolean };
const fromCwTicket = (t: CwTicket) => ({ id: t.id, status: t.status?.name ?? '', closed: t.closedFlag === true });

const refs = (records: Ref[]) =>
  records.map((r) => ({ id: r.id, name: r.name ?? r.description ?? r.identifier ?? String(r.id) })).sort((a, b) => a.name.localeCompare(b.name));
const chunks = <T>(list: readonly T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/** ConnectWise Manage as a PSA provider: the client over the stored connection. */
export const connectWiseProvider = definePsaProvider({
  id: 'CONNECTWISE',
  endpointKeys: ['site', 'companyId', 'publicKey'],
  create(connection, deps) {
    const s = connection.settings;
    const options: ConnectWiseConnection = {
      site: s.site ?? '',
      companyId: s.companyId ?? '',
      publicKey: s.publicKey ?? '',
      privateKey: connection.secret ?? '',
      clientId: s.clientId ?? '',
      outbound: deps.outbound,
    };
    const cw = createConnectWiseClient(options);
    let writes = 0;

    return {
      retryable(error) {
        if (error instanceof ConnectWiseError) return error.status === 429 || error.status === 408 || error.status >= 500;
        if (error instanceof OutboundError) return error.outcome === 'UNREACHABLE' || error.outcome === 'DNS_FAILURE';
        return false;
      },
      async test() {
        if (!options.site || !options.companyId || !options.publicKey || !connection.secret || !options.clientId) {
          return { ok: false, message: 'Enter the site, company id, public and private keys and client id first' };
        }
        try {
          await cw.systemInfo();
          return { ok: true, message: 'Connected to ConnectWise' };
        } catch (error) {
          if (error instanceof ConnectWiseError) return { ok: false, message: `${cwStatusMeaning(error.status)} (${error.status})` };
          return { ok: false, message: OUTBOUND_OUTCOMES[outcomeOf(error)] };
        }
      },

      async loadProviderData(criteria) {
        const [companyTypes, companyStatuses, configurationTypes, configurationStatuses, agreementTypes, products, boards] = await Promise.all([
          cw.list<Ref>('company/companies/types', { fields: ['id', 'name'] }),
          cw.list<Ref>('company/companies/statuses', { fields: ['id', 'name'] }),
          cw.list<Ref>('company/configurations/types', { conditions: [{ field: 'inactiveFlag', op: '=', value: false }], fields: ['id', 'name'] }),
          cw.list<Ref>('company/configurations/statuses', { fields: ['id', 'description'] }),
          cw.list<Ref>('finance/agreements/types', { conditions: [{ field: 'inactiveFlag', op: '=', value: false }], fields: ['id', 'name'] }),
          cw.list<Ref & { identifier: string }>('procurement/catalog', {
            conditions: [{ field: 'inactiveFlag', op: '=', value: false }],
            fields: ['id', 'identifier', 'description'],
          }),
          cw.list<Ref>('service/boards', { conditions: [{ field: 'inactiveFlag', op: '=', value: false }], fields: ['id', 'name'] }),
        ]);
        const companies = await cw.list<Ref & { identifier: string }>('company/companies', {
          conditions: [
            { field: 'deletedFlag', op: '=', value: false },
            ...(criteria.statuses.length ? [{ field: 'status/id', op: 'in' as const, value: criteria.statuses.map((x) => x.id) }] : []),
          ],
          childConditions: criteria.types.length ? [{ field: 'types/id', op: 'in', value: criteria.types.map((x) => x.id) }] : undefined,
          fields: ['id', 'identifier', 'name'],
        });
        // Each type's questions (one short list per type): the question attributes are answered there.
        const configurationQuestions = [];
        for (const type of configurationTypes) {
          const questions = await cw.list<{ id: number; question?: string }>(`company/configurations/types/${type.id}/questions`, {
            fields: ['id', 'question'],
          });
          configurationQuestions.push(...questions.map((q) => ({ typeId: type.id, id: q.id, question: q.question ?? '' })));
        }
        return {
          configurationQuestions,
          companies: companies.map((c) => ({ id: c.id, name: c.name ?? c.identifier, identifier: c.identifier })).sort((a, b) => a.name.localeCompare(b.name)),
          companyTypes: refs(companyTypes),
          companyStatuses: refs(companyStatuses),
          configurationTypes: refs(configurationTypes),
          configurationStatuses: refs(configurationStatuses),
          agreementTypes: refs(agreementTypes),
          boards: refs(boards),
          products: products
            .map((p) => ({ id: p.id, name: p.description ? `${p.identifier} — ${p.description}` : p.identifier }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        };
      },

      async sites(companyId) {
        return refs(
          await cw.list<Ref>(`company/companies/${companyId}/sites`, {
            conditions: [{ field: 'inactiveFlag', op: '=', value: false }],
            fields: ['id', 'name'],
          }),
        );
      },

      async agreements(companyId) {
        // There is no companyId parameter in ConnectWise: the company is a condition.
        const list = await cw.list<Ref & { type?: Ref }>('finance/agreements', {
          conditions: [
            { field: 'company/id', op: '=', value: companyId },
            { field: 'cancelledFlag', op: '=', value: false },
          ],
          fields: ['id', 'name', 'type'],
        });
        return list
          .map((a) => ({ id: a.id, name: a.name ?? String(a.id), typeId: a.type?.id ?? null, typeName: a.type?.name ?? null }))
          .sort((a, b) => a.name.localeCompare(b.name));
      },

      async configurations(companyIds) {
        const out: RemoteConfiguration[] = [];
        // Long `in` lists are split to keep each URL well under ConnectWise's ~2000 characters.
        for (const ids of chunks(
          [...new Set(companyIds)].sort((a, b) => a - b),
          150,
        )) {
          const list = await cw.list<CwConfiguration>('company/configurations', {
            conditions: [{ field: 'company/id', op: 'in', value: ids }],
            fields: ['id', ...CW_TEXT_FIELDS, ...REF_FIELDS, 'questions'],
          });
          out.push(...list.map(fromCwConfiguration));
        }
        return out;
      },

      async createConfiguration(values) {
        writes += 1;
        return fromCwConfiguration(await cw.create<CwConfiguration>('company/configurations', values));
      },

      async updateConfiguration(id, changes) {
        writes += 1;
        try {
          await cw.patch(`company/configurations/${id}`, changes);
        } catch (error) {
          if (error instanceof ConnectWiseError && error.status === 404) throw new RemoteRecordGone(id);
          throw error;
        }
      },

      async findContact(companyId, email) {
        const [contact] = await cw.list<{ id: number }>('company/contacts', {
          conditions: [
            { field: 'company/id', op: '=', value: companyId },
            { field: 'inactiveFlag', op: '=', value: false },
          ],
          childConditions: [{ field: 'communicationItems/value', op: '=', value: email.trim() }],
          fields: ['id'],
        });
        return contact ? { id: contact.id } : null;
      },

      async createContact(companyId, contact) {
        writes += 1;
        const created = await cw.create<{ id: number }>('company/contacts', {
          firstName: contact.firstName.slice(0, 30) || contact.email.split('@')[0]!.slice(0, 30),
          lastName: contact.lastName.slice(0, 30),
          company: { id: companyId },
          communicationItems: [{ type: { name: 'Email' }, value: contact.email.trim(), defaultFlag: true, communicationType: 'Email' }],
        });
        return { id: created.id };
      },

      async findTicket(externalRef) {
        const [ticket] = await cw.list<CwTicket>('service/tickets', {
          conditions: [{ field: 'externalXRef', op: '=', value: externalRef }],
          fields: ['id', 'status', 'closedFlag'],
        });
        return ticket ? fromCwTicket(ticket) : null;
      },

      async updateTicket(id, changes) {
        writes += 1;
        try {
          await cw.patch(`service/tickets/${id}`, { summary: changes.summary.slice(0, 100) });
        } catch (error) {
          if (error instanceof ConnectWiseError && error.status === 404) throw new RemoteRecordGone(id);
          throw error;
        }
      },

      async createTicket(ticket) {
        writes += 1;
        const created = await cw.create<CwTicket>('service/tickets', {
          summary: ticket.summary.slice(0, 100),
          initialDescription: ticket.description,
          company: { id: ticket.companyId },
          ...(ticket.boardId === null ? {} : { board: { id: ticket.boardId } }),
          ...(ticket.contactId === null ? {} : { contact: { id: ticket.contactId } }),
          ...(ticket.contactEmail === null ? {} : { contactEmailAddress: ticket.contactEmail }),
          externalXRef: ticket.externalRef,
        });
        return fromCwTicket(created);
      },

      async ticketStatuses(ids) {
        const out = new Map<number, ReturnType<typeof fromCwTicket>>();
        for (const part of chunks([...new Set(ids)], 150)) {
          const list = await cw.list<CwTicket>('service/tickets', {
            conditions: [{ field: 'id', op: 'in', value: part }],
            fields: ['id', 'status', 'closedFlag'],
          });
          for (const t of list) out.set(t.id, fromCwTicket(t));
        }
        return out;
      },

      async additions(agreementId) {
        const list = await cw.list<{ id: number; product?: Ref; quantity?: number; cancelledDate?: string | null }>(
          `finance/agreements/${agreementId}/additions`,
          { fields: ['id', 'product', 'quantity', 'cancelledDate'] },
        );
        return list
          .filter((a) => !a.cancelledDate && typeof a.product?.id === 'number')
          .map((a) => ({ id: a.id, productId: a.product!.id, quantity: typeof a.quantity === 'number' ? a.quantity : 0 }));
      },

      async createAddition(agreementId, addition) {
        writes += 1;
        const created = await cw.create<{ id: number; quantity?: number }>(`finance/agreements/${agreementId}/additions`, {
          product: { id: addition.productId },
          quantity: addition.quantity,
          billCustomer: 'Billable',
        });
        return { id: created.id, productId: addition.productId, quantity: created.quantity ?? addition.quantity };
      },

      async updateAdditionQuantity(agreementId, additionId, quantity) {
        writes += 1;
        try {
          await cw.patch(`finance/agreements/${agreementId}/additions/${additionId}`, { quantity });
        } catch (error) {
          if (error instanceof ConnectWiseError && error.status === 404) throw new RemoteRecordGone(additionId);
          throw error;
        }
      },

      requests: () => ({ reads: cw.stats.requests - writes, writes }),
    };
  },
});
