import path from 'node:path';
import { z } from 'zod';
import { defaultTrustedProxies, isValidTrustEntry } from '@/lib/net/client-ip';
import { keptSecret } from './secret';

const webEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PLATFORM_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  DATA_DIR: z.string().min(1).default('.data'),
  WPS_UPSTREAM_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : [...defaultTrustedProxies]))
    .refine((list) => list.every(isValidTrustEntry), 'must be a comma list of addresses, CIDR ranges or "loopback"'),
  /** Fixes the merchant for every Host (an upstream without our domainRoute call). */
  MERCHANT_CODE: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/).optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
});

export interface WebConfig {
  port: number;
  upstreamUrl: string;
  sessionSecret: string;
  trustedProxies: string[];
  merchantCode?: string;
  upstreamTimeout_ms: number;
  cookieSecure: 'auto' | 'true' | 'false';
}

let cached: WebConfig | null = null;

/** The web app's configuration, read and checked once; a bad value stops with a clear message. */
export function webConfig(env: NodeJS.ProcessEnv = process.env): WebConfig {
  if (cached && env === process.env) return cached;
  const r = webEnvSchema.safeParse(env);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = r.data;
  const config: WebConfig = {
    port: e.PORT,
    upstreamUrl: (e.WPS_UPSTREAM_URL ?? `http://127.0.0.1:${e.PLATFORM_PORT}`).replace(/\/+$/, ''),
    sessionSecret: keptSecret(path.resolve(e.DATA_DIR), 'session-secret', e.SESSION_SECRET),
    trustedProxies: e.TRUSTED_PROXIES,
    merchantCode: e.MERCHANT_CODE,
    upstreamTimeout_ms: e.UPSTREAM_TIMEOUT_MS,
    cookieSecure: e.COOKIE_SECURE,
  };
  if (env === process.env) cached = config;
  return config;
}
