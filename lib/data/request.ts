import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { call, callerIp, hostOf, merchantForHost, type Caller } from '@/lib/bff/upstream';
import { wpsCalls, type CallValue, type WpsCallName } from '@/lib/wps/calls';
import { webConfig } from '@/lib/config/web';
import { readSession } from '@/lib/session';

/** Whether cookies of this request must be Secure: an https request, or forced by COOKIE_SECURE. */
export function secureCookies(proto: string | null): boolean {
  const mode = webConfig().cookieSecure;
  return mode === 'auto' ? proto === 'https' : mode === 'true';
}

/** The caller of the current request: merchant by Host, client IP, language cookie, session token. */
export const currentCaller = cache(async (): Promise<Caller & { host: string; merchantKnown: boolean; memberType: number | null }> => {
  const h = await headers();
  const host = hostOf(h.get('x-forwarded-host') ?? h.get('host'));
  const merchant = await merchantForHost(host);
  const jar = await cookies();
  const session = await readSession(webConfig().sessionSecret, secureCookies(h.get('x-forwarded-proto')));
  return {
    host,
    merchant: merchant ?? '',
    merchantKnown: merchant !== null,
    ip: callerIp((n) => h.get(n)),
    language: jar.get('language')?.value ?? null,
    token: session.token && session.merchantCode === merchant ? session.token : null,
    /** The member's type as the cookie keeps it (null without a session): what some reads depend on (the chat's unread count). */
    memberType: session.token && session.merchantCode === merchant && typeof session.type === 'number' ? session.type : null,
    device: h.get('device') ?? 'web',
  };
});

export type ReadQuery = Record<string, string | number | undefined>;

/**
 * One call for this request's caller, its value checked against the call's value schema
 * (lib/wps/calls.ts): null when the call failed or the value does not fit, so a screen shows
 * what it has rather than an error. Blank query values are left out.
 */
export async function readValue<N extends WpsCallName>(name: N, query: ReadQuery = {}): Promise<CallValue<N> | null> {
  const c = wpsCalls[name];
  const q = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
  const r = await call(c, await currentCaller(), { query: q });
  if (!r.envelope.success) return null;
  const parsed = c.value.safeParse(r.envelope.value);
  return parsed.success ? (parsed.data as CallValue<N>) : null;
}
