import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dayOf } from '@/platform/src/modules/jobs';
import { freshIp } from '@/tests/support/clock';
import { describeOnPostgres, type TestDb } from '@/tests/support/db';
import { fundWallet, makeMember } from '@/tests/support/members';
import { platformOnPostgres, stopProcessesAndPlatform, type TestPlatform } from '@/tests/support/platform';
import { startReplica, type Replica } from '@/tests/support/replica';
import { gameToken, makeVendor } from '@/tests/support/vendor';
import { wpsCall } from '@/tests/support/wps-client';
import type { LedgerService } from '@/platform/src/modules/ledger';

/**
 * Two platform processes (each its own Node process on one PostgreSQL) asked by operators to
 * settle the same day's salary contracts at the same instant: the chain is paid once. The
 * processes' contract clocks run a day ahead (REWARDS_CLOCK_FILE), so today is "yesterday" to
 * them and may be settled while the bets are fresh.
 */
describeOnPostgres('contract settlement processes')('daily salary settled by two processes at once [postgres]', () => {
  let t: TestDb;
  let p: TestPlatform;
  let ledger: LedgerService;
  const replicas: Replica[] = [];
  const clockFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'contracts-clock-')), 'offset');
  beforeAll(async () => {
    ({ t, p, ledger } = await platformOnPostgres(undefined));
    writeFileSync(clockFile, String(86_400_000));
    const env = { REWARDS_CLOCK_FILE: clockFile };
    replicas.push(...(await Promise.all([startReplica(t.location, p.config.platformSecret, env), startReplica(t.location, p.config.platformSecret, env)])));
  }, 90_000);
  afterAll(async () => {
    await stopProcessesAndPlatform(replicas, p, t);
  }, 30_000);

  it('pays each contract of the chain once when two processes settle the day together', async () => {
    const demo = (await p.deps.merchants.byCode('demo'))!;
    const bo = (url: string, body: unknown, port?: number) => (port
      ? fetch(`http://127.0.0.1:${port}${url}`, { method: 'POST', headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })
        .then(async (r) => ({ statusCode: r.status, json: (await r.json()) as { value: any; errorCode?: string } }))
      : p.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) })
        .then((r) => ({ statusCode: r.statusCode, json: r.json() as { value: any; errorCode?: string } })));
    const vendor = await makeVendor(p, { code: 'ctrproc', name: 'Contract Process Games' });
    expect((await bo('/bo/catalog/import/demo', { vendor: { vassalage: 'CTRP', displayName: 'CTRP' }, games: [{ gameId: 'ctrp-slot', gameType: 'RNG', names: { EN: 'Slot' }, minBet: '1' }] })).statusCode).toBe(200);
    expect((await p.app.inject({
      method: 'PATCH', url: '/bo/catalog/vendors/demo/CTRP', headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ walletVendor: 'ctrproc', enabled: true }),
    })).statusCode).toBe(200);

    const A = await makeMember(p, { type: 3 });
    const B = await makeMember(p, { type: 3, parentAgentId: A.id });
    const session = async (id: number) => (await p.deps.sessions.issue(p.deps.db, demo.id, id, { ip: freshIp(), device: 'H5', remember: false })).token;
    expect((await bo('/bo/contracts/demo', { member: A.username, kind: 'daily', tiers: [{ bets: '0', active: 0, amount: '50' }] })).statusCode).toBe(200);
    const offer = await wpsCall(p.app, 'agentContractPropose', { token: await session(A.id), ip: freshIp(), body: { kind: 'daily', downline: B.username, tiers: [{ bets: '0', active: 0, amount: '20' }] } });
    expect((await wpsCall(p.app, 'agentContractAction', { token: await session(B.id), ip: freshIp(), body: { id: offer.json().value.id, action: 'accept' } })).json().value.status).toBe('signed');

    const player = await makeMember(p, { type: 0, parentAgentId: B.id });
    await fundWallet(p.deps.db, demo.id, player.id, 10_000_000n);
    const token = await gameToken(p, vendor.code, player.username, { gameId: 'ctrp-slot' });
    const id = randomUUID();
    expect((await vendor.call('bet', { requestId: randomUUID(), token, transactionId: id, roundId: `r-${id}`, gameId: 'ctrp-slot', amount: '30000', currency: 'CNY' })).json.status).toBe('OK');
    expect((await vendor.call('win', { requestId: randomUUID(), token, transactionId: randomUUID(), referenceTransactionId: id, roundId: `r-${id}`, gameId: 'ctrp-slot', amount: '0', currency: 'CNY', roundClosed: true })).json.status).toBe('OK');

    const today = dayOf(new Date(), demo.timeZone);
    const [r1, r2] = await Promise.all(replicas.map((r) => bo('/bo/contracts/demo/settle', { kind: 'daily', period: today }, r.port)));
    // Each answer is the run as its process left it: done (it ran the day, or ran it again for nothing), running (the
    // other process held the day), or job.running (refused while the other held it). At least one of them ran it.
    const outcomes = [r1!, r2!].map((r) => r.json.errorCode ?? r.json.value.status);
    for (const o of outcomes) expect(['done', 'running', 'job.running']).toContain(o);
    for (let i = 0; i < 100; i += 1) {
      const runs = await p.app.inject({ method: 'GET', url: '/bo/jobs/demo?job=contracts.daily', headers: { authorization: `Bearer ${p.opsToken}` } });
      if (runs.json().value.some((r: { period: string; status: string }) => r.period === today && r.status === 'done')) break;
      await new Promise((res) => setTimeout(res, 100));
    }

    const wallet = async (memberId: number) => (await ledger.balance(t.db, demo.id, (await ledger.memberWallet(t.db, demo.id, memberId, 'CNY')).id))!.balance_minor;
    // 30 000 of team bets: B's gross at 20 per 10 000 is 60.00; A's at 50 is 150.00, less B's 60.00 = 90.00.
    expect(await wallet(B.id)).toBe(6_000n);
    expect(await wallet(A.id)).toBe(9_000n);
    const entries = await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM journal_entries WHERE merchant_id = $1 AND idempotency_source = 'contract'", [demo.id]);
    expect(entries.rows[0]!.n).toBe('2');
    expect((await ledger.verify(demo.id)).violations).toEqual([]);
  }, 60_000);
});
