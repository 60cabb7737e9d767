import { getIronSession, type IronSession } from 'iron-session';
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
