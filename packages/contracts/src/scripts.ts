import { z } from 'zod';

/**
 * Scripts on devices (issue 25, DESIGN.md §4 "Scripts on devices"): the script library, its typed
 * variables, runs and what the agent is handed. The spec names the fields (spec 001 §3 Script
 * variable, spec 002 §3.7 Script) and leaves the limits to us (decision 0035).
 */
export const SCRIPT_LIMITS = {
  nameMax: 100,
  descriptionMax: 250,
  /** A script body, in UTF-8 bytes. */
  bodyMaxBytes: 256 * 1024,
  variablesMax: 30,
  variableNameMax: 50,
  variableDescriptionMax: 250,
  /** An environment name: the agent sets it as is. */
  calculatedNameMax: 64,
  dropdownValuesMax: 100,
  dropdownValueMax: 200,
  /** One variable's value, in UTF-8 bytes (the spec's byte-for-byte test sends 32 KiB). */
  valueMaxBytes: 32 * 1024,
  categoriesMax: 20,
  categoryNameMax: 50,
  timeoutMinSeconds: 1,
  timeoutMaxSeconds: 24 * 60 * 60,
  defaultTimeoutSeconds: 300,
  /** Decimal places a DECIMAL variable keeps. */
  decimalPlaces: 6,
  /** Devices one run may reach (a selection, or a group's members). */
  runDevicesMax: 10_000,
  bulkDeleteMax: 250,
  /** How long a run waits for an offline device, in minutes (default a day, at most 30 days). */
  offlineWaitDefaultMinutes: 24 * 60,
  offlineWaitMaxMinutes: 30 * 24 * 60,
  /** The agent keeps this much of the start and of the end of each stream. */
  outputKeepBytes: 64 * 1024,
} as const;

export const SCRIPT_LANGUAGES = ['sh', 'bash', 'python3', 'powershell', 'cmd'] as const;
export const scriptLanguageSchema = z.enum(SCRIPT_LANGUAGES);
export type ScriptLanguage = z.infer<typeof scriptLanguageSchema>;

export const SCRIPT_OPERATING_SYSTEMS = ['WINDOWS', 'MAC', 'LINUX'] as const;
export const scriptOperatingSystemSchema = z.enum(SCRIPT_OPERATING_SYSTEMS);
export type ScriptOperatingSystem = z.infer<typeof scriptOperatingSystemSchema>;

/** Which operating systems a language can run on; PowerShell also runs on Linux and macOS where installed. */
export const LANGUAGE_OPERATING_SYSTEMS: Record<ScriptLanguage, readonly ScriptOperatingSystem[]> = {
  sh: ['LINUX', 'MAC'],
  bash: ['LINUX', 'MAC'],
  python3: ['LINUX', 'MAC', 'WINDOWS'],
  powershell: ['WINDOWS', 'LINUX', 'MAC'],
  cmd: ['WINDOWS'],
};

export const SCRIPT_RUN_AS = ['SYSTEM', 'LOGGED_ON_USER'] as const;
export const scriptRunAsSchema = z.enum(SCRIPT_RUN_AS);
export type ScriptRunAs = z.infer<typeof scriptRunAsSchema>;

export const SCRIPT_VARIABLE_TYPES = ['TEXT', 'INTEGER', 'DECIMAL', 'CHECKBOX', 'DATE', 'DATETIME', 'DROPDOWN', 'IPADDRESS'] as const;
export const scriptVariableTypeSchema = z.enum(SCRIPT_VARIABLE_TYPES);
export type ScriptVariableType = z.infer<typeof scriptVariableTypeSchema>;

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

/** An environment variable name the script reads: letters, digits and underscores, not starting with a digit. */
export const ENV_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Names the agent sets itself or that change how interpreters behave: a variable may not take them. */
export const RESERVED_ENV_NAMES: ReadonlySet<string> = new Set(
  [
    'PATH',
    'HOME',
    'USER',
    'LOGNAME',
    'SHELL',
    'PWD',
    'TMPDIR',
    'TEMP',
    'TMP',
    'IFS',
    'ENV',
    'BASH_ENV',
    'PS4',
    'LD_PRELOAD',
    'LD_LIBRARY_PATH',
    'DYLD_INSERT_LIBRARIES',
    'PYTHONPATH',
    'PYTHONSTARTUP',
    'PYTHONHOME',
    'SYSTEMROOT',
    'COMSPEC',
    'PATHEXT',
    'PSMODULEPATH',
  ].map((n) => n.toUpperCase()),
);

export const scriptVariableSchema = z
  .object({
    name: z.string().trim().min(1, 'Required').max(SCRIPT_LIMITS.variableNameMax, `Must be at most ${SCRIPT_LIMITS.variableNameMax} characters`),
    /** The environment variable the script reads the value from. */
    calculatedName: z
      .string()
      .trim()
      .min(1, 'Required')
      .max(SCRIPT_LIMITS.calculatedNameMax, `Must be at most ${SCRIPT_LIMITS.calculatedNameMax} characters`)
      .regex(ENV_NAME_PATTERN, 'Letters, digits and underscores only, not starting with a digit')
      .refine((n) => !RESERVED_ENV_NAMES.has(n.toUpperCase()) && !n.toUpperCase().startsWith('OUTPOST_'), 'This name is reserved'),
    type: scriptVariableTypeSchema,
    description: z.string().trim().max(SCRIPT_LIMITS.variableDescriptionMax, `Must be at most ${SCRIPT_LIMITS.variableDescriptionMax} characters`).default(''),
    required: z.boolean().default(false),
    /** DROPDOWN only: the values offered, in order. */
    valueList: z.array(z.string().trim().min(1, 'Required').max(SCRIPT_LIMITS.dropdownValueMax)).max(SCRIPT_LIMITS.dropdownValuesMax).default([]),
    /** TEXT only: sealed on the server, never answered back, masked in stored output. */
    secret: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'DROPDOWN' && v.valueList.length === 0) ctx.addIssue({ code: 'custom', path: ['valueList'], message: 'Add at least one value' });
    if (v.type !== 'DROPDOWN' && v.valueList.length > 0) ctx.addIssue({ code: 'custom', path: ['valueList'], message: 'Only a drop-down has a value list' });
    if (v.type === 'DROPDOWN' && new Set(v.valueList).size !== v.valueList.length)
      ctx.addIssue({ code: 'custom', path: ['valueList'], message: 'Values must be unique' });
    if (v.secret && v.type !== 'TEXT') ctx.addIssue({ code: 'custom', path: ['secret'], message: 'Only a text variable can be secret' });
  });
export type ScriptVariable = z.output<typeof scriptVariableSchema>;
export type ScriptVariableInput = z.input<typeof scriptVariableSchema>;

// ---------------------------------------------------------------------------------------------
// Values: ONE validator per type, used by the parameter modal and by the server.

const INTEGER_PATTERN = /^-?(0|[1-9]\d*)$/;
const decimalPattern = (places: number) => new RegExp(`^-?(0|[1-9]\\d*)(\\.\\d{1,${places}})?$`);
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A dotted-quad IPv4 address, each part 0–255 without leading zeros. */
export function isIpv4Address(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

/**
 * Checks one value (always a string: it becomes an environment variable) against its variable.
 * Returns the message to show, or null when the value is good. An empty value is "no value":
 * refused only when the variable is required.
 */
export function scriptValueError(variable: Pick<ScriptVariable, 'type' | 'required' | 'valueList'>, value: string): string | null {
  if (value === '') return variable.required ? 'Required' : null;
  if (value.includes('\0')) return 'Invalid';
  if (utf8Bytes(value) > SCRIPT_LIMITS.valueMaxBytes) return `Must be at most ${SCRIPT_LIMITS.valueMaxBytes / 1024} KiB`;
  switch (variable.type) {
    case 'TEXT':
      return null;
    case 'INTEGER':
      return INTEGER_PATTERN.test(value) && Number.isSafeInteger(Number(value)) ? null : 'Must be a whole number';
    case 'DECIMAL':
      return decimalPattern(SCRIPT_LIMITS.decimalPlaces).test(value) && Number.isFinite(Number(value))
        ? null
        : `Must be a number with at most ${SCRIPT_LIMITS.decimalPlaces} decimals`;
    case 'CHECKBOX':
      return value === 'true' || value === 'false' ? null : 'Must be true or false';
    case 'DATE': {
      const m = DATE_PATTERN.exec(value);
      return m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3])) ? null : 'Must be a date (YYYY-MM-DD)';
    }
    case 'DATETIME': {
      const m = DATETIME_PATTERN.exec(value);
      const ok = m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3])) && Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6] ?? 0) < 60;
      return ok ? null : 'Must be a date and time (YYYY-MM-DDTHH:mm)';
    }
    case 'DROPDOWN':
      return variable.valueList.includes(value) ? null : 'Choose one of the listed values';
    case 'IPADDRESS':
      return isIpv4Address(value) ? null : 'Must be an IPv4 address (e.g. 192.168.1.10)';
  }
}

/** Every variable's problem by calculatedName; values for unknown names are refused too. */
export function scriptValuesErrors(variables: readonly ScriptVariable[], values: Readonly<Record<string, string>>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const known = new Set(variables.map((v) => v.calculatedName));
  for (const v of variables) {
    const message = scriptValueError(v, values[v.calculatedName] ?? '');
    if (message) errors[v.calculatedName] = [message];
  }
  for (const name of Object.keys(values)) if (!known.has(name)) errors[name] = ['The script has no such variable'];
  return errors;
}

/** The IP address input (spec 001 §5): everything but digits and dots is stripped. */
export const sanitiseIpAddressText = (text: string) => text.replace(/[^0-9.]/g, '');

export interface NumberTextOptions {
  /** 0 for an integer. */
  decimals: number;
  /** The separator the user types (the locale's); the stored value always uses '.'. */
  decimalSeparator?: string;
  allowNegative?: boolean;
}

/**
 * Number inputs (spec 001 §5): an optional leading minus, no leading zeros, at most `decimals`
 * decimals after the locale's separator; anything else (pasted text included) is dropped. Gives the
 * text to show, in the locale's notation.
 */
export function sanitiseNumberText(text: string, opts: NumberTextOptions): string {
  const sep = opts.decimalSeparator ?? '.';
  let out = '';
  let seenSeparator = false;
  let decimals = 0;
  for (const [i, ch] of [...text].entries()) {
    // A pasted "12.5" in a whole-number input keeps "12", not "125".
    if ((ch === sep || ch === '.') && opts.decimals === 0 && /\d/.test(out)) break;
    if (ch === '-' && i === 0 && opts.allowNegative !== false) out += ch;
    else if (ch >= '0' && ch <= '9') {
      if (seenSeparator) {
        if (decimals < opts.decimals) {
          out += ch;
          decimals++;
        }
      } else out += ch;
    } else if ((ch === sep || ch === '.') && opts.decimals > 0 && !seenSeparator) {
      seenSeparator = true;
      out += sep;
    }
  }
  // No leading zeros: "007" → "7", "-00" → "-0", "00,5" → "0,5".
  const negative = out.startsWith('-');
  let body = negative ? out.slice(1) : out;
  const cut = body.indexOf(sep);
  let whole = cut === -1 ? body : body.slice(0, cut);
  const rest = cut === -1 ? '' : body.slice(cut);
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole === '' && rest !== '') whole = '0';
  body = whole + rest;
  return (negative ? '-' : '') + body;
}

/** Whether a key pressed in a number input is refused before it lands (letters, e/E, +, a second separator…). */
export function isBlockedNumberKey(key: string, current: string, opts: NumberTextOptions): boolean {
  if (key.length !== 1) return false; // Backspace, arrows, Tab, …
  if (key >= '0' && key <= '9') return false;
  const sep = opts.decimalSeparator ?? '.';
  if (key === '-') return opts.allowNegative === false;
  if (key === sep || key === '.') return opts.decimals === 0 || current.includes(sep);
  return true;
}

/** The locale's text for the stored value ('.' → the locale's separator) and back. */
export const numberTextToValue = (text: string, decimalSeparator = '.') =>
  (decimalSeparator === '.' ? text : text.replace(decimalSeparator, '.')).replace(/[.]$/, '').replace(/^-$/, '');

// ---------------------------------------------------------------------------------------------
// Scripts.

export const scriptNameSchema = z.string().trim().min(1, 'Required').max(SCRIPT_LIMITS.nameMax, `Must be at most ${SCRIPT_LIMITS.nameMax} characters`);
export const scriptCategoryNameSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(SCRIPT_LIMITS.categoryNameMax, `Must be at most ${SCRIPT_LIMITS.categoryNameMax} characters`);

/** What the editor saves; every save makes a new version. */
export const scriptInputSchema = z
  .object({
    name: scriptNameSchema,
    description: z.string().trim().max(SCRIPT_LIMITS.descriptionMax, `Must be at most ${SCRIPT_LIMITS.descriptionMax} characters`).default(''),
    language: scriptLanguageSchema,
    operatingSystems: z.array(scriptOperatingSystemSchema).min(1, 'Choose at least one operating system').max(SCRIPT_OPERATING_SYSTEMS.length),
    /** Category ids. */
    categoryIds: z.array(z.number().int().min(1).max(2_147_483_647)).max(SCRIPT_LIMITS.categoriesMax).default([]),
    defaultTimeoutSeconds: z
      .number()
      .int()
      .min(SCRIPT_LIMITS.timeoutMinSeconds)
      .max(SCRIPT_LIMITS.timeoutMaxSeconds)
      .default(SCRIPT_LIMITS.defaultTimeoutSeconds),
    runAs: scriptRunAsSchema.default('SYSTEM'),
    body: z
      .string()
      .refine((b) => utf8Bytes(b) <= SCRIPT_LIMITS.bodyMaxBytes, `Must be at most ${SCRIPT_LIMITS.bodyMaxBytes / 1024} KiB`)
      .refine((b) => b.trim() !== '', 'Required'),
    variables: z.array(scriptVariableSchema).max(SCRIPT_LIMITS.variablesMax).default([]),
    /** The organization a script belongs to; null: the shared library every technician sees. */
    organizationId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  })
  .superRefine((s, ctx) => {
    const seen = new Set<string>();
    s.variables.forEach((v, i) => {
      const key = v.calculatedName.toUpperCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['variables', i, 'calculatedName'], message: 'Already used by another variable' });
      seen.add(key);
    });
    const unfit = s.operatingSystems.filter((os) => !LANGUAGE_OPERATING_SYSTEMS[s.language].includes(os));
    if (unfit.length > 0) ctx.addIssue({ code: 'custom', path: ['operatingSystems'], message: `${s.language} does not run on ${unfit.join(', ')}` });
  });
export type ScriptInput = z.input<typeof scriptInputSchema>;
export type ScriptInputParsed = z.output<typeof scriptInputSchema>;

export const scriptCategorySchema = z.object({ id: z.number().int(), name: z.string(), scriptCount: z.number().int() });
export type ScriptCategory = z.infer<typeof scriptCategorySchema>;

/** A variable as answered: a secret one says whether it has a stored value, never what it is. */
export const scriptVariableOutSchema = z.object({
  name: z.string(),
  calculatedName: z.string(),
  type: scriptVariableTypeSchema,
  description: z.string(),
  required: z.boolean(),
  valueList: z.array(z.string()),
  secret: z.boolean(),
});

/** A script in the list. */
export const scriptSummarySchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  description: z.string(),
  language: scriptLanguageSchema,
  operatingSystems: z.array(scriptOperatingSystemSchema),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  runAs: scriptRunAsSchema,
  defaultTimeoutSeconds: z.number().int(),
  organizationId: z.number().int().nullable(),
  organizationName: z.string().nullable(),
  /** A built-in template: copied, never edited. */
  builtIn: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ScriptSummary = z.infer<typeof scriptSummarySchema>;

export const scriptSchema = scriptSummarySchema.extend({
  body: z.string(),
  bodySha256: z.string(),
  variables: z.array(scriptVariableOutSchema),
});
export type Script = z.infer<typeof scriptSchema>;

export const scriptVersionSummarySchema = z.object({
  version: z.number().int(),
  bodySha256: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type ScriptVersionSummary = z.infer<typeof scriptVersionSummarySchema>;

/** One version in full (what the diff compares). */
export const scriptVersionSchema = scriptVersionSummarySchema.extend({
  name: z.string(),
  language: scriptLanguageSchema,
  body: z.string(),
  variables: z.array(scriptVariableOutSchema),
  runAs: scriptRunAsSchema,
  defaultTimeoutSeconds: z.number().int(),
});
export type ScriptVersion = z.infer<typeof scriptVersionSchema>;

export const SCRIPT_SORT_IDS = ['name', 'language', 'updatedAt'] as const;
export const SCRIPT_FILTER_IDS = ['categoryId', 'language', 'operatingSystem'] as const;

// ---------------------------------------------------------------------------------------------
// Runs.

export const SCRIPT_RUN_STATUSES = [
  'QUEUED',
  'OFFLINE_WAITING',
  'RUNNING',
  'SUCCEEDED',
  'FAILED',
  'TIMED_OUT',
  'CANCELLED',
  'INTERRUPTED',
  'EXPIRED',
  'NO_USER_LOGGED_ON',
] as const;
export const scriptRunStatusSchema = z.enum(SCRIPT_RUN_STATUSES);
export type ScriptRunStatus = z.infer<typeof scriptRunStatusSchema>;
/** Statuses a device's run does not leave. */
export const FINAL_SCRIPT_RUN_STATUSES: ReadonlySet<ScriptRunStatus> = new Set([
  'SUCCEEDED',
  'FAILED',
  'TIMED_OUT',
  'CANCELLED',
  'INTERRUPTED',
  'EXPIRED',
  'NO_USER_LOGGED_ON',
]);

export const scriptRunTargetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('DEVICES'),
    deviceIds: z.array(z.number().int().min(1).max(2_147_483_647)).min(1, 'Choose at least one device').max(SCRIPT_LIMITS.runDevicesMax),
  }),
  z.object({ kind: z.literal('GROUP'), groupId: z.number().int().min(1).max(2_147_483_647) }),
]);
export type ScriptRunTarget = z.infer<typeof scriptRunTargetSchema>;

export const scriptRunRequestSchema = z.object({
  /** The version to run; the latest when absent. */
  version: z.number().int().min(1).max(2_147_483_647).optional(),
  target: scriptRunTargetSchema,
  /** Values by calculatedName (strings: they become environment variables). */
  values: z.record(z.string().max(SCRIPT_LIMITS.calculatedNameMax), z.string().max(SCRIPT_LIMITS.valueMaxBytes)).default({}),
  timeoutSeconds: z.number().int().min(SCRIPT_LIMITS.timeoutMinSeconds).max(SCRIPT_LIMITS.timeoutMaxSeconds).optional(),
  runAs: scriptRunAsSchema.optional(),
  /** How long a run waits for an offline device before it is EXPIRED. */
  offlineWaitMinutes: z.number().int().min(1).max(SCRIPT_LIMITS.offlineWaitMaxMinutes).default(SCRIPT_LIMITS.offlineWaitDefaultMinutes),
});
export type ScriptRunRequest = z.input<typeof scriptRunRequestSchema>;

/** What the confirmation says before a run: how many devices in how many organizations. */
export const scriptRunReachSchema = z.object({ deviceCount: z.number().int(), organizationCount: z.number().int(), offlineCount: z.number().int() });
export type ScriptRunReach = z.infer<typeof scriptRunReachSchema>;

export const scriptRunSchema = z.object({
  id: z.number().int(),
  scriptId: z.number().int().nullable(),
  scriptName: z.string(),
  version: z.number().int(),
  runAs: scriptRunAsSchema,
  timeoutSeconds: z.number().int(),
  requestedByName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  deviceCount: z.number().int(),
  organizationCount: z.number().int(),
  /** Devices per status, for the run view's header. */
  counts: z.record(z.string(), z.number().int()),
});
export type ScriptRun = z.infer<typeof scriptRunSchema>;

const streamSchema = z.object({ head: z.string(), tail: z.string(), droppedBytes: z.number() });

/** One device's part of a run. */
export const scriptRunDeviceSchema = z.object({
  id: z.number().int(),
  runId: z.number().int(),
  scriptId: z.number().int().nullable(),
  scriptName: z.string(),
  version: z.number().int(),
  deviceId: z.number().int(),
  deviceName: z.string(),
  organizationName: z.string(),
  status: scriptRunStatusSchema,
  exitCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  stdout: streamSchema.nullable(),
  stderr: streamSchema.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The previous finished run of the same script on the same device (its output, for "what changed"). */
  previousStdout: z.string().nullable(),
});
export type ScriptRunDevice = z.infer<typeof scriptRunDeviceSchema>;

// ---------------------------------------------------------------------------------------------
// The agent's side: its script lane in the work poll, the body by version, the result.

export const agentScriptRunSchema = z.object({
  kind: z.literal('SCRIPT'),
  runUid: z.string(),
  scriptVersionId: z.number().int(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  language: scriptLanguageSchema,
  timeoutSeconds: z.number().int(),
  runAs: scriptRunAsSchema,
  /** Values by environment name, byte for byte as entered (secrets unsealed for the device alone). */
  env: z.record(z.string(), z.string()),
});
export type AgentScriptRun = z.infer<typeof agentScriptRunSchema>;

const agentStreamSchema = z.object({
  head: z.string().max(SCRIPT_LIMITS.outputKeepBytes * 4),
  tail: z.string().max(SCRIPT_LIMITS.outputKeepBytes * 4),
  droppedBytes: z.number().int().min(0),
});

/** What the agent reports when a run starts and when it ends. */
export const agentScriptResultSchema = z.object({
  status: z.enum(['RUNNING', 'SUCCEEDED', 'FAILED', 'TIMED_OUT', 'CANCELLED', 'INTERRUPTED', 'NO_USER_LOGGED_ON']),
  exitCode: z.number().int().nullable().default(null),
  durationMs: z.number().int().min(0).nullable().default(null),
  stdout: agentStreamSchema.nullable().default(null),
  stderr: agentStreamSchema.nullable().default(null),
  error: z.string().max(2000).nullable().default(null),
});
export type AgentScriptResult = z.input<typeof agentScriptResultSchema>;

export const agentScriptBodySchema = z.object({ body: z.string(), sha256: z.string(), language: scriptLanguageSchema });
