import { z } from 'zod';
import { outboundBaseUrlSchema } from './outbound-url.ts';
import { recurringScheduleSchema, timeZoneSchema } from './recurring-schedule.ts';

// PSA integrations (spec 001 §2.2–2.4, §3 second-provider entities, §4, §5, §8, §9; issue 26).

/** The providers Outpost can connect to; one is active at a time (DESIGN.md §4 "PSA"). */
export const PSA_PROVIDERS = ['CONNECTWISE'] as const;
export const psaProviderSchema = z.enum(PSA_PROVIDERS);
export type PsaProvider = z.infer<typeof psaProviderSchema>;
export const PSA_PROVIDER_NAMES: Record<PsaProvider, string> = { CONNECTWISE: 'ConnectWise' };

export const PSA_LIMITS = {
  /** Mapping names (spec 001 §5, §9). */
  nameMax: 50,
  /** Company Criteria: Types and Statuses, each (spec 001 §2.2 / issue 26). */
  criteriaMax: 50,
  /** Rows a device-role sub-table of one mapping may hold. */
  roleMappingsMax: 200,
} as const;

/** The spec's words (spec 001 §2.2, §4, §5, §8). */
export const PSA_MESSAGES = {
  required: 'Required',
  nameTooLong: 'Max length for name is 50 chars',
  configurationTypeMappingNameTaken: 'Configuration type mapping name already taken',
  productMappingNameTaken: 'Product mapping name already taken',
  sameRoleAndGroups: 'Already exists a mapping with the same role and groups',
  refreshed: (provider: string) => `Successfully updated ${provider} entities`,
  refreshFailed: (provider: string) => `Error while refreshing ${provider} entities`,
  agreementsFailed: 'Error fetching Company agreements',
  attributesFailed: 'Error setting device sync attributes',
  organizationsWillBeMapped: (n: number) => `${n} organization(s) will be mapped.`,
  locationsWillBeMapped: (n: number) => `${n} location(s) will be mapped`,
  notMapped: 'Not Mapped',
  none: 'None',
  noOrganizations: 'No Organizations',
  noMappings: 'No Mappings',
  criteriaHint: 'Choose provider company filters to limit the companies available for mapping',
  notConnected: 'No PSA is connected: enter the connection settings and save them first',
} as const;

/** Device attributes a configuration can carry (spec 001 §3): the required ones are always synced. */
export const PSA_REQUIRED_ATTRIBUTES = ['deviceIdentifier', 'ipAddress', 'managementLink', 'name', 'osType'] as const;
export const PSA_OPTIONAL_ATTRIBUTES = [
  'cpuSpeed',
  'defaultGateway',
  'lastLoginName',
  'localHardDrives',
  'macAddress',
  'model',
  'osInfo',
  'ram',
  'serialNumber',
] as const;
export const PSA_QUESTION_ATTRIBUTES = ['nodeUrl', 'privateIpAddress', 'teamViewerUrl', 'productKey'] as const;
/** Synced unless the user unticks them (spec 001 §3 "Attributes synced by default"). */
export const PSA_DEFAULT_ATTRIBUTES = [
  'cpuSpeed',
  'defaultGateway',
  'macAddress',
  'model',
  'lastLoginName',
  'localHardDrives',
  'osInfo',
  'productKey',
  'privateIpAddress',
  'ram',
  'serialNumber',
] as const;
export const PSA_ATTRIBUTES = [...PSA_REQUIRED_ATTRIBUTES, ...PSA_OPTIONAL_ATTRIBUTES, ...PSA_QUESTION_ATTRIBUTES] as const;
export const psaAttributeSchema = z.enum(PSA_ATTRIBUTES);
export type PsaAttribute = z.infer<typeof psaAttributeSchema>;

const id = z.number().int().min(1).max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max);

/** A provider record as offered in pickers: its id and its name. */
export const psaRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type PsaRef = z.infer<typeof psaRefSchema>;

// ---- Connection ----

export const connectWiseConnectionInputSchema = z.object({
  /** https://api-na.myconnectwise.net, or an on-premise host. */
  site: outboundBaseUrlSchema,
  companyId: text(100),
  publicKey: text(100),
  /** Left out keeps the stored key (while site, company and public key are unchanged); empty removes it. */
  privateKey: z.string().max(200).optional(),
  clientId: text(100),
});
export const psaConnectionInputSchema = z.object({
  /** The active provider; null switches the integration off. */
  provider: psaProviderSchema.nullable(),
  connectwise: connectWiseConnectionInputSchema,
});
export type PsaConnectionInput = z.input<typeof psaConnectionInputSchema>;

export const psaTestResultSchema = z.object({ ok: z.boolean(), message: z.string(), testedAt: z.string() });
export type PsaTestResult = z.infer<typeof psaTestResultSchema>;

export const psaConnectionSchema = z.object({
  provider: psaProviderSchema.nullable(),
  connectwise: z.object({ site: z.string(), companyId: z.string(), publicKey: z.string(), clientId: z.string(), privateKeySet: z.boolean() }),
  lastTest: psaTestResultSchema.nullable(),
});
export type PsaConnection = z.infer<typeof psaConnectionSchema>;

// ---- Provider data (cached, refreshed on demand) ----

export const psaProviderDataSchema = z.object({
  companies: z.array(psaRefSchema.extend({ identifier: z.string() })),
  companyTypes: z.array(psaRefSchema),
  companyStatuses: z.array(psaRefSchema),
  configurationTypes: z.array(psaRefSchema),
  configurationStatuses: z.array(psaRefSchema),
  agreementTypes: z.array(psaRefSchema),
  products: z.array(psaRefSchema),
  /** Service boards (ConnectWise `service/boards`): Send to ConnectWise picks one by name. */
  boards: z.array(psaRefSchema),
  /** Each configuration type's questions (the question attributes are written to the one named as the attribute). */
  configurationQuestions: z.array(z.object({ typeId: z.number().int(), id: z.number().int(), question: z.string() })),
  refreshedAt: z.string().nullable(),
});
export type PsaProviderData = z.infer<typeof psaProviderDataSchema>;

export const psaRefreshResultSchema = z.object({ ok: z.boolean(), message: z.string() });

// ---- Company criteria and help desk ----

export const psaCompanyCriteriaSchema = z.object({
  types: z.array(psaRefSchema).max(PSA_LIMITS.criteriaMax),
  statuses: z.array(psaRefSchema).max(PSA_LIMITS.criteriaMax),
});
export type PsaCompanyCriteria = z.infer<typeof psaCompanyCriteriaSchema>;
export const psaHelpDeskSettingsSchema = z.object({ createContact: z.boolean() });

// ---- Company mapping ----

export const PSA_MAPPING_TYPES = ['CLIENT_DEFAULT', 'SPECIFIED', 'NONE'] as const;
export const psaMappingTypeSchema = z.enum(PSA_MAPPING_TYPES);
export type PsaMappingType = z.infer<typeof psaMappingTypeSchema>;

export const psaLocationSiteMappingSchema = z.object({
  locationId: z.number().int(),
  locationName: z.string(),
  psaSiteId: z.number().int().nullable(),
  psaSiteName: z.string().nullable(),
  productMappingType: psaMappingTypeSchema,
  productMappingId: z.number().int().nullable(),
  productMappingName: z.string().nullable(),
  configurationTypeMappingType: psaMappingTypeSchema,
  configurationTypeMappingId: z.number().int().nullable(),
  configurationTypeMappingName: z.string().nullable(),
  agreementId: z.number().int().nullable(),
  agreementName: z.string().nullable(),
  mapped: z.boolean(),
});
export type PsaLocationSiteMapping = z.infer<typeof psaLocationSiteMappingSchema>;

export const psaOrganizationMappingSchema = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  productMappingId: z.number().int().nullable(),
  productMappingName: z.string().nullable(),
  configurationTypeMappingId: z.number().int().nullable(),
  configurationTypeMappingName: z.string().nullable(),
  locationSiteMappings: z.array(psaLocationSiteMappingSchema),
});
export type PsaOrganizationMapping = z.infer<typeof psaOrganizationMappingSchema>;

/** A location's choice as the dialog sends it: `null` means None; `'CLIENT_DEFAULT'` the organization's. */
const choice = z.union([id, z.literal('NONE'), z.literal('CLIENT_DEFAULT')]);
export const psaLocationSiteInputSchema = z.object({
  locationId: id,
  psaSiteId: id.nullable(),
  productMapping: choice,
  configurationTypeMapping: choice,
  agreementId: id.nullable().default(null),
});
export type PsaLocationSiteInput = z.input<typeof psaLocationSiteInputSchema>;

export const psaOrganizationMappingInputSchema = z.object({
  companyId: id,
  productMappingId: id.nullable().default(null),
  configurationTypeMappingId: id.nullable().default(null),
  locationSiteMappings: z.array(psaLocationSiteInputSchema).max(5000).default([]),
});
export type PsaOrganizationMappingInput = z.input<typeof psaOrganizationMappingInputSchema>;

export const psaAutoMapPreviewSchema = z.object({
  count: z.number().int(),
  message: z.string(),
  pairs: z.array(z.object({ clientId: z.number().int(), clientName: z.string(), companyId: z.number().int(), companyName: z.string() })),
});
export const psaLocationAutoMapPreviewSchema = z.object({
  count: z.number().int(),
  message: z.string(),
  pairs: z.array(z.object({ locationId: z.number().int(), locationName: z.string(), psaSiteId: z.number().int(), psaSiteName: z.string() })),
});
export const psaClientIdsSchema = z.object({ clientIds: z.array(id).min(1).max(5000) });
export const psaAgreementSchema = psaRefSchema.extend({ typeId: z.number().int().nullable(), typeName: z.string().nullable() });
export type PsaAgreement = z.infer<typeof psaAgreementSchema>;

// ---- Configuration type mappings (spec 001 §2.3) ----

const mappingName = z.string().trim().min(1, PSA_MESSAGES.required).max(PSA_LIMITS.nameMax, PSA_MESSAGES.nameTooLong);

export const psaRoleConfigurationMappingSchema = z.object({
  nodeRoleId: id,
  configurationTypeId: id,
  onCreateStatusId: id.nullable().default(null),
  onDeleteStatusId: id.nullable().default(null),
});
export const psaConfigurationTypeMappingInputSchema = z.object({
  name: mappingName,
  roleMappings: z.array(psaRoleConfigurationMappingSchema).max(PSA_LIMITS.roleMappingsMax).default([]),
});
export type PsaConfigurationTypeMappingInput = z.input<typeof psaConfigurationTypeMappingInputSchema>;
export const psaConfigurationTypeMappingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  roleMappings: z.array(
    z.object({
      id: z.number().int(),
      nodeRoleId: z.number().int(),
      nodeRoleName: z.string(),
      configurationTypeId: z.number().int(),
      configurationTypeName: z.string(),
      onCreateStatusId: z.number().int().nullable(),
      onCreateStatusName: z.string().nullable(),
      onDeleteStatusId: z.number().int().nullable(),
      onDeleteStatusName: z.string().nullable(),
    }),
  ),
});
export type PsaConfigurationTypeMapping = z.infer<typeof psaConfigurationTypeMappingSchema>;

// ---- Product mappings (spec 001 §2.4) ----

export const PSA_PRODUCT_MAPPING_TYPES = ['SINGLE_HIT', 'MULTIPLE_HIT'] as const;
export const psaProductMappingTypeSchema = z.enum(PSA_PRODUCT_MAPPING_TYPES);
export const psaRoleProductMappingSchema = z.object({
  nodeRoleId: id,
  productId: id,
  agreementTypeId: id,
  groups: z.array(id).max(50).default([]),
  groupsLogicOperator: z.enum(['AND', 'OR']).default('AND'),
});
export const psaProductMappingInputSchema = z.object({
  name: mappingName,
  productMappingType: psaProductMappingTypeSchema.default('SINGLE_HIT'),
  /** In rank order: the first is rank 1. */
  roleMappings: z.array(psaRoleProductMappingSchema).max(PSA_LIMITS.roleMappingsMax).default([]),
});
export type PsaProductMappingInput = z.input<typeof psaProductMappingInputSchema>;
export const psaProductMappingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  productMappingType: psaProductMappingTypeSchema,
  roleMappings: z.array(
    z.object({
      id: z.number().int(),
      nodeRoleId: z.number().int(),
      nodeRoleName: z.string(),
      productId: z.number().int(),
      productName: z.string(),
      agreementTypeId: z.number().int(),
      agreementTypeName: z.string(),
      groups: z.array(z.number().int()),
      groupsLogicOperator: z.enum(['AND', 'OR']),
      ranking: z.number().int(),
    }),
  ),
});
export type PsaProductMapping = z.infer<typeof psaProductMappingSchema>;

// ---- Device sync ----

export const psaSyncAttributesSchema = z.object({ attributes: z.array(psaAttributeSchema).max(PSA_ATTRIBUTES.length) });

export const PSA_SYNC_ACTIONS = ['CREATE', 'UPDATE', 'ADOPT', 'DEACTIVATE', 'SKIP', 'UNCHANGED', 'ERROR'] as const;
export const psaSyncEntrySchema = z.object({
  action: z.enum(PSA_SYNC_ACTIONS),
  deviceId: z.number().int().nullable(),
  deviceName: z.string(),
  remoteId: z.number().int().nullable(),
  /** Why (a skip's reason, an update's changed fields, an error in words). */
  detail: z.string(),
});
export type PsaSyncEntry = z.infer<typeof psaSyncEntrySchema>;
export const psaSyncCountsSchema = z.object(
  Object.fromEntries(PSA_SYNC_ACTIONS.map((a) => [a, z.number().int()])) as Record<(typeof PSA_SYNC_ACTIONS)[number], z.ZodNumber>,
);
export const psaSyncRunSchema = z.object({
  id: z.number().int(),
  provider: psaProviderSchema,
  dryRun: z.boolean(),
  /** QUEUED until the delivery of runs picks it up; counts and requests grow while RUNNING. */
  status: z.enum(['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  counts: psaSyncCountsSchema,
  /** Requests sent (a run) or that it would send (a dry run), reads and writes. */
  requests: z.object({ reads: z.number().int(), writes: z.number().int() }),
  entries: z.array(psaSyncEntrySchema),
  error: z.string().nullable(),
});
export type PsaSyncRun = z.infer<typeof psaSyncRunSchema>;

// ---- Device sync schedule (issue 26 §7: on a schedule and on demand) ----

export const psaDeviceSyncScheduleInputSchema = z.object({ enabled: z.boolean(), schedule: recurringScheduleSchema, timeZone: timeZoneSchema });
export type PsaDeviceSyncScheduleInput = z.input<typeof psaDeviceSyncScheduleInputSchema>;
export const psaDeviceSyncScheduleSchema = z.object({
  enabled: z.boolean(),
  schedule: recurringScheduleSchema,
  timeZone: z.string(),
  nextRunAt: z.string().nullable(),
});
export type PsaDeviceSyncSchedule = z.infer<typeof psaDeviceSyncScheduleSchema>;

// ---- Product agreement sync (spec 001 §2.4, §3, §9) ----

/** Spec 001 §3: monthly only; §9: recurrence up to 12 months (the MONTHLY cap of the schedule). */
export const psaAgreementSyncScheduleSchema = recurringScheduleSchema.refine((s) => s.repeats === 'MONTHLY', {
  message: 'The product agreement sync runs monthly',
  path: ['repeats'],
});
export const psaAgreementSyncSettingsInputSchema = z.object({
  enabled: z.boolean(),
  schedule: psaAgreementSyncScheduleSchema,
  timeZone: timeZoneSchema,
});
export type PsaAgreementSyncSettingsInput = z.input<typeof psaAgreementSyncSettingsInputSchema>;

export const PSA_ADDITION_ACTIONS = ['CREATE', 'ADOPT', 'UPDATE', 'LOWER', 'UNCHANGED', 'ERROR'] as const;
export const psaAdditionEntrySchema = z.object({
  action: z.enum(PSA_ADDITION_ACTIONS),
  agreementId: z.number().int(),
  agreementName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  /** The quantity written (or that a dry run would write). */
  quantity: z.number().int(),
  /** What the addition held before, when known. */
  previousQuantity: z.number().int().nullable(),
  detail: z.string(),
});
export type PsaAdditionEntry = z.infer<typeof psaAdditionEntrySchema>;
export const psaAgreementSyncRunSchema = z.object({
  dryRun: z.boolean(),
  ranAt: z.string(),
  status: z.enum(['SUCCEEDED', 'FAILED']),
  requests: z.object({ reads: z.number().int(), writes: z.number().int() }),
  additions: z.array(psaAdditionEntrySchema),
  /** Devices a product mapping matched whose addition could not be placed (no agreement of the type), in words. */
  skipped: z.array(z.object({ deviceId: z.number().int(), deviceName: z.string(), reason: z.string() })),
  error: z.string().nullable(),
});
export type PsaAgreementSyncRun = z.infer<typeof psaAgreementSyncRunSchema>;
export const psaAgreementSyncSettingsSchema = z.object({
  enabled: z.boolean(),
  schedule: recurringScheduleSchema,
  timeZone: z.string(),
  runCount: z.number().int(),
  nextRunAt: z.string().nullable(),
  lastRun: psaAgreementSyncRunSchema.nullable(),
});
export type PsaAgreementSyncSettings = z.infer<typeof psaAgreementSyncSettingsSchema>;

// ---- The location rule of spec 001 §4, shared by the dialog and the server ----

/** A location's choice for a mapping: the organization's (CLIENT_DEFAULT), None, or an explicit id. */
export type PsaLocationChoice = number | 'NONE' | 'CLIENT_DEFAULT';

/**
 * Choosing the organization's own value sets CLIENT_DEFAULT and clears the explicit one; None sets
 * NONE; any other value sets SPECIFIED (spec 001 §4).
 */
export function resolveLocationChoice(organizationDefaultId: number | null, choice: PsaLocationChoice): { type: PsaMappingType; id: number | null } {
  if (choice === 'NONE') return { type: 'NONE', id: null };
  if (choice === 'CLIENT_DEFAULT' || choice === organizationDefaultId) return { type: 'CLIENT_DEFAULT', id: null };
  return { type: 'SPECIFIED', id: choice };
}

/** The Agreement field is open only when a product mapping applies or the type is CLIENT_DEFAULT (spec 001 §4). */
export function agreementAllowed(productMapping: { type: PsaMappingType; id: number | null }): boolean {
  return productMapping.type === 'CLIENT_DEFAULT' || (productMapping.type === 'SPECIFIED' && productMapping.id !== null);
}

/** Names compare trimmed and without case (Auto Map, mapping-name uniqueness). */
export const psaNameKey = (name: string) => name.trim().toLowerCase();
