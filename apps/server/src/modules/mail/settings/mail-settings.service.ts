import type { z } from 'zod';
import type { MailSettings, mailSettingsInputSchema, SmtpHealth } from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import { storedSecretChange, type SecretChange } from '../../../lib/endpoint-secret.ts';
import { AppError } from '../../../lib/errors.ts';
import type { KeySealer } from '../../backup/store/master-key.ts';
import type { MailSettingsRepository, MailSettingsRow } from './mail-settings.repository.ts';
import { describeSmtpError, type MailTransportFactory, type SmtpConnection } from '../outbound/mail-transport.ts';

type MailSettingsInput = z.output<typeof mailSettingsInputSchema>;

/** What the outbox and the listener need to send and to recognise their own addresses. */
export interface ActiveMailSettings {
  connection: SmtpConnection;
  from: { name: string; address: string };
  /** Local part and domain of the support address: replies go to `local+token@domain`. */
  support: { local: string; domain: string };
  newContactOrganizationId: number | null;
}

const DEFAULTS: Omit<MailSettingsRow, 'id' | 'updatedAt'> = {
  enabled: false,
  host: '',
  port: 587,
  tlsMode: 'STARTTLS',
  username: '',
  passwordSealed: null,
  fromAddress: '',
  fromName: '',
  newContactOrganizationId: null,
  lastTestAt: null,
  lastTestOk: null,
  lastTestMessage: null,
};

const splitAddress = (address: string) => {
  const at = address.lastIndexOf('@');
  return at <= 0 ? null : { local: address.slice(0, at).split('+')[0]!, domain: address.slice(at + 1).toLowerCase() };
};

/**
 * Outgoing-mail settings: the password is sealed with the server's master key on the way in and
 * never answered or logged; the connection test stores its outcome as the SMTP health.
 */
export function createMailSettingsService(deps: {
  settings: MailSettingsRepository;
  sealer: () => Promise<KeySealer>;
  transport: MailTransportFactory;
  /** The ticketing configuration's from-email domain (null: use the from address's). */
  fromEmailDomain: () => Promise<string | null>;
  clock: Clock;
}) {
  const { settings, clock } = deps;

  const current = async () => ({ ...DEFAULTS, ...(await settings.get()) });

  async function present(row: Awaited<ReturnType<typeof current>>): Promise<MailSettings> {
    const health: SmtpHealth | null =
      row.lastTestAt && row.lastTestOk !== null ? { ok: row.lastTestOk, message: row.lastTestMessage ?? '', testedAt: row.lastTestAt.toISOString() } : null;
    return {
      enabled: row.enabled,
      host: row.host,
      port: row.port,
      tlsMode: row.tlsMode,
      username: row.username,
      fromAddress: row.fromAddress,
      fromName: row.fromName,
      newContactOrganizationId: row.newContactOrganizationId,
      passwordSet: row.passwordSealed !== null,
      replyDomain: (await deps.fromEmailDomain()) ?? splitAddress(row.fromAddress)?.domain ?? null,
      health,
      updatedAt: 'updatedAt' in row && row.updatedAt instanceof Date ? row.updatedAt.toISOString() : null,
    };
  }

  async function connectionOf(row: Awaited<ReturnType<typeof current>>): Promise<SmtpConnection> {
    const password = row.passwordSealed === null ? null : (await deps.sealer()).open(row.passwordSealed).toString('utf8');
    return { host: row.host, port: row.port, tlsMode: row.tlsMode, username: row.username, password };
  }

  async function supportOf(row: Awaited<ReturnType<typeof current>>) {
    const from = splitAddress(row.fromAddress);
    return from ? { local: from.local, domain: (await deps.fromEmailDomain()) ?? from.domain } : null;
  }

  return {
    async get(): Promise<MailSettings> {
      return present(await current());
    },

    async put(input: MailSettingsInput): Promise<MailSettings> {
      if (input.newContactOrganizationId !== null && !(await settings.organizationExists(input.newContactOrganizationId))) {
        throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', { newContactOrganizationId: ['Organization not found'] });
      }
      if (input.enabled && (input.host === '' || input.fromAddress === '')) {
        const fields: Record<string, string[]> = {};
        if (input.host === '') fields.host = ['Required to send mail'];
        if (input.fromAddress === '') fields.fromAddress = ['Required to send mail'];
        throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', fields);
      }
      const before = await current();
      const { password, ...rest } = input;
      // The password follows no changed server: a new host, port or TLS mode needs it again.
      const change: SecretChange = storedSecretChange({
        hasStored: before.passwordSealed !== null,
        supplied: password,
        endpointBefore: [before.host, before.port, before.tlsMode],
        endpointAfter: [input.host, input.port, input.tlsMode],
        field: 'password',
      });
      let passwordSealed = before.passwordSealed;
      if (change.kind === 'remove') passwordSealed = null;
      if (change.kind === 'replace') passwordSealed = (await deps.sealer()).seal(Buffer.from(change.value, 'utf8'));
      await settings.put({ ...rest, passwordSealed, updatedAt: clock.now() });
      return present(await current());
    },

    /** Connects and signs in with the stored settings; the outcome becomes the stored SMTP health. */
    async test(): Promise<SmtpHealth> {
      const row = await current();
      const at = clock.now();
      let ok = false;
      let message: string;
      if (row.host === '') message = 'No mail server is set';
      else {
        const transport = deps.transport(await connectionOf(row));
        try {
          await transport.verify();
          ok = true;
          message = `Connected to ${row.host}:${row.port}`;
        } catch (error) {
          message = describeSmtpError(error, row);
        } finally {
          transport.close();
        }
      }
      await settings.recordTest(ok, message, at);
      return { ok, message, testedAt: at.toISOString() };
    },

    /** The settings to send with, or null while mail is off or incomplete. */
    async active(): Promise<ActiveMailSettings | null> {
      const row = await current();
      const support = await supportOf(row);
      if (!row.enabled || row.host === '' || !support) return null;
      return {
        connection: await connectionOf(row),
        from: { name: row.fromName || 'Support', address: row.fromAddress },
        support,
        newContactOrganizationId: row.newContactOrganizationId,
      };
    },

    /** The support address mail in is accepted for (whether or not sending is on), or null before one is set. */
    async inbound(): Promise<Pick<ActiveMailSettings, 'support' | 'newContactOrganizationId'> | null> {
      const row = await current();
      const support = await supportOf(row);
      return support ? { support, newContactOrganizationId: row.newContactOrganizationId } : null;
    },
  };
}
export type MailSettingsService = ReturnType<typeof createMailSettingsService>;
