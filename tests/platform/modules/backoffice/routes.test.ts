import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';

describeEachDb('back office /bo', (get) => {
  let p: TestPlatform;
  const platform = usePlatform(get);
  beforeAll(() => {
    p = platform();
  });

  const bo = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token: string | null = p.opsToken) =>
    p.app.inject({ method, url, headers: token === null ? {} : { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });

  describe('operator auth', () => {
    it('answers 401 without a token', async () => {
      const r = await bo('GET', '/bo/merchants', undefined, null);
      expect(r.statusCode).toBe(401);
      expect(r.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(r.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
    });

    it('answers 401 with a wrong token, and with a raw token lacking the Bearer scheme', async () => {
      expect((await bo('GET', '/bo/merchants', undefined, 'not-the-token')).statusCode).toBe(401);
      const raw = await p.app.inject({ method: 'GET', url: '/bo/merchants', headers: { authorization: p.opsToken } });
      expect(raw.statusCode).toBe(401);
    });

    it('lets the bootstrap operator in', async () => {
      const r = await bo('GET', '/bo/merchants');
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.json().value.map((m: { code: string }) => m.code)).toContain('demo');
    });
  });

  describe('merchants', () => {
    it('creates a merchant with default settings and an RSA key, audited', async () => {
      const r = await bo('POST', '/bo/merchants', { code: 'acme', name: 'Acme Play', domains: ['Play.Acme.Example:443', 'm.acme.example'] });
      expect(r.statusCode).toBe(201);
      const m = r.json().value;
      expect(m).toMatchObject({ code: 'acme', name: 'Acme Play', domains: ['m.acme.example', 'play.acme.example'], mainDomain: 'play.acme.example' });
      expect(m.rsaModulus).toMatch(/^[0-9a-f]{256}$/);
      expect(m.modules.COMM3).toBe(true);
      const route = await p.app.inject({ method: 'GET', url: '/wps/system/domainRoute?host=m.acme.example' });
      expect(route.json().value).toEqual({ host: 'm.acme.example', merchantCode: 'acme', mainDomain: 'play.acme.example' });
      const audit = (await bo('GET', '/bo/audit?merchant=acme')).json().value;
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ operator: 'admin', merchant: 'acme', action: 'merchant.create', before: null });
    });

    it('refuses a duplicate code and a domain another merchant holds', async () => {
      const dup = await bo('POST', '/bo/merchants', { code: 'DEMO', domains: ['x.example'] });
      expect(dup.statusCode).toBe(400);
      expect(dup.json()).toMatchObject({ errorCode: 'request.invalid', value: { fields: ['code'] } });
      const taken = await bo('POST', '/bo/merchants', { code: 'other', domains: ['localhost'] });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().value.fields).toEqual(['domains']);
    });

    it('answers 400 with the field list for bad input', async () => {
      const r = await bo('POST', '/bo/merchants', { code: 'a b', domains: [], extra: 1 });
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('request.invalid');
      expect(r.json().value.fields).toEqual(expect.arrayContaining(['code', 'domains', 'extra']));
      const notJson = await p.app.inject({
        method: 'POST', url: '/bo/merchants', headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' }, payload: '{nope',
      });
      expect(notJson.statusCode).toBe(400);
    });

    it('answers 404 merchant.unknown for a merchant that does not exist', async () => {
      expect((await bo('GET', '/bo/merchants/nosuch')).statusCode).toBe(404);
      const r = await bo('PATCH', '/bo/merchants/nosuch', { maintenance: true });
      expect(r.statusCode).toBe(404);
      expect(r.json().errorCode).toBe('merchant.unknown');
    });

    it('changes settings in one audited change with before and after', async () => {
      const r = await bo('PATCH', '/bo/merchants/acme', {
        maintenance: true,
        blockedCountries: ['us', 'GB'],
        languages: ['EN', 'zh'],
        defaultLanguage: 'ZH',
        currency: { code: 'USD', symbol: '$' },
        modules: { CBS3: false },
        register: { email: { enabled: true, required: true } },
        menu: { vip: true },
      });
      expect(r.statusCode).toBe(200);
      const m = r.json().value;
      expect(m).toMatchObject({
        maintenance: true, blockedCountries: ['US', 'GB'], languages: ['EN', 'ZH'], defaultLanguage: 'ZH',
        currency: { code: 'USD', symbol: '$', pattern: '#,##0.00', minorDigits: 2 },
      });
      expect(m.modules).toMatchObject({ CBS3: false, COMM3: true });
      expect(m.register.email).toMatchObject({ enabled: true, required: true });
      expect(m.menu.vip).toBe(true);

      const [row] = (await bo('GET', '/bo/audit?merchant=acme&limit=1')).json().value;
      expect(row).toMatchObject({ operator: 'admin', action: 'merchant.update', target: 'acme' });
      expect(row.before).toMatchObject({ maintenance: false, blockedCountries: [], modules: { CBS3: true }, menu: { vip: false }, defaultLanguage: 'EN' });
      expect(row.after).toMatchObject({ maintenance: true, blockedCountries: ['US', 'GB'], modules: { CBS3: false }, menu: { vip: true }, defaultLanguage: 'ZH' });
      expect(Object.keys(row.after.modules)).toEqual(['CBS3']);
      expect(new Date(row.at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('takes effect on the member API at once', async () => {
      const r = await p.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'acme' } });
      expect(r.json().value).toMatchObject({ status: 1, maintenance: true });
      await bo('PATCH', '/bo/merchants/acme', { maintenance: false });
      const after = await p.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'acme' } });
      expect(after.json().value.status).toBe(0);
    });

    it('keeps the merchant day in the time zone an operator sets (UTC until then)', async () => {
      expect((await bo('GET', '/bo/merchants/acme')).json().value.timeZone).toBe('UTC');
      const r = await bo('PATCH', '/bo/merchants/acme', { timeZone: 'Asia/Shanghai' });
      expect(r.statusCode).toBe(200);
      expect(r.json().value.timeZone).toBe('Asia/Shanghai');
      const audit = (await bo('GET', '/bo/audit?merchant=acme')).json().value[0];
      expect(audit).toMatchObject({ action: 'merchant.update', before: { timeZone: 'UTC' }, after: { timeZone: 'Asia/Shanghai' } });
      expect((await bo('PATCH', '/bo/merchants/acme', { timeZone: 'UTC' })).statusCode).toBe(200);
    });

    it('refuses settings that do not hold together, changing nothing', async () => {
      const before = (await bo('GET', '/bo/merchants/acme')).json().value;
      const auditBefore = (await bo('GET', '/bo/audit?merchant=acme')).json().value.length;
      const cases: [unknown, string][] = [
        [{ defaultLanguage: 'TH' }, 'defaultLanguage'],
        [{ languages: ['EN'] }, 'defaultLanguage'],
        [{ modules: { NOPE3: true } }, 'modules.NOPE3'],
        [{ blockedCountries: ['USA'] }, 'blockedCountries.0'],
        [{ register: { email: { required: true, enabled: false } } }, 'register.email.required'],
        [{ register: { username: { minLength: 20, maxLength: 10 } } }, 'register.username.minLength'],
        [{ register: { nosuch: { enabled: true } } }, 'register.nosuch'],
        [{ menu: { nosuch: true } }, 'menu'],
        [{ currency: { minorDigits: 9 } }, 'currency.minorDigits'],
        [{ mainDomain: 'elsewhere.example' }, 'mainDomain'],
        [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
        [{}, ''],
      ];
      for (const [patch, field] of cases) {
        const r = await bo('PATCH', '/bo/merchants/acme', patch);
        expect({ patch, status: r.statusCode, code: r.json().errorCode }).toEqual({ patch, status: 400, code: 'request.invalid' });
        expect(r.json().value.fields.join(' ')).toContain(field);
      }
      const after = (await bo('GET', '/bo/merchants/acme')).json().value;
      expect({ ...after, updatedAt: '' }).toEqual({ ...before, updatedAt: '' });
      expect((await bo('GET', '/bo/audit?merchant=acme')).json().value.length).toBe(auditBefore);
    });

    it('moves domains and keeps the host table in step', async () => {
      const r = await bo('PATCH', '/bo/merchants/acme', { domains: ['new.acme.example'], mainDomain: 'new.acme.example' });
      expect(r.statusCode).toBe(200);
      expect(r.json().value.domains).toEqual(['new.acme.example']);
      expect((await p.app.inject({ method: 'GET', url: '/wps/system/domainRoute?host=m.acme.example' })).statusCode).toBe(404);
      expect((await p.app.inject({ method: 'GET', url: '/wps/system/domainRoute?host=new.acme.example' })).json().value.merchantCode).toBe('acme');
    });

    it('stores customer-service paths sealed and hands them back decrypted', async () => {
      const secretPath = 'https://chat.example.com/widget?license=SECRET-LICENSE-42';
      const r = await bo('PATCH', '/bo/merchants/acme', {
        customerService: [{ title: 'Live chat', csType: 'livechat', position: 'LIVECHAT-1', path: secretPath }],
      });
      expect(r.statusCode).toBe(200);
      const [entry] = r.json().value.customerService;
      expect(entry).toMatchObject({ title: 'Live chat', csType: 'LIVECHAT', position: 'LIVECHAT-1', path: secretPath, sort: 0 });

      const rows = (await get().db.query<{ path_enc: string }>(
        'SELECT c.path_enc FROM merchant_customer_service c JOIN merchants m ON m.id = c.merchant_id WHERE m.code = $1', ['acme'])).rows;
      expect(rows).toHaveLength(1);
      expect(rows[0]!.path_enc).not.toContain('SECRET');
      expect(rows[0]!.path_enc).not.toContain('chat.example.com');

      const status = await p.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'acme' } });
      expect(status.json().value.info.customerService[0].path).toBe(secretPath);

      const [audit] = (await bo('GET', '/bo/audit?merchant=acme&limit=1')).json().value;
      expect(JSON.stringify(audit)).not.toContain('SECRET');

      // Keeping the id updates the entry in place; leaving an entry out removes it.
      const kept = await bo('PATCH', '/bo/merchants/acme', {
        customerService: [{ id: entry.id, title: 'Chat', csType: 'LIVECHAT', position: 'LIVECHAT-1', path: secretPath }, { title: 'YouTube', csType: 'YOUTUBE', path: 'https://example.com/yt' }],
      });
      expect(kept.json().value.customerService.map((c: { id: number; title: string }) => [c.id === entry.id, c.title])).toEqual([[true, 'Chat'], [false, 'YouTube']]);
      const unknownId = await bo('PATCH', '/bo/merchants/acme', { customerService: [{ id: 99999, title: 'x', csType: 'LIVECHAT', path: '/x' }] });
      expect(unknownId.statusCode).toBe(400);
    });

    it('does not store the RSA private exponent in plain text', async () => {
      const row = (await get().db.query<{ rsa_d_enc: string; rsa_n: string }>('SELECT rsa_n, rsa_d_enc FROM merchants WHERE code = $1', ['acme'])).rows[0]!;
      expect(row.rsa_d_enc.startsWith('v1.')).toBe(true);
      const merchant = await p.merchants.byCode('acme');
      expect(merchant!.rsa.d).toMatch(/^[0-9a-f]+$/);
      expect(row.rsa_d_enc).not.toContain(merchant!.rsa.d.slice(0, 16));
    });

    it('lists the audit trail newest first across merchants', async () => {
      const all = (await bo('GET', '/bo/audit')).json().value;
      expect(all.length).toBeGreaterThan(3);
      expect(all[0].id).toBeGreaterThan(all[1].id);
      expect(all.some((a: { merchant: string }) => a.merchant === 'demo')).toBe(true);
      expect((await bo('GET', '/bo/audit?merchant=nosuch')).statusCode).toBe(404);
      expect((await bo('GET', '/bo/audit?limit=0')).statusCode).toBe(400);
    });
  });
});
