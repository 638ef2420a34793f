import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundGuard } from '../../../lib/outbound/index.ts';
import { cwCondition, cwConditions, cwQuery } from './conditions.ts';
import { ConnectWiseError, createConnectWiseClient, nextPageId, retryAfterMs, type ConnectWiseConnection } from './connectwise.client.ts';
import { startConnectWiseStub, type ConnectWiseStub } from './connectwise.stub.ts';

let stub: ConnectWiseStub;
const outbound = createOutboundGuard({ allow: '127.0.0.1' });

const client = (extra: Partial<ConnectWiseConnection> = {}) =>
  createConnectWiseClient({ site: stub.url, ...stub.credentials, outbound, backoffBaseMs: 20, ...extra });

type Config = { id: number; name: string; deviceIdentifier?: string; company: { id: number } };

beforeAll(async () => {
  stub = await startConnectWiseStub();
  // 2,345 configurations: three pages of 1000 and a short one.
  for (let i = 0; i < 2345; i += 1) {
    stub.data.configurations.push({
      id: 10_000 + i,
      name: `PC-${i}`,
      type: { id: 31, name: 'Workstation' },
      company: { id: i % 2 ? 250 : 251 },
      deviceIdentifier: `dev-${i}`,
    });
  }
});
afterAll(() => stub.close());
afterEach(() => {
  stub.resetLog();
  stub.throttleRandomly(null);
  stub.slowAnswers(0);
});

describe('conditions', () => {
  it('encodes strings in quotes (escaping quotes), dates in brackets, booleans bare, lists in parentheses', () => {
    expect(cwCondition({ field: 'company/id', op: '=', value: 250 })).toBe('company/id=250');
    expect(cwCondition({ field: 'name', op: 'like', value: 'Contoso*' })).toBe('name like "Contoso*"');
    expect(cwCondition({ field: 'name', op: '=', value: 'Say "hi" \\ bye' })).toBe('name="Say \\"hi\\" \\\\ bye"');
    expect(cwCondition({ field: 'lastUpdated', op: '>', value: new Date('2016-08-20T18:04:26.123Z') })).toBe('lastUpdated>[2016-08-20T18:04:26Z]');
    expect(cwCondition({ field: 'deletedFlag', op: '=', value: false })).toBe('deletedFlag=False');
    expect(cwCondition({ field: 'board/id', op: 'in', value: [3, 2, 4] })).toBe('board/id in (3,2,4)');
    expect(
      cwConditions([
        { field: 'status/id', op: '=', value: 1 },
        { field: 'deletedFlag', op: '=', value: false },
      ]),
    ).toBe('status/id=1 and deletedFlag=False');
    expect(() => cwCondition({ field: 'name) or (id', op: '=', value: 1 })).toThrow(/field name/);
  });

  it('percent-encodes & " \' * % + and spaces in the query', () => {
    expect(cwQuery({ conditions: `name="A&B's *50% +1"`, pageSize: 10, pageId: undefined })).toBe(
      'conditions=name%3D%22A%26B%27s%20%2A50%25%20%2B1%22&pageSize=10',
    );
  });

  it('reads Retry-After in seconds or as a date, and the next pageId of a Link header', () => {
    expect(retryAfterMs('3', 0)).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs(undefined, 0)).toBeUndefined();
    expect(nextPageId('<https://x/apis/3.0/company/configurations?pageSize=1000&pageId=1234>; rel="next"')).toBe(1234);
    expect(nextPageId('<https://x/a?page=2>; rel="next", <https://x/a?page=4>; rel="last"')).toBeUndefined();
  });
});

describe('ConnectWise client against the stub', () => {
  it('finds the codebase through login/companyinfo and answers system/info with Basic company+public:private and clientId', async () => {
    const cw = client();
    const info = await cw.systemInfo();
    expect(info.version).toMatch(/^v2025/);
    expect(await cw.codebase()).toBe('v2025_1/');
    expect(stub.requests.map((r) => r.path)).toEqual(['/login/companyinfo/outpostdemo', '/v2025_1/apis/3.0/system/info']);
  });

  it('wrong keys give a 401 in words, and no secret in the message', async () => {
    const error = await client({ privateKey: 'wrong-private-key' })
      .systemInfo()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectWiseError);
    expect((error as Error).message).toBe('ConnectWise did not accept the company id or the API keys (401 Unauthorized): Authentication failed.');
    expect((error as Error).message).not.toContain('wrong-private-key');
  });

  it('pages forward-only to the end: 1000 a page, by pageId, every record once', async () => {
    const all = await client().list<Config>('company/configurations');
    expect(all).toHaveLength(2346);
    expect(new Set(all.map((c) => c.id)).size).toBe(2346);
    const reads = stub.requests.filter((r) => r.path.endsWith('company/configurations'));
    expect(reads).toHaveLength(3);
    expect(reads.every((r) => r.forwardOnly && r.query.pageSize === '1000')).toBe(true);
    expect(reads.map((r) => r.query.pageId)).toEqual([undefined, String(all[999]!.id), String(all[1999]!.id)]);
  });

  it('a record added behind the cursor mid-list is neither skipped nor repeated (forward-only, not offset)', async () => {
    const seen: number[] = [];
    let first = true;
    for await (const page of client({ pageSize: 500 }).pages<Config>('company/configurations')) {
      seen.push(...page.map((c) => c.id));
      if (first) {
        // Another user deletes an early record while we read: offset paging would skip one now.
        const gone = stub.data.configurations.findIndex((c) => c.id === page[10]!.id);
        const [removed] = stub.data.configurations.splice(gone, 1);
        first = false;
        stub.data.configurations.push(removed!);
      }
    }
    expect(seen).toHaveLength(2346);
    expect(new Set(seen).size).toBe(2346);
  });

  it('sends conditions and childConditions the stub filters by', async () => {
    const contoso = await client().list<Config>('company/configurations', {
      conditions: [
        { field: 'company/id', op: '=', value: 250 },
        { field: 'name', op: 'like', value: 'PC-1*' },
      ],
    });
    expect(contoso.length).toBeGreaterThan(0);
    expect(contoso.every((c) => c.company.id === 250 && c.name.startsWith('PC-1'))).toBe(true);
    const clients = await client().list<{ name: string }>('company/companies', {
      conditions: [{ field: 'status/id', op: '=', value: 1 }],
      childConditions: [{ field: 'types/id', op: '=', value: 1 }],
    });
    expect(clients.map((c) => c.name)).toEqual(['Contoso Ltd', 'Fabrikam, Inc.', '  northwind traders ']);
    const quoted = await client().list<{ name: string }>('company/companies', {
      conditions: [{ field: 'name', op: '=', value: 'Fabrikam, Inc." or name="Contoso Ltd' }],
    });
    expect(quoted).toEqual([]);
  });

  it('waits out a chain of 429s as Retry-After says, never early', async () => {
    stub.throttleNext(1, 1, 2);
    const started = Date.now();
    const info = await client().systemInfo();
    expect(info.isCloud).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
    expect(stub.requests.filter((r) => r.status === 429)).toHaveLength(3);
    expect(stub.earlyRequests()).toEqual([]);
  }, 15_000);

  it('backs off exponentially when a 429 names no Retry-After, and gives up after maxRetries in words', async () => {
    stub.throttleNext(null, null, null);
    const cw = client({ backoffBaseMs: 50 });
    const started = Date.now();
    await cw.systemInfo();
    // 50 + 100 + 200 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(cw.stats.throttled).toBe(3);
    stub.throttleNext(null, null, null);
    const error = await client({ maxRetries: 1, backoffBaseMs: 10 })
      .systemInfo()
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^ConnectWise is limiting requests; try again later \(429 TooManyRequests\)/);
  });

  it('re-reads the codebase after a 404 when the site moved, and carries on', async () => {
    const cw = client();
    await cw.systemInfo();
    stub.changeCodebase('v2025_2/');
    const page = await cw.list<Config>('company/companies');
    expect(page.length).toBe(5);
    expect(await cw.codebase()).toBe('v2025_2/');
    expect(cw.stats.codebaseRefreshes).toBe(1);
    // A real 404 (no such record) is re-checked once, then answered in words.
    const error = await cw.get('company/configurations/1').catch((e: unknown) => e);
    expect((error as Error).message).toBe('ConnectWise has no such record or address (404 NotFound): Configuration not found');
    stub.changeCodebase('v2025_1/');
  });

  it('turns error bodies into words: the field errors of a refused write', async () => {
    const error = await client()
      .create('company/configurations', { name: 'X', type: { id: 31 }, company: { id: 99999 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectWiseError);
    expect((error as ConnectWiseError).status).toBe(400);
    expect((error as Error).message).toBe(
      'ConnectWise refused the request (400 InvalidObject): configuration object is invalid — company: The company was not found.',
    );
  });

  it('creates and patches only the fields given', async () => {
    const cw = client();
    const created = await cw.create<Config & { serialNumber: string }>('company/configurations', {
      name: 'NEW-1',
      type: { id: 31 },
      company: { id: 250 },
      site: { id: 11 },
      deviceIdentifier: 'new-1',
      serialNumber: 'S1',
    });
    const patched = await cw.patch<Config & { serialNumber: string; ipAddress: string }>(`company/configurations/${created.id}`, { ipAddress: '10.0.0.5' });
    expect(patched).toMatchObject({ name: 'NEW-1', serialNumber: 'S1', ipAddress: '10.0.0.5', site: { id: 11, name: 'Warehouse' } });
    const patchCall = stub.requests.find((r) => r.method === 'PATCH');
    expect(patchCall?.path).toBe(`/v2025_1/apis/3.0/company/configurations/${created.id}`);
  });

  it('an unreachable site is an outbound error, not a hang', async () => {
    const error = await createConnectWiseClient({ site: 'http://127.0.0.1:1', ...stub.credentials, outbound, timeoutMs: 2000 })
      .systemInfo()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ConnectWiseError);
  });
});
