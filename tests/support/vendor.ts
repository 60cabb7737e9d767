import type { FastifyInstance } from 'fastify';
import { signBody } from '@/platform/src/modules/vendor-wallet/signing';
import type { WalletAction } from '@/platform/src/modules/vendor-wallet/schema';
import type { TestPlatform } from './platform';

export interface WalletReply {
  status: string;
  balance: string | null;
  currency: string | null;
}

export interface VendorClient {
  code: string;
  secret: string;
  /** Signs the body (an object is sent as JSON, a string as it is) and posts it; the raw answer text and its JSON. */
  call(action: WalletAction, body: unknown, opts?: { signature?: string; signWith?: string; headers?: Record<string, string> }): Promise<{ http: number; text: string; json: WalletReply }>;
}

/** A vendor client over app.inject, signing as a real vendor does: HMAC-SHA256 of the exact bytes sent. */
export function vendorClient(app: FastifyInstance, code: string, secret: string): VendorClient {
  return {
    code,
    secret,
    async call(action, body, opts = {}) {
      const payload = typeof body === 'string' ? body : JSON.stringify(body);
      const signature = opts.signature ?? signBody(secret, opts.signWith ?? payload);
      const r = await app.inject({
        method: 'POST',
        url: `/vendor/${code}/wallet/${action}`,
        headers: { 'content-type': 'application/json', 'x-signature': signature, ...opts.headers },
        payload,
      });
      return { http: r.statusCode, text: r.body, json: r.json() as WalletReply };
    },
  };
}

/** A vendor of a merchant made through the back office (POST /bo/vendors), with its one-time secret. */
export async function makeVendor(
  p: TestPlatform, input: { code: string; merchant?: string; name?: string; maxStake?: string | null; enabled?: boolean },
): Promise<VendorClient> {
  const r = await p.app.inject({
    method: 'POST', url: '/bo/vendors', headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
    payload: { merchant: 'demo', ...input },
  });
  if (r.statusCode !== 201) throw new Error(`POST /bo/vendors: ${r.statusCode} ${r.body}`);
  const secret = (r.json().value as { secret: string }).secret;
  return vendorClient(p.app, input.code, secret);
}

/** A game session token for a member (POST /bo/vendors/:merchant/:code/token). */
export async function gameToken(p: TestPlatform, vendor: string, username: string, opts: { merchant?: string; gameId?: string; ttlMinutes?: number } = {}): Promise<string> {
  const r = await p.app.inject({
    method: 'POST', url: `/bo/vendors/${opts.merchant ?? 'demo'}/${vendor}/token`,
    headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
    payload: { username, ...(opts.gameId ? { gameId: opts.gameId } : {}), ...(opts.ttlMinutes ? { ttlMinutes: opts.ttlMinutes } : {}) },
  });
  if (r.statusCode !== 200) throw new Error(`token: ${r.statusCode} ${r.body}`);
  return (r.json().value as { token: string }).token;
}
