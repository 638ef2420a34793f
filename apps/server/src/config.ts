import path from 'node:path';
import { z } from 'zod';
import { serverRoot } from './server-root.ts';
import { UPLOAD_QUOTA_DEFAULTS, type UploadQuotaLimits } from '@outpost/contracts';
import { DEFAULT_REQUEST_BUDGETS, type RequestBudgets } from './http/request-budget.ts';
import { DEFAULT_ACCOUNT_FAILURES_PER_MINUTE, DEFAULT_ADDRESS_FAILURES_PER_MINUTE } from './modules/auth/login-throttle.ts';

/** A per-minute budget variable: a whole number of at least 1, the default when unset. */
const perMinute = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
/** A count variable (at least 0), the default when unset. */
const count = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
const MIB = 1024 * 1024;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  OUTPOST_ADMIN_EMAIL: z.string().optional(),
  OUTPOST_ADMIN_PASSWORD: z.string().optional(),
  OUTPOST_NODE_OFFLINE_AFTER_SECONDS: z.coerce.number().int().min(1).default(90),
  OUTPOST_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).default(30),
  OUTPOST_SECURE_COOKIES: z.enum(['true', 'false']).default('false'),
  OUTPOST_LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  OUTPOST_LOGIN_FAILURES_ACCOUNT: perMinute(DEFAULT_ACCOUNT_FAILURES_PER_MINUTE),
  OUTPOST_LOGIN_FAILURES_ADDRESS: perMinute(DEFAULT_ADDRESS_FAILURES_PER_MINUTE),
  OUTPOST_TRUST_PROXY: z.string().optional(),
  OUTPOST_SEED_DEMO: z.enum(['true', 'false']).default('true'),
  OUTPOST_DEMO_AGENT: z.enum(['true', 'false']).default('true'),
  /** A PSA stand-in on loopback, connected on start (issue 26): `connectwise`. */
  OUTPOST_DEMO_PSA: z.enum(['connectwise']).optional(),
  OUTPOST_LOG_LEVEL: z.string().default('info'),
  OUTPOST_LIST_CACHE_MS: z.coerce.number().int().min(0).default(1000),
  OUTPOST_MASTER_KEY: z.string().optional(),
  OUTPOST_S3_ENDPOINT: z.string().optional(),
  OUTPOST_S3_BUCKET: z.string().optional(),
  OUTPOST_S3_ACCESS_KEY: z.string().optional(),
  OUTPOST_S3_SECRET_KEY: z.string().optional(),
  OUTPOST_S3_REGION: z.string().optional(),
  OUTPOST_WEB_DIST_DIR: z.string().optional(),
  OUTPOST_SMTP_LISTEN_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  OUTPOST_SMTP_MAX_SESSIONS: z.coerce.number().int().min(1).max(1000).optional(),
  OUTPOST_ENVIRONMENT: z.string().trim().max(64).optional(),
  OUTPOST_RATE_LIMIT_USER: perMinute(DEFAULT_REQUEST_BUDGETS.userPerMinute),
  OUTPOST_RATE_LIMIT_ADDRESS: perMinute(DEFAULT_REQUEST_BUDGETS.addressPerMinute),
  OUTPOST_RATE_LIMIT_AGENT: perMinute(DEFAULT_REQUEST_BUDGETS.agentPerMinute),
  OUTPOST_RATE_LIMIT_UPLOADS: perMinute(DEFAULT_REQUEST_BUDGETS.uploadsPerMinute),
  OUTPOST_RATE_LIMIT_GRAPHQL: perMinute(DEFAULT_REQUEST_BUDGETS.graphqlPerMinute),
  OUTPOST_RATE_LIMIT_SEARCH: perMinute(DEFAULT_REQUEST_BUDGETS.searchPerMinute),
  OUTPOST_RATE_LIMIT_DOWNLOADS: perMinute(DEFAULT_REQUEST_BUDGETS.downloadsPerMinute),
  OUTPOST_UPLOAD_QUOTA_USER_FILES: count(UPLOAD_QUOTA_DEFAULTS.userFiles),
  OUTPOST_UPLOAD_QUOTA_USER_MB: count(UPLOAD_QUOTA_DEFAULTS.userBytes / MIB),
  OUTPOST_UPLOAD_QUOTA_TOTAL_FILES: count(UPLOAD_QUOTA_DEFAULTS.installationFiles),
  OUTPOST_UPLOAD_QUOTA_TOTAL_MB: count(UPLOAD_QUOTA_DEFAULTS.installationBytes / MIB),
  OUTPOST_UPLOAD_MIN_FREE_MB: count(UPLOAD_QUOTA_DEFAULTS.minFreeBytes / MIB),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  /** A device is down after this long without a heartbeat. */
  nodeOfflineAfterSeconds: number;
  /** How often agents are told to heartbeat. */
  heartbeatSeconds: number;
  secureCookies: boolean;
  loginRateLimitPerMinute: number;
  /** Failed sign-ins per minute per account and per source address (auth/login-throttle.ts, decision 0041). */
  accountLoginFailuresPerMinute: number;
  addressLoginFailuresPerMinute: number;
  /** Requests per minute per user, address, device and expensive call (http/request-budget.ts). */
  requestBudgets: RequestBudgets;
  /** Unused uploads per user and installation, and the data folder's free-space floor (notes/uploads/upload-quota.ts). */
  uploadQuota: UploadQuotaLimits;
  /** Proxies trusted for X-Forwarded-For/-Proto: addresses, CIDRs or proxy-addr names such as `loopback`. */
  trustProxy: string[] | false;
  seedDemo: boolean;
  /** In demo mode, run the demo agent beside the server (off for test runs that count devices). */
  demoAgent: boolean;
  /** OUTPOST_DEMO_PSA: a PSA stand-in started and connected on start (seed/demo-psa.ts). */
  demoPsa?: 'connectwise' | undefined;
  logLevel: string;
  /** Identical device-list queries within this many ms share one database read (0: off). */
  listCacheMs: number;
  /** Built web app to serve, if present. */
  webDistDir: string;
  /** Base64 master key sealing organization backup keys; else `DATA_DIR/master.key`. */
  masterKeyBase64?: string | undefined;
  /** Port of the built-in SMTP listener for mail in (on HOST); unset: no listener. */
  smtpListenPort?: number | undefined;
  /** SMTP sessions the listener serves at once (default 20). */
  smtpMaxSessions?: number | undefined;
  /** The installation's environment name; 'fed' and 'fed-qa1' change the support ticket form (spec 000 §6). */
  environment?: string | undefined;
  /** S3-compatible cloud backup storage; the filesystem under DATA_DIR/blobs when unset. */
  s3?: { endpoint: string; bucket: string; accessKey: string; secretKey: string; region?: string | undefined } | undefined;
}

/** Reads the configuration from the environment (see README for every variable). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  const admin =
    parsed.OUTPOST_ADMIN_EMAIL && parsed.OUTPOST_ADMIN_PASSWORD ? { email: parsed.OUTPOST_ADMIN_EMAIL, password: parsed.OUTPOST_ADMIN_PASSWORD } : undefined;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    admin,
    nodeOfflineAfterSeconds: parsed.OUTPOST_NODE_OFFLINE_AFTER_SECONDS,
    heartbeatSeconds: parsed.OUTPOST_HEARTBEAT_SECONDS,
    secureCookies: parsed.OUTPOST_SECURE_COOKIES === 'true',
    loginRateLimitPerMinute: parsed.OUTPOST_LOGIN_RATE_LIMIT,
    accountLoginFailuresPerMinute: parsed.OUTPOST_LOGIN_FAILURES_ACCOUNT,
    addressLoginFailuresPerMinute: parsed.OUTPOST_LOGIN_FAILURES_ADDRESS,
    requestBudgets: {
      userPerMinute: parsed.OUTPOST_RATE_LIMIT_USER,
      addressPerMinute: parsed.OUTPOST_RATE_LIMIT_ADDRESS,
      agentPerMinute: parsed.OUTPOST_RATE_LIMIT_AGENT,
      uploadsPerMinute: parsed.OUTPOST_RATE_LIMIT_UPLOADS,
      graphqlPerMinute: parsed.OUTPOST_RATE_LIMIT_GRAPHQL,
      searchPerMinute: parsed.OUTPOST_RATE_LIMIT_SEARCH,
      downloadsPerMinute: parsed.OUTPOST_RATE_LIMIT_DOWNLOADS,
    },
    uploadQuota: {
      userFiles: parsed.OUTPOST_UPLOAD_QUOTA_USER_FILES,
      userBytes: parsed.OUTPOST_UPLOAD_QUOTA_USER_MB * MIB,
      installationFiles: parsed.OUTPOST_UPLOAD_QUOTA_TOTAL_FILES,
      installationBytes: parsed.OUTPOST_UPLOAD_QUOTA_TOTAL_MB * MIB,
      minFreeBytes: parsed.OUTPOST_UPLOAD_MIN_FREE_MB * MIB,
    },
    trustProxy: parseTrustProxy(parsed.OUTPOST_TRUST_PROXY),
    seedDemo: parsed.OUTPOST_SEED_DEMO === 'true',
    demoAgent: parsed.OUTPOST_DEMO_AGENT === 'true',
    demoPsa: parsed.OUTPOST_DEMO_PSA,
    logLevel: parsed.OUTPOST_LOG_LEVEL,
    listCacheMs: parsed.OUTPOST_LIST_CACHE_MS,
    // The e2e journeys point this at the web app's e2e build (with its components playground).
    webDistDir: path.resolve(parsed.OUTPOST_WEB_DIST_DIR ?? path.join(serverRoot, '../web/dist')),
    masterKeyBase64: parsed.OUTPOST_MASTER_KEY,
    smtpListenPort: parsed.OUTPOST_SMTP_LISTEN_PORT,
    smtpMaxSessions: parsed.OUTPOST_SMTP_MAX_SESSIONS,
    environment: parsed.OUTPOST_ENVIRONMENT || undefined,
    s3:
      parsed.OUTPOST_S3_ENDPOINT && parsed.OUTPOST_S3_BUCKET && parsed.OUTPOST_S3_ACCESS_KEY && parsed.OUTPOST_S3_SECRET_KEY
        ? {
            endpoint: parsed.OUTPOST_S3_ENDPOINT,
            bucket: parsed.OUTPOST_S3_BUCKET,
            accessKey: parsed.OUTPOST_S3_ACCESS_KEY,
            secretKey: parsed.OUTPOST_S3_SECRET_KEY,
            region: parsed.OUTPOST_S3_REGION,
          }
        : undefined,
  };
}

/** `OUTPOST_TRUST_PROXY`: unset trusts no proxy; else a comma-separated list of addresses, CIDRs or `loopback`. */
export function parseTrustProxy(value: string | undefined): string[] | false {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false') return false;
  return trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The address a process on this machine reaches the server at, given the address it listens on. */
export function loopbackHost(host: string): string {
  if (host === '0.0.0.0' || host === '' || host === 'localhost') return '127.0.0.1';
  if (host === '::' || host === '::1') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
