import { z } from 'zod';
import { outboundBaseUrlSchema } from './outbound-url.ts';
import { emailAddressSchema } from './email.ts';
import { versionedSchema } from './record-version.ts';

// Help centre, help panel and support tickets (spec 000 §2, §3, §5, §8, §9; issue 15).

/** Width of the help side panel, in CSS pixels (spec 000 §9). */
export const HELP_PANEL_WIDTH = 420;
/** The panel's search waits this long after the last keystroke (spec 000 §9). */
export const HELP_SEARCH_DEBOUNCE_MS = 2000;
/** Related articles are looked up once a ticket subject has this many non-space characters (spec 000 §5). */
export const HELP_RELATED_MIN_CHARS = 3;
export const HELP_TICKET_SUBJECT_MAX_LENGTH = 200;
export const HELP_TICKET_BODY_MAX_LENGTH = 500;
export const HELP_MAX_ATTACHMENTS = 5;
export const HELP_ATTACHMENT_MAX_BYTES = 50 * 1024 * 1024;
/** The only file types a support ticket may carry (spec 000 §5), lower case with the dot. */
export const HELP_ATTACHMENT_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.mov', '.txt'] as const;
/** Longest search text taken; longer input is refused, shorter input is searched whatever it holds. */
export const HELP_SEARCH_MAX_LENGTH = 10_000;
/** Environments whose support desk is the federal one: no category needed, no call-back offered. */
export const FEDERAL_ENVIRONMENTS = ['fed', 'fed-qa1'] as const;

export const HELP_TICKET_PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export const helpTicketPrioritySchema = z.enum(HELP_TICKET_PRIORITIES);
export type HelpTicketPriority = z.infer<typeof helpTicketPrioritySchema>;

const CATEGORY_NAMES = [
  'activities',
  'active_directory',
  'antivirus',
  'api',
  'automation',
  'backup',
  'branding',
  'billing',
  'custom_fields',
  'devices',
  'groups',
  'integrations',
  'mdm',
  'networking',
  'ninja_mobile',
  'notification_channels',
  'organizations',
  'other',
  'patch_management',
  'policies',
  'remote_tools',
  'reporting',
  'ticketing',
  'user_accounts',
  'virtualization',
] as const;
type CategoryName = (typeof CATEGORY_NAMES)[number];
/** The spec's ticket categories, each keyed `category_<name>` (spec 000 §9). */
export const HELP_TICKET_CATEGORIES = CATEGORY_NAMES.map((name) => `category_${name}` as const) as [
  `category_${CategoryName}`,
  ...`category_${CategoryName}`[],
];
export const helpTicketCategorySchema = z.enum(HELP_TICKET_CATEGORIES);
export type HelpTicketCategory = z.infer<typeof helpTicketCategorySchema>;
/** Categories whose tickets offer no "Request a call from Support Team" (spec 000 §6). */
export const CALLBACK_HIDDEN_CATEGORIES: readonly HelpTicketCategory[] = ['category_billing', 'category_api'];

/** Whether an environment name is one of the federal ones. */
export const isFederalEnvironment = (environment: string | null | undefined): boolean =>
  environment !== null && environment !== undefined && (FEDERAL_ENVIRONMENTS as readonly string[]).includes(environment);

/** Whether the call-back checkbox is offered for a category in an environment. */
export const callbackOffered = (category: HelpTicketCategory | null | undefined, federal: boolean): boolean =>
  !federal && !(category && CALLBACK_HIDDEN_CATEGORIES.includes(category));

/** The file's extension, lower case with the dot ('' when none). */
export const fileExtensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase();
};
export const isAllowedHelpAttachment = (fileName: string): boolean => (HELP_ATTACHMENT_EXTENSIONS as readonly string[]).includes(fileExtensionOf(fileName));

/** The spec's words (spec 000 §5, §8), shared by the server and the panel. */
export const HELP_MESSAGES = {
  invalidPhone: 'Invalid phone number',
  ticketSent: 'Ticket sent',
  tooltipSaveFailed: 'Unable to save help tooltip status',
  duplicateFile: (fileName: string) => `File ${fileName} has already been uploaded.`,
  tooLarge: (names: string[]) => `Please select a different file. The following file(s) are too large: ${names.join(', ')}`,
  tooMany: (maxFiles: number) => `Only ${maxFiles} attachments are allowed.`,
  unsupported: (fileExtensions: string) => `Only ${fileExtensions} file extensions are supported.`,
  searchFailed: 'Something went wrong on our end.',
  searchRetry: 'Please try again.',
  noArticles: 'No articles found',
  academyFailed: 'The academy could not be opened.',
  notRegistered: 'You have not registered in the support community yet. Register there, then send the ticket again.',
  providerFailed: 'The support desk could not be reached. Please try again later.',
  credentialsRefused: 'The Zendesk credentials are refused. An administrator must check the agent e-mail and API token in the help settings.',
  busy: (seconds: number) => `Zendesk is busy, try again in ${seconds} s.`,
  ticketRefused: 'Zendesk refused the ticket: correct the fields it names and send it again.',
} as const;

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Why a Zendesk base address is refused at save, or null. The API token travels in every call, so
 * plain http is refused except on this machine's loopback (where nothing crosses a network: the
 * test desks and a local proxy); a path such as /hc/en-us would be kept in front of every API path.
 */
export function zendeskBaseUrlProblem(text: string): string | null {
  if (text === '' || !URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol === 'http:' && !LOOPBACK_HOST.test(url.hostname)) return 'Use an https:// address: over plain http the API token would travel in clear';
  if (url.pathname !== '/' && url.pathname !== '')
    return `Leave the path (${url.pathname}) out: enter only the address of the Zendesk account, such as https://example.zendesk.com`;
  return null;
}
const zendeskBaseUrlSchema = outboundBaseUrlSchema.superRefine((text, ctx) => {
  const problem = zendeskBaseUrlProblem(text);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
export const HELP_EXTENSIONS_TEXT = HELP_ATTACHMENT_EXTENSIONS.join(', ');

/** An upload token as answered by POST /api/help/uploads. */
export const helpUploadTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid upload token');

const phoneSchema = z
  .string()
  .trim()
  .max(40, HELP_MESSAGES.invalidPhone)
  .regex(/^\+?[0-9 ().\-/]*$/, HELP_MESSAGES.invalidPhone);

/**
 * A support ticket as the panel sends it (spec 000 §3 "Help ticket"). The phone number comes in
 * international form (+…); the server checks it is a real number. The category rule depends on
 * the environment, so it is checked by `checkHelpTicketRules` (server) and the form.
 */
export const helpTicketSchema = z.object({
  ticketSubject: z.string().trim().min(1, 'Required').max(HELP_TICKET_SUBJECT_MAX_LENGTH, `Must be at most ${HELP_TICKET_SUBJECT_MAX_LENGTH} characters`),
  ticketBody: z.string().trim().min(1, 'Required').max(HELP_TICKET_BODY_MAX_LENGTH, `Must be at most ${HELP_TICKET_BODY_MAX_LENGTH} characters`),
  ticketPriority: helpTicketPrioritySchema,
  ticketCategory: helpTicketCategorySchema.nullable().default(null),
  ticketPhoneNumber: phoneSchema.default(''),
  ticketCallback: z.boolean().default(false),
  ticketCc: z
    .array(z.object({ user_email: emailAddressSchema() }))
    .max(50)
    .default([]),
  imageTokens: z.array(helpUploadTokenSchema).max(HELP_MAX_ATTACHMENTS, HELP_MESSAGES.tooMany(HELP_MAX_ATTACHMENTS)).default([]),
});
export type HelpTicketInput = z.input<typeof helpTicketSchema>;
export type HelpTicket = z.output<typeof helpTicketSchema>;

/** The rules that depend on the environment: field errors by field, empty when the ticket passes. */
export function helpTicketRuleErrors(
  ticket: Pick<HelpTicket, 'ticketCategory' | 'ticketCallback' | 'ticketPhoneNumber'>,
  federal: boolean,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  if (!federal && ticket.ticketCategory === null) fields.ticketCategory = ['Required'];
  if (ticket.ticketCallback && !callbackOffered(ticket.ticketCategory, federal)) fields.ticketCallback = ['A call-back is not offered for this category'];
  if (ticket.ticketCallback && ticket.ticketPhoneNumber === '') fields.ticketPhoneNumber = ['Required'];
  return fields;
}

export const helpTicketResultSchema = z.object({
  resultCode: z.literal('SUCCESS'),
  /** The ticket's id at the provider, and where a person can see it (null when not shown to users). */
  ticketId: z.string(),
  url: z.string().nullable(),
});
export type HelpTicketResult = z.infer<typeof helpTicketResultSchema>;

export const helpUploadSchema = z.object({
  token: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type HelpUpload = z.infer<typeof helpUploadSchema>;

/** Attachment upload states (spec 000 §3 "Attachment", §4). */
export const ATTACHMENT_UPLOAD_STATUSES = ['SUCCESS', 'FAILURE', 'SUSPICIOUS', 'PROCESSING'] as const;
export type AttachmentUploadStatus = (typeof ATTACHMENT_UPLOAD_STATUSES)[number];
export const helpAttachmentSchema = z.object({
  id: z.string(),
  resourceId: z.string(),
  uploadStatus: z.enum(ATTACHMENT_UPLOAD_STATUSES),
  metadata: z.object({ name: z.string(), contentType: z.string(), size: z.number().int() }),
});
export type HelpAttachment = z.infer<typeof helpAttachmentSchema>;
export const signedUrlSchema = z.object({ signedUrl: z.string() });

// ---- Articles ----

/** Article locales as Zendesk spells them: 'en-us', 'de', 'pt-br'. */
export const helpLocaleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, 'Invalid locale');
export const DEFAULT_HELP_LOCALE = 'en-us';
/** An app route pattern an article is suggested on, as the router names it: '/devices/$id'. */
export const appRoutePatternSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/[A-Za-z0-9_\-/$.]*$/, 'Invalid route');

export const helpArticleInputSchema = z.object({
  title: z.string().trim().min(1, 'Required').max(200, 'Must be at most 200 characters'),
  /** Rich-text HTML; sanitised on the server. */
  body: z.string().max(1_000_000, 'The article is too long'),
  section: z.string().trim().max(100, 'Must be at most 100 characters').default(''),
  labels: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  locale: helpLocaleSchema.default(DEFAULT_HELP_LOCALE),
  draft: z.boolean().default(true),
  routes: z.array(appRoutePatternSchema).max(20).default([]),
});
export type HelpArticleInput = z.input<typeof helpArticleInputSchema>;

/** An edit (PUT): the article as edited and the version it was loaded at (decision 0032). */
export const helpArticleUpdateSchema = versionedSchema(helpArticleInputSchema);
export type HelpArticleUpdate = z.input<typeof helpArticleUpdateSchema>;

/** A whole article, in the Zendesk article's field names (both `name` and `title`). */
export const helpArticleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  body: z.string(),
  section: z.string(),
  label_names: z.array(z.string()),
  locale: z.string(),
  draft: z.boolean(),
  routes: z.array(z.string()),
  html_url: z.string(),
  author: z.string().nullable(),
  /** Raised by every save; an edit sends the one it loaded. */
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** An administrator's list row: no body. */
export const helpArticleRowSchema = helpArticleSchema.omit({ body: true });
export type HelpArticleRow = z.infer<typeof helpArticleRowSchema>;

/** One search hit (spec 000 §3 "Help article"): name, snippet with `<em>` marks, id, html_url. */
export const helpArticleHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  /** HTML: escaped text with the matched words in `<em>…</em>`. */
  snippet: z.string(),
  html_url: z.string(),
  section: z.string(),
  result_type: z.literal('article'),
});
export type HelpArticleHit = z.infer<typeof helpArticleHitSchema>;

export const helpSearchPageSchema = z.object({
  results: z.array(helpArticleHitSchema),
  count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  page_count: z.number().int(),
  next_page: z.number().int().nullable(),
  previous_page: z.number().int().nullable(),
});
export type HelpSearchPage = z.infer<typeof helpSearchPageSchema>;

export const helpSearchQuerySchema = z.object({
  query: z.string().max(HELP_SEARCH_MAX_LENGTH, `At most ${HELP_SEARCH_MAX_LENGTH} characters`).default(''),
  locale: helpLocaleSchema.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

export const helpSuggestedQuerySchema = z.object({
  route: appRoutePatternSchema,
  locale: helpLocaleSchema.optional(),
});

// ---- The panel, settings ----

export const HELP_PROVIDERS = ['BUILT_IN', 'ZENDESK'] as const;
export const helpProviderKindSchema = z.enum(HELP_PROVIDERS);
export type HelpProviderKind = z.infer<typeof helpProviderKindSchema>;

/** What the panel needs to know before it draws anything. */
export const helpContextSchema = z.object({
  provider: helpProviderKindSchema,
  environment: z.string().nullable(),
  federal: z.boolean(),
  tooltipHidden: z.boolean(),
  helpMenuEnabled: z.boolean(),
  articlesEnabled: z.boolean(),
  submitTicketEnabled: z.boolean(),
  academyEnabled: z.boolean(),
  externalLinks: z.array(z.object({ label: z.string(), url: z.string() })),
  locale: z.string(),
  /** Where the full help centre is (this app's /help, or the provider's). */
  helpCentreUrl: z.string(),
});
export type HelpContext = z.infer<typeof helpContextSchema>;

export const academyLoginSchema = z.object({ absoluteLoginUrl: z.string() });

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .url('Invalid URL')
  .refine((url) => /^https?:\/\//i.test(url), 'Only http and https addresses are allowed')
  .transform((url) => url.replace(/\/+$/, ''));

/** Provider settings as an administrator edits them; the API token is write-only. */
export const helpSettingsInputSchema = z.object({
  provider: helpProviderKindSchema,
  locale: helpLocaleSchema.default(DEFAULT_HELP_LOCALE),
  /** The academy's address; empty: the academy link opens this help centre. */
  academyUrl: z.union([z.literal(''), httpUrl]).default(''),
  zendesk: z
    .object({
      /** https://{subdomain}.zendesk.com, or any host speaking the same API. */
      baseUrl: zendeskBaseUrlSchema.default(''),
      /** Host used instead in federal environments (spec 000 §6); empty: the same host. */
      federalBaseUrl: zendeskBaseUrlSchema.default(''),
      email: z.union([z.literal(''), emailAddressSchema()]).default(''),
      /** Left out keeps the stored token; empty removes it. */
      apiToken: z.string().max(500).optional(),
    })
    .default({ baseUrl: '', federalBaseUrl: '', email: '' }),
});
export type HelpSettingsInput = z.input<typeof helpSettingsInputSchema>;

export const helpProviderTestSchema = z.object({ ok: z.boolean(), message: z.string(), testedAt: z.string() });
export type HelpProviderTest = z.infer<typeof helpProviderTestSchema>;

export const helpSettingsSchema = z.object({
  provider: helpProviderKindSchema,
  locale: z.string(),
  academyUrl: z.string(),
  zendesk: z.object({ baseUrl: z.string(), federalBaseUrl: z.string(), email: z.string(), apiTokenSet: z.boolean() }),
  environment: z.string().nullable(),
  federal: z.boolean(),
  lastTest: helpProviderTestSchema.nullable(),
});
export type HelpSettings = z.infer<typeof helpSettingsSchema>;

/** A technician the ticket may copy (spec 000 §6: the CC field lists users of type TECHNICIAN). */
export const helpCcCandidateSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type HelpCcCandidate = z.infer<typeof helpCcCandidateSchema>;
