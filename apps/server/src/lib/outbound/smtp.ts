import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { SmtpTlsMode } from '@outpost/contracts';
import type { OutboundGuard } from './index.ts';

/** Where and as whom to send mail; the password already opened. */
export interface SmtpEndpoint {
  host: string;
  port: number;
  tlsMode: SmtpTlsMode;
  username: string;
  password: string | null;
}

/** An SMTP client whose every connection went through the guard. */
export interface GuardedSmtpClient {
  sendMail(message: SendMailOptions): Promise<void>;
  /** Connects and authenticates, sending nothing. */
  verify(): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP through the guard: the host is resolved and checked once, and nodemailer
 * connects to that checked address (TLS still verifies the typed name), so no second lookup can
 * lead it elsewhere. Short timeouts: a dead server fails a send rather than hanging a queue.
 */
export function guardedSmtpClient(guard: OutboundGuard, endpoint: SmtpEndpoint): GuardedSmtpClient {
  let opened: Promise<Transporter> | undefined;
  const open = () =>
    (opened ??= guard.smtpTarget(endpoint.host).then((target) =>
      nodemailer.createTransport({
        host: target.host,
        port: endpoint.port,
        ...(target.servername ? { servername: target.servername, tls: { servername: target.servername } } : {}),
        secure: endpoint.tlsMode === 'TLS',
        requireTLS: endpoint.tlsMode === 'STARTTLS',
        ignoreTLS: endpoint.tlsMode === 'NONE',
        auth: endpoint.username ? { user: endpoint.username, pass: endpoint.password ?? '' } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
        // nodemailer's own logger would print the SMTP conversation, AUTH included.
        logger: false,
        debug: false,
      }),
    ));
  return {
    async sendMail(message) {
      await (await open()).sendMail(message);
    },
    async verify() {
      await (await open()).verify();
    },
    close: () =>
      void opened?.then(
        (transport) => transport.close(),
        () => undefined,
      ),
  };
}
