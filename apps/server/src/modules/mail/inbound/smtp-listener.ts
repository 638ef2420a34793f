import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import { MAIL_IN_MAX_ENVELOPE_RECIPIENTS, normalizeEmail } from '@outpost/contracts';
import type { MailInService } from './mail-in.service.ts';
import { createLimiter, spoolMessage } from './message-spool.ts';
import type { MailSettingsService } from '../settings/mail-settings.service.ts';

export interface SmtpListenerOptions {
  port: number;
  host: string;
  /** Largest message taken (announced with SIZE, enforced while reading). */
  maxBytes: number;
  /** Connections served at once; one more is answered 421 and closed (OUTPOST_SMTP_MAX_SESSIONS). */
  maxSessions: number;
}

/** 25 MiB: what common mail services accept, so a normal message with files fits. */
export const DEFAULT_MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
/** Enough for a relay's parallel deliveries; each session may hold a message being read. */
export const DEFAULT_MAX_SMTP_SESSIONS = 20;
/** Spooled (large) messages parsed at once: parsing holds a message's attachments in memory. */
const LARGE_MESSAGES_AT_ONCE = 2;

/** An SMTP reply with its code, as smtp-server reads it from an error. */
function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * The built-in SMTP listener (DESIGN.md §3: smtp-server + mailparser): accepts mail for the
 * support address only (`support@domain`, `support+token@domain`) and hands each message to
 * mail in. No AUTH and no TLS of its own: it is the last hop, behind the organization's mail
 * server or relay. Whatever a message holds, the listener answers it and keeps listening.
 * Memory stays bounded: a message past 1 MiB is read to a temporary file, only a few such are
 * parsed at once, and the sessions served at once are capped.
 */
export function createSmtpListener(
  deps: { mailIn: MailInService; settings: MailSettingsService; log: (message: string) => void },
  options: SmtpListenerOptions,
) {
  const largeMessages = createLimiter(LARGE_MESSAGES_AT_ONCE);
  const checkRecipient = async (address: SMTPServerAddress, session: SMTPServerSession, callback: (error?: Error | null) => void) => {
    try {
      const inbound = await deps.settings.inbound();
      const [local = '', domain = ''] = normalizeEmail(address.address).split('@');
      if (!inbound || domain !== inbound.support.domain || local.split('+')[0] !== inbound.support.local.toLowerCase()) {
        return callback(smtpError(550, 'No such mailbox here'));
      }
      if (session.envelope.rcptTo.length >= MAIL_IN_MAX_ENVELOPE_RECIPIENTS) return callback(smtpError(452, 'Too many recipients'));
      callback();
    } catch (error) {
      deps.log(`mail in: recipient check failed (${(error as Error).message})`);
      callback(smtpError(451, 'Try again later'));
    }
  };
  const server = new SMTPServer({
    name: 'outpost',
    banner: 'Outpost mail in',
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: options.maxBytes,
    maxClients: options.maxSessions,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    logger: false,
    // smtp-server calls back; the check is async, and its own catch answers every failure.
    onRcptTo(address, session, callback) {
      void checkRecipient(address, session, callback);
    },
    onData(stream, session, callback) {
      spoolMessage(stream, options.maxBytes)
        .then(async (message) => {
          if (message === null) return callback(smtpError(552, `Message larger than ${options.maxBytes} bytes`));
          try {
            const receive = () => deps.mailIn.receive({ recipients: session.envelope.rcptTo.map((r) => r.address), raw: message.open() });
            const result = await (message.spooled ? largeMessages(receive) : receive());
            if (result.accepted) callback(null, `Accepted: ${result.reason}`);
            else callback(smtpError(result.code, result.reason));
          } finally {
            await message.discard();
          }
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
