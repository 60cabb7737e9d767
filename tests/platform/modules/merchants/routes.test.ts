import { systemStatusValueSchema } from '@/lib/wps/schemas/system';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';

describeEachDb('merchant WPS routes', (get) => {
  let p: TestPlatform;
  const platform = usePlatform(get);
  beforeAll(() => {
    p = platform();
  });

  const setDemo = (patch: Record<string, unknown>) => p.app.inject({
    method: 'PATCH', url: '/bo/merchants/demo', headers: { authorization: `Bearer ${p.opsToken}` }, payload: patch,
  });

  const status = (opts: { remoteAddress?: string; xff?: string; headers?: Record<string, string> } = {}) => p.app.inject({
    method: 'GET',
    url: '/wps/system/status',
    remoteAddress: opts.remoteAddress ?? '127.0.0.1',
    headers: { merchant: 'demo', ...(opts.xff ? { 'x-forwarded-for': opts.xff } : {}), ...opts.headers },
  });

  afterEach(async () => {
    const r = await setDemo({ maintenance: false, blockedCountries: [] });
    expect(r.statusCode).toBe(200);
  });

  describe('GET /wps/system/status', () => {
    it('answers the full status value with status 0 for a normal merchant', async () => {
      const r = await status();
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('no-store');
      const body = r.json();
      expect(body.success).toBe(true);
      const v = systemStatusValueSchema.parse(body.value);
      expect(v.status).toBe(0);
      expect(v.maintenance).toBe(false);
      expect(v.regionRestriction).toBe(false);
      expect(v.location).toEqual({ ip: '127.0.0.1', country: null });
      expect(v.info.paths.home).toBe('/m/home');
      expect(v.info.paths.deposit).toBe('/m/voucherCenter');
      expect(v.info.whitelabel).toMatchObject({ merchantCode: 'demo', name: 'Demo Casino', languages: { default: 'EN' } });
      expect(v.info.whitelabel.currency).toEqual({ code: 'CNY', symbol: '¥', pattern: '#,##0.00', minorDigits: 2 });
      expect(v.info.register.username).toMatchObject({ enabled: true, required: true, patternId: 1, minLength: 4, maxLength: 16 });
      expect(v.info.mainDomain).toBe('localhost');
      expect(v.info.imageCDNs).toEqual([]);
      expect(v.info.domainRoute).toEqual({ host: 'localhost', merchantCode: 'demo', mainDomain: 'localhost' });
    });

    it('hands out customer-service paths decrypted', async () => {
      const v = (await status()).json().value;
      const live = v.info.customerService.find((c: { position: string | null }) => c.position === 'LIVECHAT-1');
      expect(live).toMatchObject({ csType: 'LIVECHAT', path: '/m/chat' });
    });

    it('says 1 in maintenance', async () => {
      await setDemo({ maintenance: true });
      const v = (await status()).json().value;
      expect(v).toMatchObject({ status: 1, maintenance: true, regionRestriction: false });
    });

    it('says 2 for a visitor from a blocked country, read from X-Forwarded-For of a trusted peer', async () => {
      await setDemo({ blockedCountries: ['US'] });
      const v = (await status({ remoteAddress: '127.0.0.1', xff: '8.8.8.8' })).json().value;
      expect(v).toMatchObject({ status: 2, maintenance: false, regionRestriction: true, location: { ip: '8.8.8.8', country: 'US' } });
    });

    it('says 1 when both maintenance and region restriction apply', async () => {
      await setDemo({ blockedCountries: ['US'], maintenance: true });
      const v = (await status({ xff: '8.8.8.8' })).json().value;
      expect(v).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
    });

    it('ignores X-Forwarded-For from an untrusted peer', async () => {
      await setDemo({ blockedCountries: ['US'] });
      const v = (await status({ remoteAddress: '203.0.113.7', xff: '8.8.8.8' })).json().value;
      expect(v.location.ip).toBe('203.0.113.7');
      expect(v).toMatchObject({ status: 0, regionRestriction: false });
    });

    it('does not restrict a visitor whose country is not blocked', async () => {
      await setDemo({ blockedCountries: ['US'] });
      const v = (await status({ xff: '1.0.16.1' })).json().value;
      expect(v).toMatchObject({ status: 0, regionRestriction: false, location: { country: 'JP' } });
    });
  });

  describe('merchant header', () => {
    it('answers merchant.required without a Merchant header', async () => {
      const r = await p.app.inject({ method: 'GET', url: '/wps/system/status' });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ success: false, errorCode: 'merchant.required' });
    });

    it('answers merchant.unknown for a merchant that does not exist', async () => {
      const r = await p.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'nosuch' } });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ success: false, errorCode: 'merchant.unknown' });
    });

    it('finds the merchant whatever the case of its code', async () => {
      const r = await p.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: { merchant: 'DEMO' } });
      expect(r.json().value.merchantCode).toBe('demo');
    });
  });

  it('answers the same whatever module header spelling a client sends', async () => {
    const answers = [];
    for (const headers of [{}, { moduleid: 'COMM3' }, { 'module-id': 'REG3' }, { 'x-module-id': 'whatever' }]) {
      const r = await p.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: { merchant: 'demo', ...headers } });
      expect(r.statusCode).toBe(200);
      answers.push(r.json());
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  describe('maintenance and region gates', () => {
    it('answers 503 function.not.available on other calls in maintenance while status and the RSA key still answer', async () => {
      await setDemo({ maintenance: true });
      const wl = await p.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: { merchant: 'demo' } });
      expect(wl.statusCode).toBe(503);
      expect(wl.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
      const reg = await p.app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: { merchant: 'demo' } });
      expect(reg.statusCode).toBe(503);
      expect((await status()).statusCode).toBe(200);
      const key = await p.app.inject({ method: 'GET', url: '/wps/session/key/rsa', headers: { merchant: 'demo' } });
      expect(key.statusCode).toBe(200);
    });

    it('answers region.restricted on other calls from a blocked country', async () => {
      await setDemo({ blockedCountries: ['US'] });
      const r = await p.app.inject({
        method: 'GET', url: '/wps/system/whitelabel', remoteAddress: '127.0.0.1', headers: { merchant: 'demo', 'x-forwarded-for': '8.8.8.8' },
      });
      expect(r.statusCode).toBe(403);
      expect(r.json().errorCode).toBe('region.restricted');
    });

    it('answers module.disabled when the merchant switched the call\'s module off', async () => {
      await setDemo({ modules: { REG3: false } });
      const r = await p.app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: { merchant: 'demo' } });
      expect(r.statusCode).toBe(403);
      expect(r.json().errorCode).toBe('module.disabled');
      await setDemo({ modules: { REG3: true } });
    });
  });

  it('answers the merchant RSA modulus as hex text', async () => {
    const r = await p.app.inject({ method: 'GET', url: '/wps/session/key/rsa', headers: { merchant: 'demo' } });
    const v = r.json().value;
    expect(typeof v).toBe('string');
    expect(v).toMatch(/^[0-9a-f]{256}$/);
    const again = await p.app.inject({ method: 'GET', url: '/wps/session/key/rsa', headers: { merchant: 'demo' } });
    expect(again.json().value).toBe(v);
  });

  it('answers register settings for every configurable field', async () => {
    const v = (await p.app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: { merchant: 'demo' } })).json().value;
    expect(v.password).toMatchObject({ enabled: true, required: true, patternId: 4, minLength: 6, maxLength: 12 });
    expect(v.mobileNum).toMatchObject({ enabled: true, patternId: 6 });
    expect(v.qqNum.enabled).toBe(false);
  });

  it('answers the consolidated settings bundle', async () => {
    const v = (await p.app.inject({ method: 'GET', url: '/wps/system/settings/consolidated', headers: { merchant: 'demo' } })).json().value;
    expect(Object.keys(v)).toEqual(expect.arrayContaining(['whitelabel', 'register', 'mobileTemplate']));
    expect(v.whitelabel.menu.deposit).toBe(true);
    expect(v.mobileTemplate.mem_cen).toBe('1');
  });

  describe('GET /wps/system/domainRoute', () => {
    it('resolves a host without a Merchant header', async () => {
      const r = await p.app.inject({ method: 'GET', url: '/wps/system/domainRoute?host=LOCALHOST:3000' });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ success: true, value: { host: 'localhost', merchantCode: 'demo', mainDomain: 'localhost' } });
    });

    it('falls back to the Host header', async () => {
      const r = await p.app.inject({ method: 'GET', url: '/wps/system/domainRoute', headers: { host: '127.0.0.1:4000' } });
      expect(r.json().value).toEqual({ host: '127.0.0.1', merchantCode: 'demo', mainDomain: 'localhost' });
    });

    it('answers 404 merchant.unknown for a host nobody holds', async () => {
      const r = await p.app.inject({ method: 'GET', url: '/wps/system/domainRoute?host=nobody.example' });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ success: false, errorCode: 'merchant.unknown' });
    });

    it('answers 400 for something that is not a host', async () => {
      const r = await p.app.inject({ method: 'GET', url: '/wps/system/domainRoute?host=' + encodeURIComponent('a b/c') });
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('request.invalid');
    });
  });
});
