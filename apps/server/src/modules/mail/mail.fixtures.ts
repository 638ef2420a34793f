/** Test helpers: a real SMTP server on loopback that receives what Outpost sends. */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestReceiver {
  port: number;
  messages: ParsedMail[];
  /** Envelope recipients of each message, in order. */
  envelopes: string[][];
  /** Refuses the next `n` messages with a temporary failure (451). */
  refuseNext(n: number): void;
  /** Waits until `n` messages have arrived. */
  until(n: number, ms?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** An SMTP server on a free loopback port; with `auth`, it accepts only that user and password. */
export async function startTestReceiver(auth?: { user: string; pass: string }): Promise<TestReceiver> {
  const messages: ParsedMail[] = [];
  const envelopes: string[][] = [];
  let refusals = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(session, _s, callback) {
      if (auth && session.username === auth.user && session.password === auth.pass) callback(null, { user: session.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          const error = new Error('Try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        void simpleParser(Buffer.concat(chunks)).then((parsed) => {
          messages.push(parsed);
          envelopes.push(session.envelope.rcptTo.map((r) => r.address));
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    messages,
    envelopes,
    refuseNext: (n) => {
      refusals = n;
    },
    async until(n, ms = 10_000) {
      const end = Date.now() + ms;
      while (messages.length < n) {
        if (Date.now() > end) throw new Error(`expected ${n} messages, got ${messages.length}: ${messages.map((m) => m.subject).join(' | ')}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The single address of a parsed header (To, Reply-To). */
export function addressOf(field: ParsedMail['to'] | ParsedMail['replyTo']): string | undefined {
  const first = Array.isArray(field) ? field[0] : field;
  return first?.value[0]?.address;
}
