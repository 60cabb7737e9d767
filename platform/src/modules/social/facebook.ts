import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { facebookDialogUrl, facebookGraphVersion } from './schema';

/**
 * Facebook Login over OAuth 2: the login dialog with state, then the code exchanged at the
 * Graph API (`/oauth/access_token`) with the app secret, and the person read from `/me`
 * (with appsecret_proof, so a token leaked elsewhere is useless to us). The Graph base URL
 * comes from the provider row, which is how the tests point it at a server on loopback.
 */
export interface FacebookSettings {
  clientId: string;
  clientSecret: string;
  graphUrl: string;
}

export interface FacebookIdentity {
  subject: string;
  email: string | null;
  name: string | null;
}

const timeout_ms = 10_000;
const maxBody_bytes = 64 * 1024;

export function facebookAuthorizationUrl(s: FacebookSettings & { defaultGraph: boolean }, redirectUri: string, state: string): string {
  // The dialog lives on www.facebook.com; a Graph stand-in (tests) serves the dialog path itself.
  const base = s.defaultGraph ? facebookDialogUrl : s.graphUrl;
  const url = new URL(`${base}/${facebookGraphVersion}/dialog/oauth`);
  url.searchParams.set('client_id', s.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'public_profile,email');
  return url.href;
}

async function getJson(url: URL): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeout_ms), redirect: 'error', headers: { accept: 'application/json' } });
  const text = await res.text();
  if (text.length > maxBody_bytes) throw new Error(`Graph API answer too large (${url.pathname})`);
  if (!res.ok) throw new Error(`Graph API ${url.pathname} answered ${res.status}`);
  return JSON.parse(text);
}

const tokenSchema = z.object({ access_token: z.string().min(1).max(4096) });
const meSchema = z.object({
  id: z.string().regex(/^[0-9]{1,64}$/),
  name: z.string().max(256).optional(),
  email: z.string().max(254).optional(),
});

export async function facebookExchange(s: FacebookSettings, a: { redirectUri: string; code: string }): Promise<FacebookIdentity> {
  const tokenUrl = new URL(`${s.graphUrl}/${facebookGraphVersion}/oauth/access_token`);
  tokenUrl.searchParams.set('client_id', s.clientId);
  tokenUrl.searchParams.set('redirect_uri', a.redirectUri);
  tokenUrl.searchParams.set('client_secret', s.clientSecret);
  tokenUrl.searchParams.set('code', a.code);
  const { access_token } = tokenSchema.parse(await getJson(tokenUrl));

  const meUrl = new URL(`${s.graphUrl}/${facebookGraphVersion}/me`);
  meUrl.searchParams.set('fields', 'id,name,email');
  meUrl.searchParams.set('access_token', access_token);
  meUrl.searchParams.set('appsecret_proof', createHmac('sha256', s.clientSecret).update(access_token).digest('hex'));
  const me = meSchema.parse(await getJson(meUrl));
  return { subject: me.id, email: me.email ?? null, name: me.name ?? null };
}
