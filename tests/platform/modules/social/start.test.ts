import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { freshIp, listProviders, putProvider } from './helpers';

describeEachDb('social login start and provider settings', (get) => {
  let p: TestPlatform;
  const platform = usePlatform(get);
  beforeAll(() => {
    p = platform();
  });

  const start = (provider: string, redirectUri: string) =>
    wpsCall(p.app, 'sessionSocialStart', { query: { provider, redirectUri }, ip: freshIp() });

  it('answers module.disabled for a provider nobody configured', async () => {
    const r = await start('facebook', 'http://localhost:3000/auth/facebook/callback');
    expect(r.statusCode).toBe(403);
    expect(r.json().errorCode).toBe('module.disabled');
  });

  it('keeps secrets out of the list, fingerprints them in the audit trail, and keeps a secret left out', async () => {
    const put = await putProvider(p, 'facebook', { enabled: false, clientId: '42', clientSecret: 'very-secret-value' });
    expect(put.statusCode).toBe(200);
    expect(put.json().value).toMatchObject({ provider: 'facebook', enabled: false, clientId: '42', clientSecretSet: true, graphUrl: 'https://graph.facebook.com' });
    expect(put.body).not.toContain('very-secret-value');

    // Configured but not enabled: still off.
    expect((await start('facebook', 'http://localhost:3000/auth/facebook/callback')).json().errorCode).toBe('module.disabled');

    const toggle = await putProvider(p, 'facebook', { enabled: true });
    expect(toggle.json().value).toMatchObject({ enabled: true, clientId: '42', clientSecretSet: true });

    const list = await listProviders(p);
    expect(list.json().value).toEqual([expect.objectContaining({ provider: 'facebook', enabled: true, clientSecretSet: true })]);
    expect(list.body).not.toContain('very-secret-value');

    const audit = await p.app.inject({ method: 'GET', url: '/bo/audit?merchant=demo', headers: { authorization: `Bearer ${p.opsToken}` } });
    const rows = audit.json().value.filter((a: { action: string }) => a.action === 'social.provider.set');
    expect(rows).toHaveLength(2);
    expect(rows[1].after.clientSecret).toMatch(/^sha256:[0-9a-f]{12}$/);
    expect(audit.body).not.toContain('very-secret-value');
  });

  it('refuses incomplete or misplaced settings', async () => {
    const noSecret = await putProvider(p, 'google', { enabled: true, clientId: 'abc' });
    expect(noSecret.json()).toMatchObject({ errorCode: 'request.invalid', value: { fields: ['clientSecret'] } });
    const badToken = await putProvider(p, 'telegram', { enabled: true, clientSecret: 'nope', botName: 'SomeBot' });
    expect(badToken.json().value.fields).toEqual(['clientSecret']);
    const botOnGoogle = await putProvider(p, 'google', { enabled: true, clientId: 'abc', clientSecret: 's', botName: 'SomeBot' });
    expect(botOnGoogle.json().value.fields).toEqual(['botName']);
    const plainHttp = await putProvider(p, 'google', { enabled: true, clientId: 'abc', clientSecret: 's', issuer: 'http://evil.example' });
    expect(plainHttp.json().value.fields).toEqual(['issuer']);
    const unknown = await putProvider(p, 'myspace', { enabled: true });
    expect(unknown.statusCode).toBe(400);
    const noAuth = await p.app.inject({ method: 'GET', url: '/bo/merchants/demo/social' });
    expect(noAuth.statusCode).toBe(401);
  });

  it('refuses a redirect URI off the merchant\'s domains or off the callback path', async () => {
    const bad = [
      'https://evil.example/auth/facebook/callback',
      'http://localhost:3000/auth/google/callback',
      'http://localhost:3000/m/home',
      'http://localhost:3000/auth/facebook/callback?next=https://evil.example',
      'http://user@localhost:3000/auth/facebook/callback',
      'javascript:alert(1)',
      'not a url',
    ];
    for (const uri of bad) {
      const r = await start('facebook', uri);
      expect([uri, r.json().errorCode, r.json().value]).toEqual([uri, 'request.invalid', { fields: ['redirectUri'] }]);
    }
    const ok = await start('facebook', 'http://127.0.0.1:3210/auth/facebook/callback');
    expect(ok.json().success).toBe(true);
    expect(new URL(ok.json().value.url).origin).toBe('https://www.facebook.com');
  });

  it('answers module.disabled when the merchant switches FACEBOOKLOGIN3 off, before and after the start', async () => {
    const ok = await start('facebook', 'http://localhost:3000/auth/facebook/callback');
    const state = new URL(ok.json().value.url).searchParams.get('state')!;
    await p.merchants.update('demo', { modules: { FACEBOOKLOGIN3: false } }, 'test');
    try {
      expect((await start('facebook', 'http://localhost:3000/auth/facebook/callback')).json().errorCode).toBe('module.disabled');
      const cb = await wpsCall(p.app, 'sessionSocialCallback', { body: { provider: 'facebook', code: 'c', state }, ip: freshIp() });
      expect(cb.json().errorCode).toBe('module.disabled');
    } finally {
      await p.merchants.update('demo', { modules: { FACEBOOKLOGIN3: true } }, 'test');
    }
  });

  it('refuses an unknown provider at start', async () => {
    const r = await start('myspace', 'http://localhost:3000/auth/myspace/callback');
    expect(r.json().errorCode).toBe('request.invalid');
  });
});
