import type { AddressInfo } from 'node:net';
import { RedisStore } from '@/platform/src/infra';
import { coinTable } from '@/tests/support/coin-table';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { makePlatform, testConfig, type TestPlatform } from '@/tests/support/platform';
import { describeRedis, dropRedisPrefix, testRedisPrefix } from '@/tests/support/redis';
import { openTableSocket, roundEvent, type TableSocket } from '@/tests/support/table-socket';
import { gameToken } from '@/tests/support/vendor';

/** Quick rounds: 1.5 s of betting, half a second of result. */
const coin = coinTable('test-coin', { betting_ms: 1_500, result_ms: 500 });
const build = { house: { tables: { games: { [coin.gameId]: coin } } } };

async function listen(p: TestPlatform): Promise<number> {
  await p.app.listen({ port: 0, host: '127.0.0.1' });
  return (p.app.server.address() as AddressInfo).port;
}

/** A funded member seated at the coin table (as the client page does), with their token. */
async function seated(p: TestPlatform, port: number, amount = '100') {
  const m = await makeMember(p);
  await p.app.inject({
    method: 'POST', url: `/bo/wallets/demo/${m.username}/adjust`, headers: { authorization: `Bearer ${p.opsToken}` },
    payload: { amount, note: 'socket test', key: `sock-${m.id}` },
  });
  const token = await gameToken(p, 'house', m.username, { gameId: coin.gameId });
  const r = await fetch(`http://127.0.0.1:${port}/games/house/api/demo/table/session`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, game: coin.gameId }),
  });
  expect(r.status).toBe(200);
  return { m, token };
}

const socketUrl = (port: number) => `ws://127.0.0.1:${port}/games/house/api/demo/table/ws?game=${coin.gameId}`;
const roundOf = (m: Record<string, unknown>) => m.round as { id: string; no: number; status: string; serverSeedHash: string; outcome: unknown };

describeEachDb('house tables: pushed round events', (get) => {
  let p: TestPlatform;
  let port: number;
  const sockets: TableSocket[] = [];
  beforeAll(async () => {
    p = await makePlatform(get().db, { build });
    port = await listen(p);
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await p?.app.close();
  });
  const open = async (token: string | null) => {
    const s = await openTableSocket(socketUrl(port), token);
    sockets.push(s);
    return s;
  };

  it('pushes every round to every player at the table, and a slip’s settlement only to its player', async () => {
    const a = await seated(p, port);
    const b = await seated(p, port);
    const [sa, sb] = [await open(a.token), await open(b.token)];
    expect((await sa.next((m) => m.type === 'table')).snapshot).toMatchObject({ table: coin.gameId, currency: 'CNY', balance: '100.00' });
    const opened = roundOf(await sa.next(roundEvent('open')));
    const r = await fetch(`http://127.0.0.1:${port}/games/house/api/demo/table/bet`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: a.token, game: coin.gameId, roundId: opened.id, bets: [{ spot: 'heads', amount: '10' }] }),
    });
    expect((await r.json()).value).toMatchObject({ balance: '90.00', slip: { stake: '10.00', status: 'accepted' } });
    const settled = roundOf(await sa.next(roundEvent('settled', opened.id)));
    const drawnA = roundOf(await sa.next(roundEvent('drawn', opened.id)));
    const drawnB = roundOf(await sb.next(roundEvent('drawn', opened.id)));
    expect(drawnB).toEqual(drawnA);
    expect(settled.no).toBe(opened.no);
    const slip = await sa.next((m) => m.type === 'slip');
    const heads = (drawnA.outcome as { side: string }).side === 'heads';
    expect(slip).toMatchObject({ slip: { status: 'settled', payout: heads ? '20.00' : '0.00' }, balance: heads ? '110.00' : '90.00' });
    expect(sb.messages.filter((m) => m.type === 'slip')).toEqual([]);
    // The next round follows by itself while the players are there.
    expect(roundOf(await sb.next((m) => roundEvent('open')(m) && roundOf(m).no === opened.no + 1)).serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('holds its limits: a frame over 1 KB, a fourth socket of one player, a hello with an unknown token', async () => {
    const a = await seated(p, port);
    const big = await open(a.token);
    await big.next((m) => m.type === 'table');
    big.ws.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(2048) }));
    expect(await big.closed).toBe(1009);

    const three = [await open(a.token), await open(a.token), await open(a.token)];
    await Promise.all(three.map((s) => s.next((m) => m.type === 'table')));
    const fourth = await open(a.token);
    expect(await fourth.closed).toBe(4008);
    three[0]!.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await three[0]!.next((m) => m.type === 'pong')).toMatchObject({ type: 'pong' });

    const stranger = await open('x'.repeat(43));
    expect(await stranger.closed).toBe(4001);
    const rude = await open(null);
    rude.ws.send('not json');
    expect(await rude.closed).toBe(1008);
  });
});

describeRedis('house tables: two platform instances on one Redis', (url) => {
  const prefix = testRedisPrefix();
  describeEachDb('fan-out', (get) => {
    const instances: TestPlatform[] = [];
    const sockets: TableSocket[] = [];
    afterAll(async () => {
      for (const s of sockets) s.ws.terminate();
      for (const p of instances) await p.app.close();
      for (const p of instances) await p.deps.store.close();
      await dropRedisPrefix(url, prefix);
    });

    it('gives a client on each instance the same round events, drawn once by whichever instance holds the table', async () => {
      // Two instances of one platform: one database, one operator token, one Redis.
      const opsToken = testConfig().opsToken;
      for (let i = 0; i < 2; i++) {
        instances.push(await makePlatform(get().db, { build, config: { opsToken }, deps: { store: await RedisStore.connect({ url, prefix }) } }));
      }
      const ports = [await listen(instances[0]!), await listen(instances[1]!)];
      const a = await seated(instances[0]!, ports[0]!);
      const b = await seated(instances[1]!, ports[1]!);
      const [sa, sb] = [await openTableSocket(socketUrl(ports[0]!), a.token), await openTableSocket(socketUrl(ports[1]!), b.token)];
      sockets.push(sa, sb);
      // Rounds opened before both sockets said hello are not compared: the next one is.
      const seen = await Promise.all([sa, sb].map(async (s) => ((await s.next((m) => m.type === 'table')).snapshot as { round: { no: number } | null }).round?.no ?? 0));
      const first = roundOf(await sa.next((m) => roundEvent('open')(m) && roundOf(m).no > Math.max(...seen)));
      for (const status of ['open', 'closed', 'drawn', 'settled']) {
        const [x, y] = await Promise.all([sa.next(roundEvent(status, first.id)), sb.next(roundEvent(status, first.id))]);
        expect(roundOf(y)).toEqual(roundOf(x));
      }
      // Each event reached each client once: one instance drove the round, the other relayed it.
      const count = (s: TableSocket) => s.messages.filter((m) => m.type === 'round' && roundOf(m).id === first.id).length;
      expect([count(sa), count(sb)]).toEqual([4, 4]);
    });
  });
});
