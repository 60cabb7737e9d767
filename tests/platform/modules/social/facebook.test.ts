import { loginValueSchema } from '@/lib/wps/schemas/session';
import { socialStateTtl_ms } from '@/platform/src/modules/social/service';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { FakeGraph, fakeGraphApp } from './graph';
import { callbackUri, freshIp, putProvider } from './helpers';

const { appId, appSecret } = fakeGraphApp;

describeEachDb('facebook one-click login', (get) => {
  let p: TestPlatform;
  const graph = new FakeGraph();
  let now_ms = Date.now();
  const platform = usePlatform(get, { clock: { now: () => new Date(now_ms) } });
  beforeAll(async () => {
    p = platform();
    await graph.start();
    const r = await putProvider(p, 'facebook', { enabled: true, clientId: appId, clientSecret: appSecret, graphUrl: graph.url });
    expect(r.statusCode).toBe(200);
  });
  afterAll(async () => {
    await new Promise((resolve) => graph.server.close(resolve));
  });

  const start = async () => {
    const r = await wpsCall(p.app, 'sessionSocialStart', { query: { provider: 'facebook', redirectUri: callbackUri('facebook') }, ip: freshIp() });
    expect(r.json().success).toBe(true);
    return r.json().value.url as string;
  };
  const callback = (body: Record<string, unknown>) => wpsCall(p.app, 'sessionSocialCallback', { body: { provider: 'facebook', ...body }, ip: freshIp() });

  it('answers the dialog URL with the app id, the redirect URI and a state', async () => {
    const u = new URL(await start());
    expect(`${u.origin}${u.pathname}`).toBe(`${graph.url}/v19.0/dialog/oauth`);
    expect(u.searchParams.get('client_id')).toBe(appId);
    expect(u.searchParams.get('redirect_uri')).toBe(callbackUri('facebook'));
    expect(u.searchParams.get('response_type')).toBe('code');
    expect(u.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('exchanges the code at the Graph API, creates the member, and finds it on the next login', async () => {
    const person = { id: '10223344556677', name: 'Fiona Book', email: 'fiona.book@example.com' };
    const r = await callback(graph.login(await start(), person));
    expect(r.statusCode).toBe(200);
    const v = loginValueSchema.parse(r.json().value);
    expect(v).toMatchObject({ userName: 'fionabook', type: 0 });
    const info = (await wpsCall(p.app, 'memberInfo', { token: v.token })).json().value;
    expect(info).toMatchObject({ nickname: 'Fiona Book', email: 'fi***@example.com' });

    const again = loginValueSchema.parse((await callback(graph.login(await start(), person))).json().value);
    expect(again.id).toBe(v.id);
  });

  it('refuses a replayed state, even with a fresh code', async () => {
    const person = { id: '10000000000001', name: 'Replay' };
    const url = await start();
    const first = graph.login(url, person);
    expect((await callback(first)).json().success).toBe(true);
    const replay = await callback(graph.login(url, person));
    expect(replay.json()).toMatchObject({ success: false, errorCode: 'social.login.failed' });
  });

  it('refuses a state older than ten minutes', async () => {
    const back = graph.login(await start(), { id: '10000000000009' });
    now_ms += socialStateTtl_ms + 1000;
    const r = await callback(back);
    expect(r.json().errorCode).toBe('social.login.failed');
  });

  it('refuses a state it never issued and a code the Graph API refuses', async () => {
    const unknown = await callback({ code: 'whatever', state: 'not-a-state-we-issued' });
    expect(unknown.json().errorCode).toBe('social.login.failed');
    const { state } = graph.login(await start(), { id: '10000000000002' });
    const badCode = await callback({ code: 'forged-code', state });
    expect(badCode.json().errorCode).toBe('social.login.failed');
  });

  it('makes a username from the name when there is no e-mail, and one of its own for non-Latin names', async () => {
    const a = loginValueSchema.parse((await callback(graph.login(await start(), { id: '10000000000004', name: 'Zed Quinn' }))).json().value);
    expect(a.userName).toBe('ZedQuinn');
    const b = loginValueSchema.parse((await callback(graph.login(await start(), { id: '10000000000005', name: '王小明' }))).json().value);
    expect(b.userName).toMatch(/^fb[A-Za-z0-9]{2,14}$/);
  });
});
