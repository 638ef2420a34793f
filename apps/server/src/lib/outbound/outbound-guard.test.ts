import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowList } from './address-policy.ts';
import { createOutboundGuard, OUTBOUND_OUTCOMES, OutboundError, outcomeOf, refusedKindOf } from './index.ts';

describe('which addresses the guard refuses', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'link-local or metadata'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::1', 'loopback or unspecified'],
    ['::', 'loopback or unspecified'],
    ['[::1]', 'loopback or unspecified'],
    ['fe80::1', 'link-local or metadata'],
    ['fd00:ec2::254', 'private'],
    ['fc00::1', 'private'],
    ['ff02::1', 'multicast'],
    // IPv6 spellings of refused IPv4 addresses are judged as the address they reach.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', 'link-local or metadata'],
    ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'link-local or metadata'],
    ['::127.0.0.1', 'loopback or unspecified'],
  ])('%s is refused as %s', (address, kind) => {
    expect(refusedKindOf(address)).toBe(kind);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(refusedKindOf(address)).toBeNull();
  });

  it('refuses a malformed allow-list entry with words instead of guessing', () => {
    expect(() => parseAllowList('10.0.0.0/40')).toThrow(/invalid prefix length/);
    expect(() => parseAllowList('http://x')).toThrow(/neither an address/);
    expect(parseAllowList(' 127.0.0.1 , 10.0.0.0/8, Mail.Internal. ,').hosts).toEqual(new Set(['mail.internal']));
  });
});

describe('guarded requests against a server on loopback', () => {
  let server: Server;
  let port: number;
  const seen: string[] = [];
  let connections = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      if (req.url === '/redirect') res.writeHead(302, { location: `http://127.0.0.1:${port}/secret` }).end();
      else if (req.url === '/large') res.end(Buffer.alloc(2048, 'x'));
      else if (req.url === '/echo') req.pipe(res);
      else res.end('{"ok":true}');
    });
    server.on('connection', () => connections++);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OutboundError);
    return outcomeOf(error);
  };

  it('refuses loopback by address, by name and in every spelling, before any connection', async () => {
    const guard = createOutboundGuard();
    const before = connections;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f.1:${port}/`,
      `http://127.1:${port}/`,
    ]) {
      expect(await refusal(guard.request(url)), url).toBe('REFUSED_BY_GUARD');
    }
    expect(connections).toBe(before);
    expect(seen).toEqual([]);
  });

  it('calls what the allow-list names: an address, a network or a host name', async () => {
    for (const allow of ['127.0.0.1', '127.0.0.0/8', '::ffff:127.0.0.1']) {
      const answer = await createOutboundGuard({ allow }).request(`http://127.0.0.1:${port}/ok`);
      expect(answer.status).toBe(200);
      expect(answer.text()).toBe('{"ok":true}');
    }
    // A name on the list allows whatever it resolves to; the address alone does not allow the name's other spellings.
    expect((await createOutboundGuard({ allow: 'localhost' }).request(`http://localhost:${port}/ok`)).status).toBe(200);
    expect(await refusal(createOutboundGuard({ allow: 'localhost' }).request(`http://127.0.0.1:${port}/ok`))).toBe('REFUSED_BY_GUARD');
  });

  it('answers a redirect without following it', async () => {
    seen.length = 0;
    const answer = await createOutboundGuard({ allow: '127.0.0.1' }).request(`http://127.0.0.1:${port}/redirect`);
    expect(answer.status).toBe(302);
    expect(seen).toEqual(['GET /redirect']);
  });

  it('sends a body and cuts off an answer longer than the limit', async () => {
    const guard = createOutboundGuard({ allow: '127.0.0.1' });
    expect((await guard.request(`http://127.0.0.1:${port}/echo`, { method: 'POST', body: 'hello' })).text()).toBe('hello');
    expect(await refusal(guard.request(`http://127.0.0.1:${port}/large`, { maxResponseBytes: 1024 }))).toBe('UNEXPECTED_ANSWER');
  });

  it('names a closed port, an unknown host and a refused URL in fixed words', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const guard = createOutboundGuard({ allow: '127.0.0.1' });
    expect(outcomeOf(await guard.request(`http://127.0.0.1:${closedPort}/`).catch((e: unknown) => e))).toBe('UNREACHABLE');
    expect(await refusal(guard.request('http://no-such-host.invalid/'))).toBe('DNS_FAILURE');
    expect(await refusal(guard.request(`http://user:pass@127.0.0.1:${port}/`))).toBe('REFUSED_BY_GUARD');
    expect(await refusal(guard.request('file:///etc/passwd'))).toBe('REFUSED_BY_GUARD');
    expect(new OutboundError('DNS_FAILURE').message).toBe(OUTBOUND_OUTCOMES.DNS_FAILURE);
  });

  it('checks an SMTP host once and hands out the checked address with the name for TLS', async () => {
    expect(await refusal(createOutboundGuard().smtpTarget('localhost'))).toBe('REFUSED_BY_GUARD');
    expect(await refusal(createOutboundGuard().smtpTarget('169.254.169.254'))).toBe('REFUSED_BY_GUARD');
    const target = await createOutboundGuard({ allow: 'localhost' }).smtpTarget('localhost');
    expect(['127.0.0.1', '::1']).toContain(target.host);
    expect(target.servername).toBe('localhost');
    expect(await createOutboundGuard({ allow: '127.0.0.1' }).smtpTarget('127.0.0.1')).toEqual({ host: '127.0.0.1', servername: undefined });
  });
});
