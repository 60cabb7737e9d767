import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { openPglite } from '@/platform/src/db';
import { createLedgerService } from '@/platform/src/modules/ledger';
import type { WalletAction } from '@/platform/src/modules/vendor-wallet/schema';
import { signBody } from '@/platform/src/modules/vendor-wallet/signing';
import { createTestDb, dbKinds, type DbKind } from '@/tests/support/db';
import { fundWallet, makeMember } from '@/tests/support/members';
import { makePlatform, testConfig } from '@/tests/support/platform';
import { startReplica, stopReplicas, type Replica } from '@/tests/support/replica';
import { gameToken, makeVendor } from '@/tests/support/vendor';

/**
 * The wallet's group commit between processes: platform replicas batching at once over one
 * database never deadlock and never apply a call twice; a replica killed (SIGKILL) while it
 * batches loses no acknowledged call, and every call it had not answered is either absent or
 * present once, answering its replay identically.
 */

const secret = testConfig().platformSecret;
const cents = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
interface Answer { status: string; balance: string | null }

/** A database for one test, prepared in this process (seeded, a vendor, funded players), then handed to replicas. */
async function prepare(kind: DbKind, players_n: number, funds_minor: bigint) {
  const t = await createTestDb(kind);
  const { db } = t;
  const target = t.location;
  const p = await makePlatform(db);
  const merchantId = (await p.deps.merchants.byCode('demo'))!.id;
  const vendor = await makeVendor(p, { code: 'procs' });
  const players = await Promise.all(Array.from({ length: players_n }, async () => {
    const m = await makeMember(p);
    await fundWallet(db, merchantId, m.id, funds_minor);
    return { id: m.id, token: await gameToken(p, 'procs', m.username) };
  }));
  await p.app.close();
  return { db, target, drop: () => t.drop(), merchantId, vendorSecret: vendor.secret, players };
}

/** Signed wallet calls over real HTTP; a call whose process died answers null (no answer came). */
function walletClient(vendorSecret: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const call = (port: number, action: WalletAction, body: Record<string, unknown>) => new Promise<string | null>((resolve) => {
    const text = JSON.stringify(body);
    const req = http.request(`http://127.0.0.1:${port}/vendor/procs/wallet/${action}`, {
      method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'x-signature': signBody(vendorSecret, text) },
    }, (res) => {
      let answer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (answer += chunk));
      res.on('end', () => resolve(res.statusCode === 200 ? answer : null));
      res.on('error', () => resolve(null));
    });
    req.on('error', () => resolve(null));
    req.end(text);
  });
  return { call, close: () => agent.destroy() };
}

const round = (token: string, id: string, stake: string, extra: Record<string, unknown> = {}) => ({
  requestId: `q-${randomBytes(4).toString('hex')}`, token, transactionId: id, roundId: `round-${id}`, gameId: 'slot', amount: stake,
  currency: 'CNY', roundClosed: false, ...extra,
});

const onPostgres = process.env.WPS_TEST_POSTGRES === '1';
const describePg = onPostgres ? describe : describe.skip;

describePg('vendor wallet group commit, two platform processes [postgres]', () => {
  it('never deadlocks and never applies a call twice while both batch bets, wins, twin deliveries, clashing ids and early rollbacks', async () => {
    const funds = 100_000n;
    const env = await prepare('postgres', 24, funds);
    const replicas: Replica[] = [];
    const client = walletClient(env.vendorSecret);
    try {
      replicas.push(...(await Promise.all([startReplica(env.target, secret), startReplica(env.target, secret)])));
      const deadlocks = async () => Number((await env.db.query<{ n: bigint }>(
        'SELECT deadlocks AS n FROM pg_stat_database WHERE datname = current_database()')).rows[0]!.n);
      const deadlocksBefore = await deadlocks();
      const expected = new Map(env.players.map((pl) => [pl.id, funds]));
      const move = (id: number, a: Answer, minor: bigint) => {
        if (a.status === 'OK') expected.set(id, expected.get(id)! + minor);
      };
      const parse = (text: string | null): Answer => {
        expect(text).not.toBeNull();
        return JSON.parse(text!) as Answer;
      };
      const clashWinners = new Map<string, number>();
      const port = (i: number) => replicas[i % 2]!.port;

      await Promise.all(env.players.map(async (pl, n) => {
        const next = env.players[(n + 1) % env.players.length]!;
        for (let k = 0; k < 12; k++) {
          const stake = BigInt(100 + ((n + k) % 3) * 100);
          const betId = `b-${pl.id}-${k}`;
          const bet = parse(await client.call(port(n + k), 'bet', round(pl.token, betId, cents(stake))));
          expect(bet.status).toBe('OK');
          move(pl.id, bet, -stake);
          // The win delivered twice at once, once to each process: one payment, one answer.
          const winBody = round(pl.token, `w-${pl.id}-${k}`, cents(2n * stake), { referenceTransactionId: betId, roundClosed: true });
          const [w1, w2] = await Promise.all([client.call(port(0), 'win', winBody), client.call(port(1), 'win', winBody)]);
          expect(w2).toBe(w1);
          move(pl.id, parse(w1), 2n * stake);
          if (k % 4 === 0) {
            // A transaction id this player and the next one send at the same moment: one of them has it.
            const clash = `clash-${n % 2}-${k}-${Math.floor(n / 2)}`;
            const [mine, theirs] = await Promise.all([
              client.call(port(n), 'bet', round(pl.token, clash, '1.00')),
              client.call(port(n + 1), 'bet', round(next.token, clash, '1.00')),
            ]);
            const [a, b] = [parse(mine), parse(theirs)];
            expect([a.status, b.status].sort()).toEqual(expect.arrayContaining(['OK']));
            for (const [who, ans] of [[pl.id, a], [next.id, b]] as const) {
              if (ans.status === 'OK') {
                expect(clashWinners.has(clash)).toBe(false);
                clashWinners.set(clash, who);
                move(who, ans, -100n);
              } else {
                expect(ans.status).toBe('DUPLICATE_TRANSACTION');
              }
            }
          }
          if (k % 5 === 2) {
            // A rollback that overtakes its bet: remembered once, the bet refused.
            const late = `late-${pl.id}-${k}`;
            const rb = round(pl.token, `rb-${pl.id}-${k}`, '1.00', { referenceTransactionId: late, roundClosed: true });
            delete (rb as { amount?: string }).amount;
            const [r1, r2] = await Promise.all([client.call(port(1), 'rollback', rb), client.call(port(0), 'rollback', rb)]);
            expect(r2).toBe(r1);
            expect(parse(r1).status).toBe('OK');
            expect(parse(await client.call(port(n), 'bet', round(pl.token, late, '1.00'))).status).toBe('BET_ALREADY_SETTLED');
          }
        }
      }));

      const ledger = createLedgerService({ db: env.db });
      for (const pl of env.players) {
        const wallet = await ledger.memberWallet(env.db, env.merchantId, pl.id, 'CNY');
        expect(wallet.balance_minor).toBe(expected.get(pl.id));
      }
      // Both processes batched: some entries carry several calls.
      const widest = await env.db.query<{ n: bigint }>(
        `SELECT max(c) AS n FROM (SELECT count(*) AS c FROM journal_lines l JOIN journal_entries e ON e.merchant_id = l.merchant_id AND e.id = l.entry_id
         WHERE e.idempotency_source = 'vendor.batch' AND l.reason IS NOT NULL GROUP BY l.entry_id) x`);
      expect(Number(widest.rows[0]!.n)).toBeGreaterThan(1);
      await new Promise((r) => setTimeout(r, 1_500));
      expect(await deadlocks()).toBe(deadlocksBefore);
      expect((await ledger.verify(env.merchantId)).violations).toEqual([]);
    } finally {
      client.close();
      await stopReplicas(replicas);
      await env.drop();
    }
  }, 180_000);
});

for (const kind of dbKinds()) {
  describe(`vendor wallet group commit, a process killed mid-load [${kind}]`, () => {
    it('keeps every acknowledged call exactly once; an unanswered call is absent or present once, and its replays agree', async () => {
      const funds = 100_000n;
      const env = await prepare(kind, 10, funds);
      // PGlite's directory belongs to one process at a time: the replica's now.
      if (kind === 'pglite') await env.db.close();
      const client = walletClient(env.vendorSecret);
      let replica = await startReplica(env.target, secret);
      const sent: { player: number; action: WalletAction; body: Record<string, unknown>; text: string | null }[] = [];
      let acked = 0;
      let killed = false;
      try {
        await Promise.all(env.players.map(async (pl, n) => {
          for (let k = 0; !killed; k++) {
            const betId = `b-${n}-${k}`;
            for (const [action, body] of [
              ['bet', round(pl.token, betId, '1.00')],
              ['win', round(pl.token, `w-${n}-${k}`, '2.00', { referenceTransactionId: betId, roundClosed: true })],
            ] as const) {
              const entry = { player: n, action, body, text: null as string | null };
              sent.push(entry);
              entry.text = await client.call(replica.port, action, body);
              if (entry.text === null) return;
              expect(JSON.parse(entry.text).status).toBe('OK');
              acked += 1;
              if (acked === 120 && !killed) {
                killed = true;
                replica.child.kill('SIGKILL');
              }
            }
          }
        }));
        await stopReplicas([replica], 'SIGKILL');
        expect(sent.some((s) => s.text === null)).toBe(true);

        replica = await startReplica(env.target, secret);
        for (const s of sent) {
          const again = await client.call(replica.port, s.action, s.body);
          expect(again).not.toBeNull();
          if (s.text !== null) expect(again).toBe(s.text);
          expect(await client.call(replica.port, s.action, s.body)).toBe(again);
        }
        // Every call sent is now in exactly once: 1.00 out per bet, 2.00 in per win.
        for (const [n, pl] of env.players.entries()) {
          const mine = sent.filter((s) => s.player === n);
          const want = funds - 100n * BigInt(mine.filter((s) => s.action === 'bet').length) + 200n * BigInt(mine.filter((s) => s.action === 'win').length);
          const balance = JSON.parse((await client.call(replica.port, 'balance', { requestId: 'after', token: pl.token }))!) as Answer;
          expect(balance).toEqual({ status: 'OK', balance: cents(want), currency: 'CNY' });
        }
      } finally {
        client.close();
        await stopReplicas([replica]);
      }
      const db = 'pgliteDir' in env.target ? await openPglite(env.target.pgliteDir) : env.db;
      try {
        const stored = await db.query<{ n: bigint }>("SELECT count(*) AS n FROM vendor_transactions WHERE vendor = 'procs'");
        expect(Number(stored.rows[0]!.n)).toBe(sent.length);
        expect((await createLedgerService({ db }).verify(env.merchantId)).violations).toEqual([]);
      } finally {
        if (db !== env.db) await db.close();
        await env.drop();
      }
    }, 240_000);
  });
}
