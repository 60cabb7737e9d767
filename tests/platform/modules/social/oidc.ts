import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import Provider from 'oidc-provider';

/**
 * OpenID providers on loopback for the Google tests: a real one (oidc-provider, with its
 * development login and consent screens, which `authorize` fills in like a person would), and
 * a rogue one that signs whatever ID token a test asks for, to show the platform refuses it.
 */
async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export interface TestOp {
  issuer: string;
  close(): Promise<void>;
}

export async function startOidcProvider(client: { clientId: string; clientSecret: string; redirectUri: string }): Promise<TestOp> {
  let callback: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const { server, url } = await listen((req, res) => callback!(req, res));
  // oidc-provider warns about its development screens and Node 20 when made: expected here.
  const warn = console.warn;
  console.warn = () => undefined;
  const op = new Provider(url, {
    clients: [{
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      token_endpoint_auth_method: 'client_secret_post',
    }],
    // Every login the development screen accepts is an account: the login name is the subject.
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: `${id}@example.com`, email_verified: true, name: `${id[0]!.toUpperCase()}${id.slice(1)} Oogle` };
        },
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the profile claims in the ID token; oidc-provider does so with this off.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: true } },
    ttl: { Session: 3600, Grant: 3600, Interaction: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  console.warn = warn;
  callback = op.callback();
  return { issuer: url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Drives an authorization URL to its redirect as a browser would: follows redirects with the
 * provider's cookies, signs in as `accountId` on the login screen and agrees on the consent
 * screen. Answers the URL the provider redirected to (redirect URI with code, state, iss).
 */
export async function authorize(authorizationUrl: string, redirectUri: string, accountId: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next = authorizationUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let step = 0; step < 12; step++) {
    const res = await fetch(next, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(c)) jar.delete(name);
      else jar.set(name, value);
    }
    if (res.status >= 300 && res.status < 400) {
      const location = new URL(res.headers.get('location')!, next);
      if (location.href.startsWith(redirectUri)) return location;
      next = location.href;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!prompt || !action) throw new Error(`unexpected provider page (${res.status}): ${html.slice(0, 400)}`);
    next = new URL(action.replace(/&amp;/g, '&'), next).href;
    method = 'POST';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt }).toString();
  }
  throw new Error('the authorization did not come back to the redirect URI');
}

/** A provider that discovers like a real one but signs any ID token a test sets. */
export async function startRogueProvider(): Promise<TestOp & { idToken(claims: Record<string, unknown>): Promise<void> }> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'rogue', alg: 'RS256', use: 'sig' };
  let token = '';
  const { server, url } = await listen((req, res) => {
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    const path = new URL(req.url ?? '/', url).pathname;
    if (path === '/.well-known/openid-configuration') {
      return send({
        issuer: url, authorization_endpoint: `${url}/auth`, token_endpoint: `${url}/token`, jwks_uri: `${url}/jwks`,
        response_types_supported: ['code'], subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'], token_endpoint_auth_methods_supported: ['client_secret_post'],
      });
    }
    if (path === '/jwks') return send({ keys: [jwk] });
    if (path === '/token') {
      req.resume();
      return req.on('end', () => send({ access_token: 'rogue-access-token', token_type: 'Bearer', expires_in: 3600, id_token: token }));
    }
    res.writeHead(404).end();
  });
  return {
    issuer: url,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    async idToken(claims) {
      const now = Math.floor(Date.now() / 1000);
      token = await new SignJWT({ iat: now, exp: now + 600, ...claims }).setProtectedHeader({ alg: 'RS256', kid: 'rogue' }).sign(privateKey);
    },
  };
}
