import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailSettings, SmtpHealth } from '@outpost/contracts';
import { OUTBOUND_OUTCOMES } from '../../../lib/outbound/index.ts';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { api } from '../../tickets/tickets.fixtures.ts';

// Issue 22, findings 2 and 3: the SMTP test reaches only what the guard allows, shows no banner,
// and a stored password is never sent to a server it was not entered for.

const PASSWORD = 'Log-Secret-Password-1';

/** An SMTP server on loopback that records every connection and every AUTH it is offered. */
async function startAuthRecorder() {
  const auths: { user: string | undefined; pass: string | undefined }[] = [];
  let connections = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onConnect: (_session, done) => {
      connections++;
      done();
    },
    onAuth: (auth, _session, done) => {
      auths.push({ user: auth.username, pass: auth.password ?? undefined });
      done(null, { user: auth.username });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.server.address() as AddressInfo).port,
    auths,
    connections: () => connections,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
type Recorder = Awaited<ReturnType<typeof startAuthRecorder>>;

const body = (port: number, extra: Record<string, unknown> = {}) => ({
  enabled: true,
  host: '127.0.0.1',
  port,
  tlsMode: 'NONE',
  username: 'outpost',
  fromAddress: 'support@example.com',
  fromName: 'Support',
  newContactOrganizationId: null,
  ...extra,
});

describe('SMTP settings through the outbound guard (loopback allowed, as in tests)', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let first: Recorder;
  let second: Recorder;
  let banner: TcpServer;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signIn(ctx);
    [first, second] = await Promise.all([startAuthRecorder(), startAuthRecorder()]);
    // Not an SMTP server: a service that greets with its own words, then says something odd.
    banner = createTcpServer((socket) => {
      socket.on('error', () => undefined);
      socket.write('220 internal-db-7 secret-banner ESMTP\r\n');
      socket.once('data', () => socket.end('599 secret-answer-text\r\n'));
    });
    await new Promise<void>((done) => banner.listen(0, '127.0.0.1', done));
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await new Promise((done) => banner?.close(done));
    await ctx?.close();
  });

  it('refuses a changed host or port without the password, and the new server never sees the old one', async () => {
    expect((await api(ctx, admin).put('/api/ticketing/mail/settings', body(first.port, { password: PASSWORD }))).statusCode).toBe(200);
    expect((await api(ctx, admin).post('/api/ticketing/mail/test')).json<SmtpHealth>().ok).toBe(true);
    expect(first.auths).toEqual([{ user: 'outpost', pass: PASSWORD }]);

    const moved = await api(ctx, admin).put('/api/ticketing/mail/settings', body(second.port));
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ resultCode: 'VALIDATION_FAILED', fields: { password: [expect.stringMatching(/^Enter it again/)] } });
    const otherTls = await api(ctx, admin).put('/api/ticketing/mail/settings', body(first.port, { tlsMode: 'TLS' }));
    expect(otherTls.statusCode).toBe(400);
    // Nothing was saved: the test still goes to the first server, and the second saw nothing.
    await api(ctx, admin).post('/api/ticketing/mail/test');
    expect(second.connections()).toBe(0);
    expect(second.auths).toEqual([]);

    // With the password entered again the move is saved, and only that password reaches the new server.
    expect((await api(ctx, admin).put('/api/ticketing/mail/settings', body(second.port, { password: 'the-second-password' }))).json<MailSettings>().port).toBe(
      second.port,
    );
    await api(ctx, admin).post('/api/ticketing/mail/test');
    expect(second.auths).toEqual([{ user: 'outpost', pass: 'the-second-password' }]);
  });

  it('answers a test against a service that is not SMTP in fixed words, never its banner', async () => {
    const port = (banner.address() as AddressInfo).port;
    expect((await api(ctx, admin).put('/api/ticketing/mail/settings', body(port, { password: '' }))).statusCode).toBe(200);
    const health = (await api(ctx, admin).post('/api/ticketing/mail/test')).json<SmtpHealth>();
    expect(health.ok).toBe(false);
    expect(Object.values(OUTBOUND_OUTCOMES).map((words) => `127.0.0.1:${port}: ${words}`)).toContain(health.message);
    expect(health.message).not.toMatch(/secret|internal-db|599/);
  });
});

describe('SMTP settings with the production guard (no allow-list)', () => {
  let ctx: TestContext;
  let recorder: Recorder;

  beforeAll(async () => {
    ctx = await createTestContext({ outboundAllow: '' });
    recorder = await startAuthRecorder();
  });
  afterAll(async () => {
    await recorder?.close();
    await ctx?.close();
  });

  it.each(['127.0.0.1', 'localhost', '127.9.9.9', '169.254.169.254', '10.0.0.1'])('refuses to test or send through %s, connecting to nothing', async (host) => {
    const admin = await signIn(ctx);
    const port = host.startsWith('127.') || host === 'localhost' ? recorder.port : 25;
    expect((await api(ctx, admin).put('/api/ticketing/mail/settings', body(port, { host, password: PASSWORD }))).statusCode).toBe(200);
    const health = (await api(ctx, admin).post('/api/ticketing/mail/test')).json<SmtpHealth>();
    expect(health).toMatchObject({ ok: false, message: `${host}:${port}: ${OUTBOUND_OUTCOMES.REFUSED_BY_GUARD}` });
    expect(recorder.connections()).toBe(0);
  });
});
