import { languageShape } from '@/lib/wps/client';
import { callerIp, hostOf, merchantForHost } from './upstream';

/**
 * What the platform gets with every /games request, a page, an API call or a socket's
 * handshake alike: the merchant of this Host, the client's IP (lib/net/client-ip, from the
 * socket's peer), and the language of the member's cookie. Null when no merchant has the host.
 */
export async function gamesUpstreamHeaders(get: (name: string) => string | null, cookieLanguage: string | undefined): Promise<Record<string, string> | null> {
  const merchant = await merchantForHost(hostOf(get('x-forwarded-host') ?? get('host')));
  if (!merchant) return null;
  const headers: Record<string, string> = { Merchant: merchant, 'X-Forwarded-For': callerIp(get) };
  if (cookieLanguage && languageShape.test(cookieLanguage)) headers.Language = cookieLanguage.toUpperCase();
  return headers;
}
