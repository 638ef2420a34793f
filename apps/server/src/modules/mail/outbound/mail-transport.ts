import type { Readable } from 'node:stream';
import { guardedSmtpClient, OUTBOUND_OUTCOMES, outcomeOf, type OutboundGuard } from '../../../lib/outbound/index.ts';
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

/** nodemailer over SMTP, through the outbound guard (lib/outbound/smtp.ts). */
export function guardedNodemailerTransport(outbound: OutboundGuard): MailTransportFactory {
  return (connection) => {
    const client = guardedSmtpClient(outbound, connection);
    return {
      async send(mail) {
        await client.sendMail({
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
      verify: () => client.verify(),
      close: () => client.close(),
    };
  };
}

/**
 * An SMTP failure in the guard's fixed words (spec 002 §8.3: the SMTP health), with the address
 * the administrator typed. Never the server's reply: a test against any TCP service would
 * otherwise show its banner; never the connection settings, so no password reaches the answer.
 */
export function describeSmtpError(error: unknown, where: { host: string; port: number }): string {
  const e = (error ?? {}) as { code?: unknown };
  // The sender or a recipient refused: the server spoke SMTP, so this is its answer, not the network.
  const outcome = e.code === 'EENVELOPE' || e.code === 'EMESSAGE' ? 'UNEXPECTED_ANSWER' : outcomeOf(error);
  return `${where.host}:${where.port}: ${OUTBOUND_OUTCOMES[outcome]}`;
}
