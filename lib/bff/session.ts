import { getIronSession, unsealData, type IronSession } from 'iron-session';
import { LRUCache } from 'lru-cache';
import type { NextRequest, NextResponse } from 'next/server';
import type { WpsCallName } from '@/lib/wps/calls';
import { webConfig } from '@/lib/config/web';
import { sessionOptions, type SessionData } from '@/lib/session';

/**
 * The sealed session cookie as route handlers use it: the BFF (lib/bff/handler.ts) and the
 * social login callback (app/auth/[provider]/callback) both open it on the request, keep a
 * token a session-issuing call answered, and copy the Set-Cookie it writes onto their answer.
 */
export type BffSession = IronSession<SessionData>;

/** Secure cookies under https (as the proxy in front says) unless COOKIE_SECURE fixes it. */
export function cookieSecureFor(req: { headers: Headers }): boolean {
  const cfg = webConfig();
  return cfg.cookieSecure === 'auto' ? req.headers.get('x-forwarded-proto') === 'https' : cfg.cookieSecure === 'true';
}

/** Unsealed cookies kept in memory: a member's every call would otherwise pay the key derivation and decryption again. */
export const unsealedCache = { entries_max: 10_000, ttl_ms: 60_000 } as const;
/** By sealed value; each entry's TTL ends at the minute or the seal's expiration, whichever is first. */
const unsealed = new LRUCache<string, Readonly<SessionData>>({ max: unsealedCache.entries_max, perf: Date, ttlResolution: 0 });

/**
 * When a verified seal stops being accepted (its expiration, ms since epoch; 0 for none).
 * The iron format is `Fe26.2*id*salt*iv*data*expiration*hmacSalt*hmac`, with `~2` after it; the
 * HMAC covers the expiration, and this is only read after unsealData has checked it.
 */
function sealExpiry_ms(seal: string): number {
  const expiration = seal.split('~')[0]!.split('*')[5];
  return expiration ? Number(expiration) || 0 : 0;
}

/** What reading the cookie needs of a request: a NextRequest, or a socket's handshake (lib/bff/chat-socket.ts). */
export interface SessionRequest {
  headers: Headers;
  cookies: { get(name: string): { value: string } | undefined };
}

/**
 * What the session cookie of a request holds, read only: the BFF needs the token and its
 * merchant on every call, and writes the cookie only for the few calls that log in or out
 * (openSession). The same sealed value was verified and decrypted before, so it is served from
 * memory for at most a minute and never past its own expiration; a value that fails to unseal
 * (tampered, expired, another secret) is not kept and reads as no session, as getIronSession
 * reads it.
 */
export async function readSessionData(req: SessionRequest): Promise<Readonly<SessionData>> {
  const { password, cookieName, ttl } = sessionOptions(webConfig().sessionSecret, cookieSecureFor(req));
  const seal = req.cookies.get(cookieName)?.value;
  if (!seal) return {};
  const hit = unsealed.get(seal);
  // lru-cache still serves an entry in the millisecond its TTL ends; the seal's expiration does not.
  if (hit && unsealed.getRemainingTTL(seal) > 0) return hit;
  const now_ms = Date.now();
  const data = await unsealData<SessionData>(seal, { password, ttl });
  if (!data.token) return data;
  const expiry_ms = sealExpiry_ms(seal);
  const until_ms = Math.min(now_ms + unsealedCache.ttl_ms, expiry_ms || Infinity);
  const kept = Object.freeze({ ...data });
  // A TTL of 0 would keep the entry for ever: a seal in its last moments is not kept at all.
  if (until_ms > now_ms) unsealed.set(seal, kept, { ttl: until_ms - now_ms });
  return kept;
}

/** The session of a request; writes (save, destroy) land as Set-Cookie on `res`. */
export function openSession(req: NextRequest, res: NextResponse): Promise<BffSession> {
  return getIronSession<SessionData>(req, res, sessionOptions(webConfig().sessionSecret, cookieSecureFor(req)));
}

/**
 * Keeps the token of a successful session-issuing call (login, register, trial, social login,
 * ...) in the sealed cookie with what the page frame needs. Remember me keeps the cookie 30
 * days; otherwise it ends with the browser session. Answers false, changing nothing, when the
 * value holds no token.
 */
export async function saveIssuedSession(
  req: { headers: Headers },
  session: BffSession,
  issued: { merchant: string; callName: WpsCallName; value: unknown; remember: boolean },
): Promise<boolean> {
  const v = issued.value as { token?: unknown; userName?: unknown; type?: unknown; firstTimeLogin?: unknown } | null;
  if (typeof v?.token !== 'string') return false;
  session.token = v.token;
  session.merchantCode = issued.merchant;
  session.userName = typeof v.userName === 'string' ? v.userName : undefined;
  session.type = typeof v.type === 'number' ? v.type : undefined;
  session.firstTimeLogin = v.firstTimeLogin === true;
  session.trial = issued.callName === 'sessionLoginFreeplay' || v.type === 4;
  session.updateConfig(sessionOptions(webConfig().sessionSecret, cookieSecureFor(req), { remember: issued.remember }));
  await session.save();
  return true;
}
