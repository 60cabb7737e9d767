import { createHash } from 'node:crypto';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { vendorClient } from '@/tests/support/vendor';

describeEachDb('vendor back office', (get) => {
  let p: TestPlatform;
  let merchantId: number;
  const platform = usePlatform(get);
  beforeAll(async () => {
    p = platform();
    merchantId = (await p.deps.merchants.byCode('demo'))!.id;
  });

  const bo = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token: string | null = p.opsToken) =>
    p.app.inject({
      method, url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  it('creates a vendor, answers its secret once, seals it at rest and audits the change', async () => {
    const r = await bo('POST', '/bo/vendors', { merchant: 'demo', code: 'bo-one', name: 'BO One', maxStake: '250.5' });
    expect(r.statusCode).toBe(201);
    const v = r.json().value;
    expect(v).toMatchObject({ merchant: 'demo', code: 'bo-one', name: 'BO One', enabled: true, maxStake: '250.50' });
    expect(v.secret).toMatch(/^[0-9a-f]{64}$/);
    const row = (await get().db.query<{ secret_enc: string }>('SELECT secret_enc FROM vendors WHERE merchant_id = $1 AND code = $2', [merchantId, 'bo-one'])).rows[0]!;
    expect(row.secret_enc).toMatch(/^v1\./);
    expect(row.secret_enc).not.toContain(v.secret);

    const list = await bo('GET', '/bo/vendors?merchant=demo');
    // The seed gives the demo merchant the in-house vendor `house` too (platform/src/vendors/house/seed.ts).
    expect(list.json().value).toEqual([expect.objectContaining({ code: 'bo-one', maxStake: '250.50' }), expect.objectContaining({ code: 'house' })]);
    expect(JSON.stringify(list.json())).not.toContain(v.secret);

    const audit = (await bo('GET', '/bo/audit?merchant=demo&limit=5')).json().value as { action: string; target: string; after: unknown }[];
    const entry = audit.find((a) => a.action === 'vendor.create');
    expect(entry).toMatchObject({ target: 'vendor:bo-one', after: { code: 'bo-one', maxStake: '250.50' } });
    expect(JSON.stringify(audit)).not.toContain(v.secret);

    // The secret signs calls: a balance call with an unknown token is authenticated, then refused for the token.
    const client = vendorClient(p.app, 'bo-one', v.secret);
    expect((await client.call('balance', { requestId: 'r', token: 'nope' })).json.status).toBe('INVALID_TOKEN');
  });

  it('refuses a taken code, an unknown merchant, bad input and a missing operator token', async () => {
    await bo('POST', '/bo/vendors', { merchant: 'demo', code: 'bo-two' });
    expect((await bo('POST', '/bo/vendors', { merchant: 'demo', code: 'bo-two' })).json()).toMatchObject({ errorCode: 'vendor.exists' });
    expect((await bo('POST', '/bo/vendors', { merchant: 'nosuch', code: 'bo-three' })).json()).toMatchObject({ errorCode: 'merchant.unknown' });
    expect((await bo('POST', '/bo/vendors', { merchant: 'demo', code: 'Bad Code' })).json()).toMatchObject({ errorCode: 'request.invalid' });
    expect((await bo('POST', '/bo/vendors', { merchant: 'demo', code: 'bo-four', maxStake: '1.001' })).json()).toMatchObject({ errorCode: 'request.invalid' });
    expect((await bo('POST', '/bo/vendors', { merchant: 'demo', code: 'bo-five', secret: 'mine' })).json()).toMatchObject({ errorCode: 'request.invalid' });
    expect((await bo('GET', '/bo/vendors?merchant=demo', undefined, null)).statusCode).toBe(401);
    expect((await bo('POST', '/bo/vendors', { merchant: 'demo', code: 'bo-six' }, 'wrong')).statusCode).toBe(401);
  });

  it('issues a game session token for a member, stored only as its hash', async () => {
    await bo('POST', '/bo/vendors', { merchant: 'demo', code: 'bo-tok' });
    const m = await makeMember(p);
    const r = await bo('POST', '/bo/vendors/demo/bo-tok/token', { username: m.username, gameId: 'slot-9' });
    expect(r.statusCode).toBe(200);
    const v = r.json().value;
    expect(v).toMatchObject({ merchant: 'demo', vendor: 'bo-tok', username: m.username, gameId: 'slot-9' });
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = (await get().db.query<{ token_hash: string; game_id: string }>(
      'SELECT token_hash, game_id FROM game_sessions WHERE merchant_id = $1 AND member_id = $2', [merchantId, m.id])).rows;
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(v.token).digest('hex'), game_id: 'slot-9' }]);
    expect((await bo('POST', '/bo/vendors/demo/bo-tok/token', { username: 'nobody-here' })).json()).toMatchObject({ errorCode: 'USER_NOT_EXIST' });
    expect((await bo('POST', '/bo/vendors/demo/no-vendor/token', { username: m.username })).json()).toMatchObject({ errorCode: 'vendor.unknown' });
  });

  it('issueGameSession makes distinct 256-bit tokens and refuses an unknown vendor', async () => {
    await bo('POST', '/bo/vendors', { merchant: 'demo', code: 'bo-svc' });
    const m = await makeMember(p);
    const db = get().db;
    const a = await db.tx((q) => p.deps.vendorWallet.issueGameSession(q, merchantId, m.id, 'bo-svc', 'g1', 60_000));
    const b = await db.tx((q) => p.deps.vendorWallet.issueGameSession(q, merchantId, m.id, 'bo-svc', 'g1', 60_000));
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    await expect(db.tx((q) => p.deps.vendorWallet.issueGameSession(q, merchantId, m.id, 'nope', 'g1', 60_000))).rejects.toMatchObject({ code: 'vendor.unknown' });
  });
});
