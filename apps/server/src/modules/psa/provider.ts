import type { PsaAgreement, PsaCompanyCriteria, PsaProvider as PsaProviderKind, PsaProviderData, PsaRef } from '@outpost/contracts';
import type { OutboundGuard } from '../../lib/outbound/index.ts';

/** A configuration (configuration item) as Outpost reads and writes it, whatever the provider. */
export interface RemoteConfiguration {
  id: number;
  name: string;
  companyId: number;
  deviceIdentifier: string;
  serialNumber: string;
  /** Every field Outpost may write, as the provider holds it now (for diffs on adoption). */
  values: Record<string, unknown>;
}

/** The values a sync writes for one device: field → value (references as `{ id }`). */
export type ConfigurationValues = Record<string, unknown>;

/** The remote record is gone (deleted in the PSA): its link is dropped and the next run starts over. */
export class RemoteRecordGone extends Error {
  constructor(readonly remoteId: number) {
    super('The configuration was deleted in the PSA; the next run creates it again');
    this.name = 'RemoteRecordGone';
  }
}

/** An agreement's addition (a product line with a quantity), as Outpost reads it. */
export interface RemoteAddition {
  id: number;
  productId: number;
  quantity: number;
}

/** Requests sent so far by one provider instance. */
export interface RequestCounts {
  reads: number;
  writes: number;
}

/**
 * One PSA behind one interface (DESIGN.md §4 "PSA"): each provider is a `definePsaProvider` in its
 * own folder, made from its stored connection (the secret already opened) and the outbound guard.
 */
export interface PsaProviderClient {
  /** A connection test answering in words. */
  test(): Promise<{ ok: boolean; message: string }>;
  /** Companies (narrowed by the criteria), types, statuses, configuration types and statuses, agreement types, products. */
  loadProviderData(criteria: PsaCompanyCriteria): Promise<Omit<PsaProviderData, 'refreshedAt'>>;
  sites(companyId: number): Promise<PsaRef[]>;
  agreements(companyId: number): Promise<PsaAgreement[]>;
  /** Every configuration of these companies (device identifier and serial number included). */
  configurations(companyIds: readonly number[]): Promise<RemoteConfiguration[]>;
  createConfiguration(values: ConfigurationValues): Promise<RemoteConfiguration>;
  /** Writes only the fields given. */
  updateConfiguration(id: number, changes: ConfigurationValues): Promise<void>;
  /** The additions of an agreement that are not cancelled. */
  additions(agreementId: number): Promise<RemoteAddition[]>;
  createAddition(agreementId: number, addition: { productId: number; quantity: number }): Promise<RemoteAddition>;
  /** Sets an addition's quantity; RemoteRecordGone when the addition was deleted in the PSA. */
  updateAdditionQuantity(agreementId: number, additionId: number, quantity: number): Promise<void>;
  /** The company's active contact with this e-mail address (case-insensitive), if any. */
  findContact(companyId: number, email: string): Promise<{ id: number } | null>;
  /** A contact of the company for an e-mail address it does not know yet (help-desk submissions). */
  createContact(companyId: number, contact: { firstName: string; lastName: string; email: string }): Promise<{ id: number }>;
  /** The ticket pushed earlier with this reference (a push whose answer was lost is adopted, not sent twice). */
  findTicket(externalRef: string): Promise<RemoteTicket | null>;
  createTicket(ticket: {
    companyId: number;
    boardId: number | null;
    summary: string;
    description: string;
    contactId: number | null;
    contactEmail: string | null;
    externalRef: string;
  }): Promise<RemoteTicket>;
  /** A second push: writes the ticket's summary again; RemoteRecordGone when it was deleted in the PSA. */
  updateTicket(id: number, changes: { summary: string }): Promise<void>;
  /** Tickets' statuses now (status pulled back); a ticket deleted in the PSA is missing from the map. */
  ticketStatuses(ids: readonly number[]): Promise<Map<number, RemoteTicket>>;
  requests(): RequestCounts;
  /** True for an error worth another try later (rate limit past its retries, a server error, unreachable): queued work is retried. */
  retryable(error: unknown): boolean;
}

/** A service ticket as Outpost reads it back. */
export interface RemoteTicket {
  id: number;
  status: string;
  closed: boolean;
}

export interface PsaConnectionSettings {
  settings: Record<string, string>;
  secret: string | null;
}

export interface PsaProviderDefinition {
  id: PsaProviderKind;
  /** Keys of `settings` that decide where the secret is sent (a change asks for the secret again). */
  endpointKeys: readonly string[];
  create(connection: PsaConnectionSettings, deps: { outbound: OutboundGuard }): PsaProviderClient;
}

/** Declares a provider; the registry lists every one. */
export const definePsaProvider = (definition: PsaProviderDefinition): PsaProviderDefinition => definition;
