import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';

/** What the sealed, httpOnly session cookie holds. Browser JavaScript never sees the token. */
export interface SessionData {
  token?: string;
  merchantCode?: string;
  userName?: string;
  type?: number;
  firstTimeLogin?: boolean;
  trial?: boolean;
}

export const sessionCookieName = 'wps_session';
/** Longest a sealed cookie lives; the platform's own session expiry is what really counts. */
export const sessionTtl_s = 7 * 24 * 3600;

export function sessionOptions(secret: string, secure: boolean): SessionOptions {
  return {
    password: secret.length >= 32 ? secret : secret.padEnd(32, secret),
    cookieName: sessionCookieName,
    ttl: sessionTtl_s,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

/** The session of the current request (server components, route handlers, server actions). */
export async function readSession(secret: string, secure: boolean) {
  return getIronSession<SessionData>(await cookies(), sessionOptions(secret, secure));
}
