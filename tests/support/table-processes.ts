import { createHash } from 'node:crypto';
import type { Merchant } from '@/platform/src/context';
import type { LedgerService } from '@/platform/src/modules/ledger';
import type { TestDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { platformOnPostgres, stopProcessesAndPlatform, type TestPlatform } from '@/tests/support/platform';
import { startReplica, type Replica } from '@/tests/support/replica';
import { gameToken } from '@/tests/support/vendor';

interface SlipRow { id: string; token_hash: string; status: string; stake_minor: bigint; payout_minor: bigint | null; round_id: string }

/**
 * Two platform processes that seat one house table game over the test's PostgreSQL database, and the test's own
 * instance beside them (it seeds and funds; its runner stays off and it seats no table of its own).
 * Call inside a `describe`: it registers the beforeAll that starts them and the afterAll that stops them.
 */
export function useTableProcesses(opts: { game: string; env: Record<string, string> }) {
  const { game, env } = opts;
  let t: TestDb;
  let p: TestPlatform;
  let ledger: LedgerService;
  let demo: Merchant;
  const replicas: Replica[] = [];

  beforeAll(async () => {
    ({ t, p, ledger, demo } = await platformOnPostgres({ house: { tables: { runner: false } } }));
    replicas.push(...(await Promise.all([startReplica(t.location, p.config.platformSecret, env), startReplica(t.location, p.config.platformSecret, env)])));
  }, 60_000);
  afterAll(() => stopProcessesAndPlatform(replicas, p, t), 30_000);

  const call = async (r: Replica, path: string, body: Record<string, unknown>) => {
    const res = await fetch(`http://127.0.0.1:${r.port}/games/house/api/demo/table/${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game, ...body }),
    });
    return (await res.json()) as { ok: boolean; value: any; error?: string };
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const live = () => replicas.filter((r) => r.child.exitCode === null && r.child.signalCode === null);
  /** Starts one more process over the same database, as the first two were started. */
  const startAnother = async () => {
    replicas.push(await startReplica(t.location, p.config.platformSecret, env));
  };

  /** Opens each player's session on the process they play through; each must be let in. */
  async function sitDown(ps: { token: string; via: number }[]) {
    for (const pl of ps) expect((await call(replicas[pl.via]!, 'session', { token: pl.token })).ok).toBe(true);
  }
  /** How many settled slips each of these rounds holds. */
  async function settledSlipsPerRound(ids: string[]): Promise<number[]> {
    const rounds = (await t.db.query<{ id: string; drawn: number }>(
      `SELECT r.id, count(b.*)::int AS drawn FROM house_table_rounds r JOIN house_table_bets b ON b.round_id = r.id
       WHERE r.id = ANY($1::bigint[]) AND b.status = 'settled' GROUP BY r.id`, [ids])).rows;
    return rounds.map((x) => x.drawn);
  }
  /** Who holds the table's lease (drives its rounds) now: `p<pid>_…` of a process, or null. */
  const leaseOwner = async () =>
    (await t.db.query<{ lease_owner: string | null }>(`SELECT lease_owner FROM house_tables WHERE table_id = $1`, [game])).rows[0]!.lease_owner;
  const processOf = (owner: string) => replicas.find((x) => owner.startsWith(`p${x.child.pid}_`));

  /** Members funded with 1,000.00 each, with a game token, spread over the two processes (`via`). */
  async function players(n: number) {
    const out: { memberId: number; token: string; via: number }[] = [];
    for (let i = 0; i < n; i++) {
      const m = await makeMember(p);
      await p.app.inject({
        method: 'POST', url: `/bo/wallets/demo/${m.username}/adjust`, headers: { authorization: `Bearer ${p.opsToken}` },
        payload: { amount: '1000', note: 'processes test', key: `proc-${m.id}` },
      });
      out.push({ memberId: m.id, token: await gameToken(p, 'house', m.username, { gameId: game }), via: i % 2 });
    }
    return out;
  }

  /** The open round, with more than `room_ms` of betting left, as a replica tells it. */
  async function openRound(r: Replica, token: string, room_ms = 1000): Promise<{ id: string; no: number }> {
    for (let i = 0; i < 200; i++) {
      const s = await call(r, 'state', { token });
      const round = s.value?.round;
      if (round?.status === 'open' && Date.parse(round.closesAt) - Date.now() > room_ms) return round;
      await sleep(100);
    }
    throw new Error('no open round');
  }

  async function roundStatus(id: string): Promise<string> {
    const r = await t.db.query<{ status: string }>('SELECT status FROM house_table_rounds WHERE id = $1', [id]);
    return r.rows[0]!.status;
  }
  async function waitFor(id: string, statuses: string[], timeout_ms = 30_000): Promise<string> {
    const until = Date.now() + timeout_ms;
    for (;;) {
      const s = await roundStatus(id);
      if (statuses.includes(s)) return s;
      if (Date.now() > until) throw new Error(`round ${id} still ${s}`);
      await sleep(200);
    }
  }

  /** Every member's wallet equals their funding less the stakes plus the payouts of their slips; every slip finished. */
  async function expectBooksBalance(ps: { memberId: number; token: string }[]) {
    const slips = (await t.db.query<SlipRow>('SELECT id, token_hash, status, stake_minor, payout_minor, round_id FROM house_table_bets')).rows;
    expect(slips.filter((s) => !['settled', 'rolled_back', 'refused'].includes(s.status))).toEqual([]);
    for (const pl of ps) {
      const hash = createHash('sha256').update(pl.token).digest('hex');
      const mine = slips.filter((s) => s.token_hash === hash && s.status === 'settled');
      const expected = mine.reduce((sum, s) => sum - BigInt(s.stake_minor) + BigInt(s.payout_minor!), 1000_00n);
      expect((await ledger.memberWallet(t.db, demo.id, pl.memberId, 'CNY')).balance_minor).toBe(expected);
    }
    expect((await ledger.verify()).violations).toEqual([]);
  }

  return {
    replicas, call, live, startAnother, sitDown, settledSlipsPerRound, leaseOwner, processOf, players, openRound, roundStatus, waitFor, expectBooksBalance,
  };
}
