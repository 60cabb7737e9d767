import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The Facebook app the fake Graph API knows. */
export const fakeGraphApp = { appId: '1234567890', appSecret: 'facebook-app-secret-for-tests' } as const;
const { appId, appSecret } = fakeGraphApp;

/**
 * A tiny Graph API on loopback: the two endpoints the platform calls, with the checks Facebook
 * makes (client id and secret, the redirect URI of the dialog, single-use codes, appsecret_proof).
 */
export class FakeGraph {
  server: Server;
  url = '';
  /** code → the person who logged in on the dialog and the redirect URI it was issued for. */
  codes = new Map<string, { person: { id: string; name?: string; email?: string }; redirectUri: string }>();
  tokens = new Map<string, { id: string; name?: string; email?: string }>();
  calls: string[] = [];

  constructor() {
    this.server = createServer((req, res) => {
      const u = new URL(req.url ?? '/', 'http://x');
      this.calls.push(u.pathname);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (u.pathname === '/v19.0/oauth/access_token') {
        const p = u.searchParams;
        const grant = this.codes.get(p.get('code') ?? '');
        if (p.get('client_id') !== appId || p.get('client_secret') !== appSecret || !grant || grant.redirectUri !== p.get('redirect_uri')) {
          return send(400, { error: { message: 'Invalid verification code format.', type: 'OAuthException', code: 100 } });
        }
        this.codes.delete(p.get('code')!);
        const token = `EAAG${Math.random().toString(36).slice(2)}`;
        this.tokens.set(token, grant.person);
        return send(200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
      }
      if (u.pathname === '/v19.0/me') {
        const token = u.searchParams.get('access_token') ?? '';
        const person = this.tokens.get(token);
        const proof = createHmac('sha256', appSecret).update(token).digest('hex');
        if (!person || u.searchParams.get('appsecret_proof') !== proof) return send(400, { error: { message: 'Invalid OAuth access token.', code: 190 } });
        const fields = (u.searchParams.get('fields') ?? '').split(',');
        return send(200, Object.fromEntries(Object.entries(person).filter(([k]) => fields.includes(k))));
      }
      send(404, { error: { message: 'Unknown path' } });
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What the dialog does when a person logs in: a code for the redirect URI of the authorization URL. */
  login(authorizationUrl: string, person: { id: string; name?: string; email?: string }): { code: string; state: string } {
    const u = new URL(authorizationUrl);
    const code = `code-${Math.random().toString(36).slice(2)}`;
    this.codes.set(code, { person, redirectUri: u.searchParams.get('redirect_uri')! });
    return { code, state: u.searchParams.get('state')! };
  }
}
