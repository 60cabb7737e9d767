import { helpCenterValueSchema, type HelpCenterValue } from '@/lib/wps/schemas/system';
import { describeEachDb } from '@/tests/support/db';
import { freshIp } from '@/tests/support/clock';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';

describeEachDb('the help centre (modules/content help.ts)', (get) => {
  let p: TestPlatform;
  const platform = usePlatform(get);
  beforeAll(() => {
    p = platform();
  });

  const bo = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => p.app.inject({
    method, url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  async function help(query: Record<string, string> = {}, language?: string): Promise<HelpCenterValue> {
    const r = await wpsCall(p.app, 'systemHelpCenter', { query: { device: 'MOBILE', ...query }, ip: freshIp(), headers: language ? { language } : {} });
    expect(r.statusCode).toBe(200);
    return helpCenterValueSchema.parse(r.json().value);
  }
  const titles = async (query: Record<string, string> = {}, language?: string) => (await help(query, language)).map((e) => e.title);

  it('answers the demo set to a visitor in order, the affiliate page tagged', async () => {
    const v = await help({ lang: 'EN' });
    expect(v.map((e) => e.title)).toEqual(['How do I deposit?', 'How do I withdraw?', 'Account and security', 'Responsible gaming', 'Affiliate programme']);
    expect(v.map((e) => e.tag)).toEqual(['deposit', 'withdrawal', 'account', 'responsible-gaming', 'affiliate']);
    expect(v[0]!.content).toContain('<ol><li>Choose a payment method.</li>');
  });

  it('speaks the asked language and falls back to English per entry', async () => {
    expect((await titles({ lang: 'ZH' }))[0]).toBe('如何存款？');
    // lang wins over the header; CN reads the Chinese texts.
    expect((await titles({ lang: 'cn' }, 'EN'))[4]).toBe('代理合作');
    expect((await titles({}, 'ZH'))[1]).toBe('如何取款？');
    // Thai is offered without Thai texts, French is not offered: English either way.
    expect((await titles({ lang: 'TH' }))[0]).toBe('How do I deposit?');
    expect((await titles({ lang: 'FR' }))[0]).toBe('How do I deposit?');

    // An entry written in English only reads English among the Chinese ones.
    const made = await bo('POST', '/bo/help/demo', { title: { EN: 'Bonus rules' }, content: { EN: '<p>Turnover 1x</p>' }, sort: 100 });
    expect(made.statusCode).toBe(201);
    const zh = await help({ lang: 'ZH' });
    expect(zh.at(-1)).toEqual({ title: 'Bonus rules', content: '<p>Turnover 1x</p>', tag: null });
    expect(zh[0]!.title).toBe('如何存款？');
    // Adding the Chinese text later replaces the fallback.
    const id = made.json().value.id as number;
    expect((await bo('PATCH', `/bo/help/demo/${id}`, { title: { ZH: '红利规则' }, content: { ZH: '<p>一倍流水</p>' } })).statusCode).toBe(200);
    expect((await help({ lang: 'ZH' })).at(-1)).toMatchObject({ title: '红利规则', content: '<p>一倍流水</p>' });
    expect((await help({ lang: 'EN' })).at(-1)!.title).toBe('Bonus rules');
  });

  it('answers the asked device only, hides disabled entries, and cleans operator HTML', async () => {
    const web = await bo('POST', '/bo/help/demo', { title: { EN: 'Desktop shortcuts' }, device: 'web', sort: 200 });
    expect(web.statusCode).toBe(201);
    const mobile = await bo('POST', '/bo/help/demo', {
      title: { EN: 'Add to home screen' }, content: { EN: '<p onclick="x()">Tap share<script>alert(1)</script></p><iframe src="https://e.vil"></iframe>' }, device: 'MOBILE', sort: 201,
    });
    expect(mobile.statusCode).toBe(201);
    const phone = await help({ lang: 'EN' });
    expect(phone.map((e) => e.title)).toContain('Add to home screen');
    expect(phone.map((e) => e.title)).not.toContain('Desktop shortcuts');
    expect(phone.find((e) => e.title === 'Add to home screen')!.content).toBe('<p>Tap share</p>');
    expect(await titles({ device: 'WEB' })).toContain('Desktop shortcuts');
    expect(await titles({ device: 'WEB' })).not.toContain('Add to home screen');

    expect((await bo('PATCH', `/bo/help/demo/${mobile.json().value.id}`, { enabled: false })).statusCode).toBe(200);
    expect(await titles()).not.toContain('Add to home screen');
  });

  it('refuses a second entry with the same tag, a missing English title and a bad device', async () => {
    const dup = await bo('POST', '/bo/help/demo', { title: { EN: 'Agents' }, tag: 'affiliate' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().value.fields).toEqual(['tag']);
    expect((await bo('POST', '/bo/help/demo', { title: { ZH: '只有中文' } })).statusCode).toBe(400);
    const r = await wpsCall(p.app, 'systemHelpCenter', { query: { device: 'TV' }, ip: freshIp() });
    expect(r.statusCode).toBe(400);
    expect(r.json().errorCode).toBe('request.invalid');
    expect((await bo('PATCH', '/bo/help/demo/999999', { enabled: false })).statusCode).toBe(404);
  });
});
