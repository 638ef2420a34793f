import { AppError } from '../../../lib/errors.ts';
import type { OutboundGuard } from '../../../lib/outbound/index.ts';
import type { Readable } from 'node:stream';
import type { HelpArticleHit, HelpProviderKind, HelpSearchPage, HelpTicketCategory, HelpTicketPriority } from '@outpost/contracts';

/** A checked file waiting in the local uploads store, ready to hand to the provider. */
export interface LocalFile {
  fileName: string;
  contentType: string;
  size: number;
  /** The local copy's content id (the built-in desk attaches it as it is). */
  contentId: string;
  open(): Promise<Readable>;
}

/** A support ticket as a provider receives it: checked, with the people resolved. */
export interface ProviderTicket {
  requester: { userId: number; name: string; email: string };
  subject: string;
  body: string;
  priority: HelpTicketPriority;
  category: HelpTicketCategory | null;
  /** International form, or '' when none was given. */
  phone: string;
  callback: boolean;
  cc: { userId: number; name: string; email: string }[];
  /** The provider's tokens of the attached files, in the order they were attached. */
  uploadTokens: string[];
  environment: string | null;
}

/** Where support tickets go and where the panel's articles come from (DESIGN.md §3 "Help and support"). */
export interface HelpProvider {
  readonly kind: HelpProviderKind;
  searchArticles(params: { query: string; locale: string; page: number; perPage: number }): Promise<HelpSearchPage>;
  suggestedArticles(params: { route: string; locale: string }): Promise<HelpArticleHit[]>;
  /** Hands a file to the provider; answers the provider's token for it. */
  upload(file: LocalFile): Promise<string>;
  /** Forgets an uploaded file that no ticket will carry (cleanup after a failed send). */
  deleteUpload(providerToken: string): Promise<void>;
  createTicket(ticket: ProviderTicket): Promise<{ ticketId: string; url: string | null }>;
  /** Checks the connection with the current settings; the message says what was found. */
  test(): Promise<{ ok: boolean; message: string }>;
  /** Where a person reads the whole help centre. */
  helpCentreUrl(locale: string): string;
  /** True when the local copy of an upload is what the ticket keeps (it must not be deleted after sending). */
  readonly ticketKeepsLocalCopy: boolean;
  /** How long the provider keeps an upload token; an older one is uploaded again at send time. Absent: forever. */
  readonly uploadTokenLifetimeMs?: number;
}

/** The stored settings a provider works with, the secret opened. */
export interface ProviderSettings {
  locale: string;
  zendesk: { baseUrl: string; federalBaseUrl: string; email: string; apiToken: string | null };
}

/** What every provider is made from: its settings, the environment, and the adapters it may use. */
export interface ProviderDeps {
  settings: ProviderSettings;
  environment: string | null;
  federal: boolean;
  /** The built-in help centre's articles. */
  articles: {
    search(params: { query: string; locale: string; page: number; perPage: number }): Promise<HelpSearchPage>;
    suggested(route: string, locale: string): Promise<HelpArticleHit[]>;
  };
  /** Opens a ticket in Outpost's own service desk (through its change pipeline). */
  serviceDesk: {
    createHelpRequest(ticket: ProviderTicket, attachContentIds: string[]): Promise<{ ticketId: number }>;
    ready(): Promise<boolean>;
  };
  /** The outbound guard: the only way a provider calls its remote service. */
  outbound: OutboundGuard;
  log: (message: string) => void;
}

/** One provider implementation, registered by id. */
export interface HelpProviderDefinition {
  id: HelpProviderKind;
  create(deps: ProviderDeps): HelpProvider;
}

/** Declares a provider (the typed-registry pattern of DESIGN.md §4). */
export const defineHelpProvider = (definition: HelpProviderDefinition): HelpProviderDefinition => definition;

/**
 * A refusal after which the user sends the same ticket again with the same files (a busy desk, or
 * fields to correct): the files are kept, unlike after any other failed send (decision 0040).
 */
export class TicketKeptError extends AppError {}
