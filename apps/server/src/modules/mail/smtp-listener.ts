import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { normalizeEmail } from '@outpost/contracts';
import type { MailInService } from './mail-in.service.ts';
import type { MailSettingsService } from './mail-settings.service.ts';

export interface SmtpListenerOptions {
  port: number;
  host: string;
  /** Largest message taken (announced with SIZE, enforced while reading). */
  maxBytes: number;
}

/** 25 MiB: what common mail services accept, so a normal message with files fits. */
export const DEFAULT_MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
const MAX_RECIPIENTS = 50;

/** An SMTP reply with its code, as smtp-server reads it from an error. */
function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/** Reads a message up to the size limit; past it, the rest is drained and null answered. */
async function readMessage(stream: SMTPServerDataStream): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return stream.sizeExceeded ? null : Buffer.concat(chunks);
}

/**
 * The built-in SMTP listener (DESIGN.md §3: smtp-server + mailparser): accepts mail for the
 * support address only (`support@domain`, `support+token@domain`) and hands each message to
 * mail in. No AUTH and no TLS of its own: it is the last hop, behind the organization's mail
 * server or relay. Whatever a message holds, the listener answers it and keeps listening.
 */
export function createSmtpListener(deps: { mailIn: MailInService; settings: MailSettingsService; log: (message: string) => void }, options: SmtpListenerOptions) {
  const server = new SMTPServer({
    name: 'outpost',
    banner: 'Outpost mail in',
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: options.maxBytes,
    maxClients: 50,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    logger: false,
    async onRcptTo(address, session, callback) {
      try {
        const inbound = await deps.settings.inbound();
        const [local = '', domain = ''] = normalizeEmail(address.address).split('@');
        if (!inbound || domain !== inbound.support.domain || local.split('+')[0] !== inbound.support.local.toLowerCase()) {
          return callback(smtpError(550, 'No such mailbox here'));
        }
        if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) return callback(smtpError(452, 'Too many recipients'));
        callback();
      } catch (error) {
        deps.log(`mail in: recipient check failed (${(error as Error).message})`);
        callback(smtpError(451, 'Try again later'));
      }
    },
    onData(stream, session, callback) {
      readMessage(stream)
        .then(async (raw) => {
          if (raw === null) return callback(smtpError(552, `Message larger than ${options.maxBytes} bytes`));
          const result = await deps.mailIn.receive({ recipients: session.envelope.rcptTo.map((r) => r.address), raw });
          if (result.accepted) callback(null, `Accepted: ${result.reason}`);
          else callback(smtpError(result.code, result.reason));
        })
        .catch((error: unknown) => {
          deps.log(`mail in: a message could not be read (${(error as Error).message})`);
          callback(smtpError(451, 'Try again later'));
        });
    },
  });
  // A broken connection (a client that hangs up mid-command) must not take the process down.
  server.on('error', (error) => deps.log(`mail in: ${error.message}`));

  return {
    /** Starts listening; answers the port (the one asked for, or the one given for 0). */
    async start(): Promise<number> {
      await new Promise<void>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(options.port, options.host, () => {
          server.server.off('error', reject);
          resolve();
        });
      });
      return (server.server.address() as AddressInfo).port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpListener = ReturnType<typeof createSmtpListener>;
