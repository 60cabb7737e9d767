import { isTrusted, type TrustList } from '@/lib/net/client-ip';
import type { Merchant } from '../../context';
import { normaliseHost } from '../merchants';

/** What of a request decides the origin of a reset link. */
export interface OriginRequest {
  /** The direct peer (socket address): only a trusted proxy may name the origin. */
  peer: string;
  forwardedHost?: string | string[];
  forwardedProto?: string | string[];
}

/** The first value of a header a proxy chain may have repeated or comma-joined: the client-facing hop's. */
function first(h: string | string[] | undefined): string {
  const v = Array.isArray(h) ? h[0] : h;
  return (v ?? '').split(',')[0]!.trim();
}

/** A host with an optional port, as a Host header carries it; IPv6 in brackets. */
const hostWithPort = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** IPv6 hosts go in brackets in a URL. */
const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host);

/**
 * The origin (scheme, host, port) of the links in a reset e-mail. By default
 * `https://<merchant mainDomain>` (its first domain when mainDomain is unset). When the
 * request came from a trusted proxy (TRUSTED_PROXIES) with X-Forwarded-Host and
 * X-Forwarded-Proto, the origin the visitor used instead, so a link works on the domain
 * (and port, in development) where it was asked for. Even then the host must be one of the
 * merchant's own domains: a link in a reset e-mail that points elsewhere would hand the token
 * to whoever owns that host (the classic Host-header poisoning of reset mails).
 */
export function resetOrigin(merchant: Pick<Merchant, 'mainDomain' | 'domains'>, req: OriginRequest, trustedProxies: TrustList): string {
  const fallback = `https://${urlHost(merchant.mainDomain || merchant.domains[0] || 'localhost')}`;
  if (!isTrusted(req.peer, trustedProxies)) return fallback;
  const host = first(req.forwardedHost).toLowerCase();
  const proto = first(req.forwardedProto).toLowerCase();
  if (!host || (proto !== 'https' && proto !== 'http') || !hostWithPort.test(host)) return fallback;
  const bare = normaliseHost(host);
  if (!bare || !(merchant.domains.includes(bare) || bare === merchant.mainDomain)) return fallback;
  return `${proto}://${host.replace(/\.(?=:\d+$|$)/, '')}`;
}

/** The link of a reset e-mail: the forgot-password screen with the token (SPEC §2 route /m/forget). */
export function resetLink(origin: string, token: string): string {
  return `${origin}/m/forget?reset=${encodeURIComponent(token)}`;
}
