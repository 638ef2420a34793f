import {
  PSA_DEFAULT_ATTRIBUTES,
  PSA_MESSAGES,
  PSA_PROVIDER_NAMES,
  PSA_REQUIRED_ATTRIBUTES,
  type PsaAgreementSyncRun,
  type PsaAttribute,
  type RecurringSchedule,
  type PsaCompanyCriteria,
  type PsaConnection,
  type PsaProvider,
  type PsaProviderData,
  type PsaTestResult,
  type psaConnectionInputSchema,
} from '@outpost/contracts';
import type { z } from 'zod';
import { storedSecretChange } from '../../../lib/endpoint-secret.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { OutboundGuard } from '../../../lib/outbound/index.ts';
import type { KeySealer } from '../../backup/store/master-key.ts';
import type { PsaProviderClient } from '../provider.ts';
import type { PsaConnectionRow, PsaRepository } from '../psa.repository.ts';
import { PSA_PROVIDER_REGISTRY } from '../registry.ts';

type ConnectionInput = z.output<typeof psaConnectionInputSchema>;

const EMPTY_DATA: PsaProviderData = {
  companies: [],
  companyTypes: [],
  companyStatuses: [],
  configurationTypes: [],
  configurationQuestions: [],
  configurationStatuses: [],
  agreementTypes: [],
  products: [],
  boards: [],
  refreshedAt: null,
};

/** The options stored beside a connection, with their defaults. */
export interface PsaOptions {
  criteria: PsaCompanyCriteria;
  attributes: PsaAttribute[];
  helpDesk: { createContact: boolean };
  /** The product agreement sync's settings and its last run (psa-agreement-schedule.ts); null until first saved. */
  agreementSync: StoredAgreementSync | null;
  /** The device sync's schedule (psa-device-schedule.ts); null until first saved. */
  deviceSchedule: { enabled: boolean; schedule: RecurringSchedule; timeZone: string } | null;
}
export interface StoredAgreementSync {
  enabled: boolean;
  schedule: RecurringSchedule;
  timeZone: string;
  runCount: number;
  lastRun: PsaAgreementSyncRun | null;
}

export function optionsOf(row: PsaConnectionRow | undefined): PsaOptions {
  const o = (row?.options ?? {}) as Partial<PsaOptions>;
  return {
    criteria: o.criteria ?? { types: [], statuses: [] },
    attributes: o.attributes ?? [...PSA_REQUIRED_ATTRIBUTES, ...PSA_DEFAULT_ATTRIBUTES],
    helpDesk: o.helpDesk ?? { createContact: false },
    agreementSync: o.agreementSync ?? null,
    deviceSchedule: o.deviceSchedule ?? null,
  };
}

/**
 * The PSA connection: which provider is active, its settings (the secret sealed with the server's
 * master key, never answered, never logged), the connection test, and the provider data cache
 * (companies, types, statuses, products) that Refresh reloads.
 */
export function createPsaConnectionService(deps: {
  repo: PsaRepository;
  sealer: () => Promise<KeySealer>;
  outbound: OutboundGuard;
  clock: Clock;
  log: (message: string) => void;
}) {
  const { repo, clock } = deps;

  function present(row: PsaConnectionRow | undefined, active: PsaProvider | null): PsaConnection {
    const s = row?.settings ?? {};
    return {
      provider: active,
      connectwise: {
        site: s.site ?? '',
        companyId: s.companyId ?? '',
        publicKey: s.publicKey ?? '',
        clientId: s.clientId ?? '',
        privateKeySet: Boolean(row?.secretSealed),
      },
      lastTest:
        row?.lastTestAt && row.lastTestOk !== null ? { ok: row.lastTestOk, message: row.lastTestMessage ?? '', testedAt: row.lastTestAt.toISOString() } : null,
    };
  }

  async function clientFor(row: PsaConnectionRow): Promise<PsaProviderClient> {
    const definition = PSA_PROVIDER_REGISTRY[row.provider as PsaProvider];
    const secret = row.secretSealed ? (await deps.sealer()).open(row.secretSealed).toString('utf8') : null;
    return definition.create({ settings: row.settings, secret }, { outbound: deps.outbound });
  }

  /** The active connection, or a 409 in words when none is set up. */
  async function active(): Promise<{ row: PsaConnectionRow; provider: PsaProvider }> {
    const row = await repo.activeConnection();
    if (!row) throw new AppError('CONFLICT', PSA_MESSAGES.notConnected);
    return { row, provider: row.provider as PsaProvider };
  }

  return {
    active,

    async get(): Promise<PsaConnection> {
      const activeRow = await repo.activeConnection();
      const row = activeRow ?? (await repo.connection('CONNECTWISE'));
      return present(row, (activeRow?.provider as PsaProvider | undefined) ?? null);
    },

    async put(input: ConnectionInput): Promise<PsaConnection> {
      const provider: PsaProvider = input.provider ?? 'CONNECTWISE';
      const before = await repo.connection(provider);
      const definition = PSA_PROVIDER_REGISTRY[provider];
      const { privateKey, ...settings } = input.connectwise;
      const endpoint = (s: Record<string, string>) => definition.endpointKeys.map((k) => s[k] ?? '');
      const change = storedSecretChange({
        hasStored: Boolean(before?.secretSealed),
        supplied: privateKey,
        endpointBefore: before ? endpoint(before.settings) : null,
        endpointAfter: endpoint(settings),
        field: 'connectwise.privateKey',
      });
      let secretSealed = before?.secretSealed ?? null;
      if (change.kind === 'remove') secretSealed = null;
      if (change.kind === 'replace') secretSealed = (await deps.sealer()).seal(Buffer.from(change.value, 'utf8'));
      await repo.saveConnection(provider, { settings, secretSealed, active: input.provider !== null }, clock.now());
      return this.get();
    },

    /** Tests the stored connection; the outcome is kept and shown beside the form. */
    async test(): Promise<PsaTestResult> {
      const row = (await repo.activeConnection()) ?? (await repo.connection('CONNECTWISE'));
      const at = clock.now();
      if (!row) return { ok: false, message: PSA_MESSAGES.notConnected, testedAt: at.toISOString() };
      const { ok, message } = await (await clientFor(row)).test();
      await repo.recordTest(row.provider, ok, message, at);
      return { ok, message, testedAt: at.toISOString() };
    },

    /** A client of the active provider. */
    async client(): Promise<{ client: PsaProviderClient; provider: PsaProvider; options: PsaOptions }> {
      const { row, provider } = await active();
      return { client: await clientFor(row), provider, options: optionsOf(row) };
    },

    async providerData(): Promise<PsaProviderData> {
      const row = await repo.activeConnection();
      if (!row?.providerData) return EMPTY_DATA;
      return { ...EMPTY_DATA, ...(row.providerData as Partial<PsaProviderData>), refreshedAt: row.providerDataAt?.toISOString() ?? null };
    },

    /** Reloads companies, configuration types and statuses, agreement types and products together (spec 001 §4). */
    async refresh(): Promise<{ ok: boolean; message: string }> {
      const { row, provider } = await active();
      const name = PSA_PROVIDER_NAMES[provider];
      try {
        const data = await (await clientFor(row)).loadProviderData(optionsOf(row).criteria);
        await repo.saveProviderData(provider, data, clock.now());
        return { ok: true, message: PSA_MESSAGES.refreshed(name) };
      } catch (error) {
        deps.log(`PSA refresh failed: ${(error as Error).message}`);
        return { ok: false, message: PSA_MESSAGES.refreshFailed(name) };
      }
    },

    async options(): Promise<PsaOptions> {
      return optionsOf((await active()).row);
    },

    async saveOptions(options: Partial<PsaOptions>): Promise<PsaOptions> {
      const { provider } = await active();
      await repo.saveOptions(provider, options);
      return this.options();
    },
  };
}
export type PsaConnectionService = ReturnType<typeof createPsaConnectionService>;
