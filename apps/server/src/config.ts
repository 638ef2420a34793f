import path from 'node:path';
import { z } from 'zod';

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
  OUTPOST_SEED_DEMO: z.enum(['true', 'false']).default('true'),
  OUTPOST_LOG_LEVEL: z.string().default('info'),
  OUTPOST_LIST_CACHE_MS: z.coerce.number().int().min(0).default(1000),
  OUTPOST_MASTER_KEY: z.string().optional(),
  OUTPOST_S3_ENDPOINT: z.string().optional(),
  OUTPOST_S3_BUCKET: z.string().optional(),
  OUTPOST_S3_ACCESS_KEY: z.string().optional(),
  OUTPOST_S3_SECRET_KEY: z.string().optional(),
  OUTPOST_S3_REGION: z.string().optional(),
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
  seedDemo: boolean;
  logLevel: string;
  /** Identical device-list queries within this many ms share one database read (0: off). */
  listCacheMs: number;
  /** Built web app to serve, if present. */
  webDistDir: string;
  /** Base64 master key sealing organization backup keys; else `DATA_DIR/master.key`. */
  masterKeyBase64?: string | undefined;
  /** S3-compatible cloud backup storage; the filesystem under DATA_DIR/blobs when unset. */
  s3?: { endpoint: string; bucket: string; accessKey: string; secretKey: string; region?: string | undefined } | undefined;
}

/** Reads the configuration from the environment (see README for every variable). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  const admin =
    parsed.OUTPOST_ADMIN_EMAIL && parsed.OUTPOST_ADMIN_PASSWORD
      ? { email: parsed.OUTPOST_ADMIN_EMAIL, password: parsed.OUTPOST_ADMIN_PASSWORD }
      : undefined;
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
    seedDemo: parsed.OUTPOST_SEED_DEMO === 'true',
    logLevel: parsed.OUTPOST_LOG_LEVEL,
    listCacheMs: parsed.OUTPOST_LIST_CACHE_MS,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    masterKeyBase64: parsed.OUTPOST_MASTER_KEY,
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
