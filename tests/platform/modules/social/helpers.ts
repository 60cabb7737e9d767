import type { TestPlatform } from '@/tests/support/platform';

export { freshIp } from '@/tests/support/clock';

/** PUT /bo/merchants/:code/social/:provider as the operator. */
export function putProvider(p: TestPlatform, provider: string, body: Record<string, unknown>, merchant = 'demo') {
  return p.app.inject({
    method: 'PUT',
    url: `/bo/merchants/${merchant}/social/${provider}`,
    headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

export function listProviders(p: TestPlatform, merchant = 'demo') {
  return p.app.inject({ method: 'GET', url: `/bo/merchants/${merchant}/social`, headers: { authorization: `Bearer ${p.opsToken}` } });
}

/** The web origin the demo merchant serves (localhost is one of its domains). */
export const webOrigin = 'http://localhost:3000';
export const callbackUri = (provider: string) => `${webOrigin}/auth/${provider}/callback`;
