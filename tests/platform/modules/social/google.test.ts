import { loginValueSchema } from '@/lib/wps/schemas/session';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { callbackUri, freshIp, putProvider } from './helpers';
import { authorize, startOidcProvider, startRogueProvider, type TestOp } from './oidc';

const client = { clientId: 'wps-demo-google', clientSecret: 'google-client-secret-for-tests', redirectUri: callbackUri('google') };

describeEachDb('google one-click login (OpenID Connect against a real provider on loopback)', (get) => {
  let p: TestPlatform;
  let op: TestOp;
  const platform = usePlatform(get);
  beforeAll(async () => {
    p = platform();
    op = await startOidcProvider(client);
    const r = await putProvider(p, 'google', { enabled: true, clientId: client.clientId, clientSecret: client.clientSecret, issuer: op.issuer });
    expect(r.statusCode).toBe(200);
  });
  afterAll(async () => {
    await op.close();
  });

  const start = async () => {
    const r = await wpsCall(p.app, 'sessionSocialStart', { query: { provider: 'google', redirectUri: client.redirectUri }, ip: freshIp() });
    expect(r.json()).toMatchObject({ success: true });
    return r.json().value.url as string;
  };
  const callback = (back: URL, over: Record<string, unknown> = {}) => wpsCall(p.app, 'sessionSocialCallback', {
    body: {
      provider: 'google', code: back.searchParams.get('code'), state: back.searchParams.get('state'),
      ...(back.searchParams.has('iss') ? { iss: back.searchParams.get('iss') } : {}), ...over,
    },
    ip: freshIp(),
  });

  it('answers the authorization URL of the provider with state, nonce and PKCE S256', async () => {
    const u = new URL(await start());
    expect(u.origin).toBe(op.issuer);
    const q = u.searchParams;
    expect(q.get('client_id')).toBe(client.clientId);
    expect(q.get('redirect_uri')).toBe(client.redirectUri);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
  });

  it('logs a person in end to end: creates the member the first time, finds it the next', async () => {
    const back = await authorize(await start(), client.redirectUri, 'gina');
    expect(back.searchParams.get('code')).toBeTruthy();
    const r = await callback(back);
    expect(r.statusCode).toBe(200);
    const v = loginValueSchema.parse(r.json().value);
    expect(v).toMatchObject({ userName: 'gina', type: 0, firstTimeLogin: false });
    const info = (await wpsCall(p.app, 'memberInfo', { token: v.token })).json().value;
    expect(info).toMatchObject({ userName: 'gina', nickname: 'Gina Oogle', email: 'gi***@example.com' });

    const again = loginValueSchema.parse((await callback(await authorize(await start(), client.redirectUri, 'gina'))).json().value);
    expect(again.id).toBe(v.id);
    expect(again.token).not.toBe(v.token);
  });

  it('refuses a replayed state', async () => {
    const back = await authorize(await start(), client.redirectUri, 'replayer');
    expect((await callback(back)).json().success).toBe(true);
    const replay = await callback(back);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ success: false, errorCode: 'social.login.failed', value: null });
  });

  it('refuses an ID token whose nonce is not the one of the state', async () => {
    const u = new URL(await start());
    u.searchParams.set('nonce', 'a-nonce-the-platform-never-issued');
    const r = await callback(await authorize(u.href, client.redirectUri, 'mallory'));
    expect(r.json().errorCode).toBe('social.login.failed');
  });

  it('refuses a response whose iss parameter names another issuer', async () => {
    const back = await authorize(await start(), client.redirectUri, 'mixup');
    const r = await callback(back, { iss: 'https://accounts.google.com' });
    expect(r.json().errorCode).toBe('social.login.failed');
  });

  it('refuses a code that was not issued with the state\'s PKCE verifier', async () => {
    const first = await start();
    const second = new URL(await start());
    // The code comes from the first authorization, the state from the second: the verifiers differ.
    const back = await authorize(first, client.redirectUri, 'pkce');
    const r = await callback(back, { state: second.searchParams.get('state') });
    expect(r.json().errorCode).toBe('social.login.failed');
  });

  it('refuses a Facebook state presented as Google', async () => {
    await putProvider(p, 'facebook', { enabled: true, clientId: '42', clientSecret: 'fb-secret' });
    const fb = await wpsCall(p.app, 'sessionSocialStart', { query: { provider: 'facebook', redirectUri: callbackUri('facebook') }, ip: freshIp() });
    const state = new URL(fb.json().value.url).searchParams.get('state');
    const r = await wpsCall(p.app, 'sessionSocialCallback', { body: { provider: 'google', code: 'x', state }, ip: freshIp() });
    expect(r.json().errorCode).toBe('social.login.failed');
  });

  it('answers module.disabled with GOOGLELOGIN3 off', async () => {
    await p.merchants.update('demo', { modules: { GOOGLELOGIN3: false } }, 'test');
    try {
      const r = await wpsCall(p.app, 'sessionSocialStart', { query: { provider: 'google', redirectUri: client.redirectUri }, ip: freshIp() });
      expect(r.json().errorCode).toBe('module.disabled');
    } finally {
      await p.merchants.update('demo', { modules: { GOOGLELOGIN3: true } }, 'test');
    }
  });

  describe('ID tokens that do not check out (a rogue provider signs them)', () => {
    let rogue: Awaited<ReturnType<typeof startRogueProvider>>;
    beforeAll(async () => {
      rogue = await startRogueProvider();
      await putProvider(p, 'google', { enabled: true, issuer: rogue.issuer });
    });
    afterAll(async () => {
      await putProvider(p, 'google', { enabled: true, issuer: op.issuer });
      await rogue.close();
    });

    const attempt = async (claims: (nonce: string) => Record<string, unknown>) => {
      const u = new URL(await start());
      expect(u.origin).toBe(rogue.issuer);
      await rogue.idToken(claims(u.searchParams.get('nonce')!));
      return wpsCall(p.app, 'sessionSocialCallback', { body: { provider: 'google', code: 'rogue-code', state: u.searchParams.get('state') }, ip: freshIp() });
    };

    it('logs in when every claim is right (the rogue provider itself works)', async () => {
      const r = await attempt((nonce) => ({ iss: rogue.issuer, aud: client.clientId, sub: 'rogue-ok', nonce, name: 'Rogue Ok' }));
      expect(r.json().success).toBe(true);
    });

    it('refuses another issuer', async () => {
      const r = await attempt((nonce) => ({ iss: 'https://accounts.google.com', aud: client.clientId, sub: 'rogue-1', nonce }));
      expect(r.json().errorCode).toBe('social.login.failed');
    });

    it('refuses another audience', async () => {
      const r = await attempt((nonce) => ({ iss: rogue.issuer, aud: 'someone-else', sub: 'rogue-2', nonce }));
      expect(r.json().errorCode).toBe('social.login.failed');
    });

    it('refuses an expired ID token', async () => {
      const past = Math.floor(Date.now() / 1000) - 3600;
      const r = await attempt((nonce) => ({ iss: rogue.issuer, aud: client.clientId, sub: 'rogue-3', nonce, iat: past - 600, exp: past }));
      expect(r.json().errorCode).toBe('social.login.failed');
    });

    it('refuses a missing nonce', async () => {
      const r = await attempt(() => ({ iss: rogue.issuer, aud: client.clientId, sub: 'rogue-4' }));
      expect(r.json().errorCode).toBe('social.login.failed');
    });
  });
});
