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

/** A remembered login keeps its cookie this long (the platform's remembered session lasts as long). */
export const rememberedSessionTtl_s = 30 * 24 * 3600;

/** Under https the cookie takes the __Host- prefix: Secure, Path=/, no Domain, so no subdomain can plant one. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-wps_session' : 'wps_session';
}

/**
 * Options for reading and writing the session cookie. `remember: false` makes a browser-session
 * cookie (gone when the browser closes); the platform's own expiry and idle timeout still apply.
 */
export function sessionOptions(secret: string, secure: boolean, lifetime: { remember: boolean } = { remember: true }): SessionOptions {
  return {
    password: secret,
    cookieName: sessionCookieName(secure),
    ttl: rememberedSessionTtl_s,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      ...(lifetime.remember ? {} : { maxAge: undefined }),
    },
  };
}

/** The session of the current request (server components, route handlers, server actions). */
export async function readSession(secret: string, secure: boolean) {
  return getIronSession<SessionData>(await cookies(), sessionOptions(secret, secure));
}
