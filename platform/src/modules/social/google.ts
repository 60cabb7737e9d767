import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { isLoopbackUrl } from './schema';

/**
 * Google sign-in over OpenID Connect with openid-client: discovery from the issuer, the
 * authorization code flow with state, nonce and PKCE (S256), and the code exchange whose ID
 * token openid-client validates (iss, aud, exp, iat, nonce; azp with several audiences).
 * Works against any OpenID provider, which is how the tests run it on loopback.
 */
export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface OidcAuthorization {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcIdentity {
  subject: string;
  email: string | null;
  name: string | null;
}

const discoveryTtl_ms = 10 * 60_000;
const cacheMax = 200;
const timeout_s = 10;
const cache = new Map<string, { config: Promise<oidc.Configuration>; at_ms: number }>();

function cacheKey(s: OidcClientSettings): string {
  return createHash('sha256').update(`${s.issuer}\n${s.clientId}\n${s.clientSecret}`).digest('base64url');
}

/** The provider's configuration, discovered once per issuer and client and kept ten minutes. */
export function oidcConfiguration(s: OidcClientSettings): Promise<oidc.Configuration> {
  const key = cacheKey(s);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at_ms < discoveryTtl_ms) return hit.config;
  if (cache.size >= cacheMax) cache.clear();
  const issuer = new URL(s.issuer);
  // Plain http only for a provider on loopback (tests); Google itself is https.
  const execute = issuer.protocol === 'http:' && isLoopbackUrl(issuer) ? [oidc.allowInsecureRequests] : [];
  const config = oidc.discovery(issuer, s.clientId, { client_secret: s.clientSecret }, oidc.ClientSecretPost(s.clientSecret), {
    execute, timeout: timeout_s,
  });
  const entry = { config, at_ms: Date.now() };
  cache.set(key, entry);
  config.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return config;
}

export async function oidcAuthorizationUrl(s: OidcClientSettings, redirectUri: string): Promise<OidcAuthorization> {
  const config = await oidcConfiguration(s);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

/**
 * Exchanges the code for tokens and answers who signed in. Throws when anything does not
 * check out: the state, the issuer of the response, the code, or any claim of the ID token.
 */
export async function oidcExchange(
  s: OidcClientSettings,
  a: { redirectUri: string; code: string; state: string; iss?: string; codeVerifier: string; nonce: string },
): Promise<OidcIdentity> {
  const config = await oidcConfiguration(s);
  const current = new URL(a.redirectUri);
  current.searchParams.set('code', a.code);
  current.searchParams.set('state', a.state);
  if (a.iss !== undefined) current.searchParams.set('iss', a.iss);
  const tokens = await oidc.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: a.codeVerifier,
    expectedState: a.state,
    expectedNonce: a.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims?.sub) throw new Error('no ID token subject');
  const email = typeof claims.email === 'string' && claims.email_verified === true ? claims.email : null;
  const name = typeof claims.name === 'string' ? claims.name : null;
  return { subject: claims.sub, email, name };
}
