import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type { SmtpTlsMode } from '@outpost/contracts';

/** How to reach the outgoing mail server; the password already opened. */
export interface SmtpConnection {
  host: string;
  port: number;
  tlsMode: SmtpTlsMode;
  username: string;
  password: string | null;
}

/** One message as the outbox hands it to a transport. */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
  /** Files sent with the message, streamed from the upload store. */
  attachments?: { filename: string; content: Readable; contentType: string }[];
}

/** The SMTP side effect, behind an adapter so tests and the outbox can swap it. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** Connects and authenticates, sending nothing. */
  verify(): Promise<void>;
  close(): void;
}
export type MailTransportFactory = (connection: SmtpConnection) => MailTransport;

/** nodemailer over SMTP; short timeouts, so a dead server fails a send rather than hanging the queue. */
export const nodemailerTransport: MailTransportFactory = (c) => {
  const transport = nodemailer.createTransport({
    host: c.host,
    port: c.port,
    secure: c.tlsMode === 'TLS',
    requireTLS: c.tlsMode === 'STARTTLS',
    ignoreTLS: c.tlsMode === 'NONE',
    auth: c.username ? { user: c.username, pass: c.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // nodemailer's own logger would print the SMTP conversation, AUTH included.
    logger: false,
    debug: false,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: { name: mail.from.name, address: mail.from.address },
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
      });
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
};

/**
 * An SMTP failure in words an administrator can act on (spec 002 §8.3: the SMTP health). Built
 * from the error's code and the server's reply only: never from the connection settings, so no
 * password can end up in the answer or a log.
 */
export function describeSmtpError(error: unknown, where: { host: string; port: number }): string {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  // nodemailer reports network failures as ESOCKET with the system's code in the message.
  const system = /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH)\b/.exec(String(e.message ?? ''))?.[1];
  const code = system ?? (typeof e.code === 'string' ? e.code : '');
  const reply = typeof e.response === 'string' ? e.response.replace(/[\r\n]+/g, ' ').slice(0, 200) : '';
  const at = `${where.host}:${where.port}`;
  switch (code) {
    case 'EAUTH':
      return `The server refused the user name or password${reply ? ` (${reply})` : ''}`;
    case 'ECONNREFUSED':
      return `Connection refused by ${at}: nothing accepts mail on that port`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EDNS':
      return `Host ${where.host} was not found`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ECONNECTION':
      return `Could not connect to ${at} in time`;
    case 'ECONNRESET':
      return `${at} closed the connection`;
    case 'ETLS':
      return `The secure connection to ${at} failed; check the TLS mode and the server's certificate`;
    case 'EENVELOPE':
      return `The server refused the sender or recipient${reply ? ` (${reply})` : ''}`;
    default:
      if (/certificate|self[- ]signed|wrong version number|ssl/i.test(String(e.message ?? ''))) {
        return `The secure connection to ${at} failed; check the TLS mode and the server's certificate`;
      }
      if (reply) return `The server answered: ${reply}`;
      return `Sending through ${at} failed${code ? ` (${code})` : ''}`;
  }
}
