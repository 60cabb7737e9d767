import { sealData, unsealData } from 'iron-session';
import { webConfig } from '@/lib/config/web';

/**
 * The operator's back-office token on the web origin (the operator chat page, app/ops/chat): kept
 * sealed in an httpOnly cookie of its own, never in the page's JavaScript, as the member's session
 * is. The page's calls (app/ops/chat/api) and its socket (/ops/chat/ws, lib/bff/chat-socket.ts)
 * turn it back into `Authorization: Bearer` for the platform's /bo/chat routes.
 */
export const opsCookie = { name: 'wps_ops', path: '/ops', ttl_s: 12 * 3600 } as const;

/** Tokens the back office issues: base64url, as ensureBootstrapOperator and `ops operator:token` make them. */
export const opsTokenShape = /^[A-Za-z0-9_-]{16,256}$/;

export function sealOpsToken(token: string): Promise<string> {
  return sealData({ token }, { password: webConfig().sessionSecret, ttl: opsCookie.ttl_s });
}

/** The token of a sealed cookie value, or null (missing, tampered, expired). */
export async function openOpsToken(sealed: string | undefined): Promise<string | null> {
  if (!sealed) return null;
  try {
    const data = await unsealData<{ token?: string }>(sealed, { password: webConfig().sessionSecret, ttl: opsCookie.ttl_s });
    return typeof data.token === 'string' && opsTokenShape.test(data.token) ? data.token : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie value of a sealed token (Secure under https), or of its removal. */
export function opsCookieHeader(sealed: string | null, secure: boolean): string {
  const attrs = `Path=${opsCookie.path}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  return sealed ? `${opsCookie.name}=${sealed}; Max-Age=${opsCookie.ttl_s}; ${attrs}` : `${opsCookie.name}=; Max-Age=0; ${attrs}`;
}
