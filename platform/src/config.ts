import path from 'node:path';
import { z } from 'zod';
import { keptSecret } from '@/lib/config/secret';
import { defaultTrustedProxies, isValidTrustEntry } from '@/lib/net/client-ip';
import { groupCommitDefaults, groupCommitLimits, type GroupCommitSettings } from './db/group-commit';

const port = z.coerce.number().int().min(1).max(65535);

export const platformEnvSchema = z.object({
  PLATFORM_PORT: port.default(4000),
  PLATFORM_HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : [...defaultTrustedProxies]))
    .refine((list) => list.every(isValidTrustEntry), 'must be a comma list of addresses, CIDR ranges or "loopback"'),
  PLATFORM_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  OPS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Outbox delivery (modules/outbox): without these, SMS and e-mail stay held in the outbox.
  SMS_HTTP_URL: z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) URL').optional(),
  SMS_HTTP_TOKEN: z.string().min(1).max(4096).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL').optional(),
  SMTP_FROM: z.string().min(3).max(320).regex(/@/, 'must contain an e-mail address').optional(),
  // The wallet's group commit (db/group-commit.ts; README.md, Wallet): how many calls a batch
  // holds at most, how long a call may wait for company while another batch runs, batches at once.
  WALLET_BATCH_MAX: z.coerce.number().int().min(1).max(groupCommitLimits.batchMax_max).default(groupCommitDefaults.batchMax),
  WALLET_BATCH_WINDOW_MS: z.coerce.number().min(0).max(groupCommitLimits.window_ms_max).default(groupCommitDefaults.window_ms),
  WALLET_BATCH_CONCURRENCY: z.coerce.number().int().min(1).max(groupCommitLimits.concurrency_max).default(groupCommitDefaults.concurrency),
  // End-to-end tests only: a file holding the milliseconds the daily rewards' clock (sign-in) runs
  // ahead of the system's, so a spec can live through tomorrow without moving anything else.
  REWARDS_CLOCK_FILE: z.string().min(1).max(1024).optional(),
  // End-to-end tests only: the same for the clock of the house games' reality check (the time a
  // member has played), so a spec can show the reminder of a 15-minute interval without waiting.
  REALITY_CLOCK_FILE: z.string().min(1).max(1024).optional(),
});

export interface PlatformConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  trustedProxies: string[];
  /** Key for secrets at rest (customer-service paths, RSA private keys). */
  platformSecret: string;
  opsToken?: string;
  logLevel: string;
  /** SMS delivery over HTTP (POST {to, text}); unset keeps SMS held in the outbox. */
  smsHttpUrl?: string;
  smsHttpToken?: string;
  /** E-mail delivery over SMTP (nodemailer); unset keeps e-mail held in the outbox. */
  smtpUrl?: string;
  smtpFrom?: string;
  /** REWARDS_CLOCK_FILE (e2e only): the daily rewards' clock runs ahead of the system's by the milliseconds in it. */
  rewardsClockFile?: string;
  /** REALITY_CLOCK_FILE (e2e only): the house games' reality check runs ahead of the system's clock by the milliseconds in it. */
  realityClockFile?: string;
  /** The wallet's group commit; groupCommitDefaults when absent (tests). */
  walletBatch?: GroupCommitSettings;
}

/** Reads and checks the environment once; a bad value stops the boot with a clear line. */
export function parseEnv(env: NodeJS.ProcessEnv): z.infer<typeof platformEnvSchema> {
  const r = platformEnvSchema.safeParse(env);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return r.data;
}

export function loadPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const e = parseEnv(env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PLATFORM_PORT,
    host: e.PLATFORM_HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    trustedProxies: e.TRUSTED_PROXIES,
    platformSecret: keptSecret(dataDir, 'platform-secret', e.PLATFORM_SECRET),
    opsToken: e.OPS_TOKEN,
    logLevel: e.LOG_LEVEL,
    smsHttpUrl: e.SMS_HTTP_URL,
    smsHttpToken: e.SMS_HTTP_TOKEN,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    walletBatch: { batchMax: e.WALLET_BATCH_MAX, window_ms: e.WALLET_BATCH_WINDOW_MS, concurrency: e.WALLET_BATCH_CONCURRENCY },
    rewardsClockFile: e.REWARDS_CLOCK_FILE ? path.resolve(e.REWARDS_CLOCK_FILE) : undefined,
    realityClockFile: e.REALITY_CLOCK_FILE ? path.resolve(e.REALITY_CLOCK_FILE) : undefined,
  };
}
