import { LRUCache } from 'lru-cache';
import { callWps, type CallOptions, type CallResult } from '@/lib/wps/client';
import { wpsCalls, type WpsCall } from '@/lib/wps/calls';
import { clientIp } from '@/lib/net/client-ip';
import { webConfig } from '@/lib/config/web';
import type { SystemStatusValue } from '@/lib/wps/schemas/system';
import { upstreamFetch } from './transport';

/** Who is asking: what every upstream call of a request carries. */
export interface Caller {
  merchant: string;
  ip: string;
  language?: string | null;
  token?: string | null;
  device?: string | null;
  userAgent?: string | null;
  cookie?: string | null;
  forwardedHost?: string | null;
  forwardedProto?: string | null;
}

/** The web server (scripts/web-server.ts) puts the socket's peer address here, after removing any copy the client sent. */
export const peerHeader = 'x-wps-peer';

/** Host of a request without its port, lower-case ("[::1]:3000" → "::1"). */
export function hostOf(hostHeader: string | null | undefined): string {
  const h = (hostHeader ?? '').trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']'));
  return h.split(':')[0] || 'localhost';
}

export function callerIp(get: (name: string) => string | null): string {
  const peer = get(peerHeader) ?? '';
  return clientIp(peer, get('x-forwarded-for'), webConfig().trustedProxies) || peer;
}

export function call(c: WpsCall, caller: Caller, rest: Pick<CallOptions, 'query' | 'body'> = {}): Promise<CallResult> {
  const cfg = webConfig();
  return callWps(c, { baseUrl: cfg.upstreamUrl, timeout_ms: cfg.upstreamTimeout_ms, fetchImpl: upstreamFetch, ...caller, ...rest });
}

/**
 * Hosts and their merchant (null: no merchant has that host), each for its TTL. An entry past its
 * TTL is kept until evicted (allowStale), so an unreachable upstream can still be answered with
 * the last good merchant. Date.now is the clock, as everywhere in the web server (tests move it).
 */
export const hostCache = { entries_max: 1000, ttl_ms: 60_000, unknownTtl_ms: 10_000 } as const;
const hostMerchants = new LRUCache<string, { code: string | null }>({
  max: hostCache.entries_max, allowStale: true, noDeleteOnStaleGet: true, perf: Date, ttlResolution: 0,
});

/** The merchant a Host belongs to (MERCHANT_CODE, or the upstream's domain routes), cached a minute. */
export async function merchantForHost(host: string): Promise<string | null> {
  const fixed = webConfig().merchantCode;
  if (fixed) return fixed;
  const hit = hostMerchants.get(host);
  if (hit && hostMerchants.getRemainingTTL(host) > 0) return hit.code;
  const r = await call(wpsCalls.systemDomainRoute, { merchant: '', ip: '' }, { query: { host } });
  const value = r.envelope.success ? wpsCalls.systemDomainRoute.value.safeParse(r.envelope.value) : null;
  if (value?.success) {
    hostMerchants.set(host, { code: value.data.merchantCode }, { ttl: hostCache.ttl_ms });
    return value.data.merchantCode;
  }
  // An unreachable upstream is not an unknown host: keep the last good answer if we had one.
  if (r.envelope.errorCode?.startsWith('upstream.') && hit?.code) return hit.code;
  if (!r.envelope.errorCode?.startsWith('upstream.')) hostMerchants.set(host, { code: null }, { ttl: hostCache.unknownTtl_ms });
  return null;
}

interface StatusEntry {
  value: SystemStatusValue | null;
  at_ms: number;
  refreshing: Promise<void> | null;
}
/**
 * Statuses by merchant, address and language, bounded (the least recently used go first). Age is
 * kept in the entry rather than as an lru-cache TTL: a status past statusFresh_ms is still served
 * while one request refreshes it in the background, which a TTL that removes entries cannot say.
 */
const statuses = new LRUCache<string, StatusEntry>({ max: 5000 });
/** Younger than this, a status is served as is; older, it is served and refreshed in the background. */
export const statusFresh_ms = 2_000;
/** Older than this, a status is not served: the request waits for a fresh one. */
export const statusStale_ms = 60_000;

async function fetchStatus(caller: Caller): Promise<SystemStatusValue | null> {
  const r = await call(wpsCalls.systemStatus, { ...caller, token: null });
  if (!r.envelope.success) return null;
  const parsed = wpsCalls.systemStatus.value.safeParse(r.envelope.value);
  return parsed.success ? parsed.data : null;
}

/**
 * The system status for a merchant and visitor address (SPEC §4: cached, refreshed in the
 * background). Null when the upstream cannot tell; callers then render without it.
 */
export async function systemStatusFor(caller: Caller): Promise<SystemStatusValue | null> {
  const key = `${caller.merchant}|${caller.ip}|${(caller.language ?? '').toUpperCase()}`;
  const now = Date.now();
  const hit = statuses.get(key);
  const refresh = (entry: StatusEntry) => {
    entry.refreshing ??= fetchStatus(caller)
      .then((value) => {
        if (value) {
          entry.value = value;
          entry.at_ms = Date.now();
        }
      })
      .finally(() => {
        entry.refreshing = null;
      });
    return entry.refreshing;
  };
  if (hit?.value && now - hit.at_ms < statusStale_ms) {
    if (now - hit.at_ms >= statusFresh_ms) void refresh(hit);
    return hit.value;
  }
  const entry: StatusEntry = hit ?? { value: null, at_ms: 0, refreshing: null };
  statuses.set(key, entry);
  await refresh(entry);
  return entry.value;
}
