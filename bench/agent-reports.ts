import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { wpsCalls } from '../lib/wps/calls';
import { teamBetsValueSchema, teamPnlValueSchema } from '../lib/wps/schemas/agent-reports';
import type { Queryable } from '../platform/src/db';
import { agentReportsRepo } from '../platform/src/modules/agents/report-repo';
import { teamMoneyReasons } from '../platform/src/modules/agents/report-reasons';
import { agentTreeRepo } from '../platform/src/modules/agents/repo';
import { createMember } from '../platform/src/modules/members/service';
import { demoPlatform } from './support/scratch-db';
import { percentile } from './support/load';

/**
 * The agents' team reports at scale (issue 20): an agent with 100,000 members below it (100
 * sub-agents of 999 members each) and 1,000,000 settled real-money bets over 30 days, built with
 * set-based INSERT ... SELECT generate_series into the real tables (members with their agent_tree
 * closure rows; bets; journal entries and lines with the cached balances, so
 * ledger:verify stays clean), then a platform process on that database (`platform/src/main.ts`)
 * driven over HTTP by concurrent clients for a fixed time per endpoint: req/s, p50/p95/p99. Then
 * EXPLAIN (ANALYZE, BUFFERS) of the main queries. Usage:
 *   npm run bench:agents [-- <seconds per endpoint, default 10>]
 * Env: BENCH_CLIENTS (20), BENCH_MEMBERS (100000), BENCH_BETS (1000000), BENCH_ADMIN_URL, BENCH_KEEP.
 */

const seconds = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 10);
const clients = Number(process.env.BENCH_CLIENTS ?? 20);
const membersWanted = Number(process.env.BENCH_MEMBERS ?? 100_000);
const betsWanted = Number(process.env.BENCH_BETS ?? 1_000_000);
const subAgents = 100;
const days = 30;
const firstDay = '2026-11-01';
const lastDay = '2026-11-30';
const warmup_ms = 1_500;

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer();
  s.listen(0, '127.0.0.1', () => {
    const port = (s.address() as net.AddressInfo).port;
    s.close(() => resolve(port));
  });
});

async function timed<T>(label: string, f: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const r = await f();
  console.log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return r;
}

async function main() {
  const children: ChildProcess[] = [];
  const p = await demoPlatform('bench_agents');
  try {
    const { db, merchant, deps, config, scratch } = p;
    console.log(`building ${membersWanted} members and ${betsWanted} bets on ${scratch.name} ...`);
    const agent = await createMember(db, merchant.id, { username: 'benchagent', password: 'bench-pass-1', type: 3 });

    // Members: copies of one row made by the members module (no scrypt per member), the
    // sub-agents first and then their members, so agent_tree's trigger sees each parent.
    const cols = (await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'members'
         AND is_generated = 'NEVER' AND is_identity = 'NO' AND column_name NOT IN ('merchant_id', 'username', 'type', 'parent_agent_id')
       ORDER BY ordinal_position`)).rows.map((r) => r.column_name);
    const copy = (username: string, type: string, parent: string, from: string) =>
      `INSERT INTO members (merchant_id, username, type, parent_agent_id, ${cols.join(', ')})
       SELECT m.merchant_id, ${username}, ${type}, ${parent}, ${cols.map((c) => `m.${c}`).join(', ')}
         FROM members m, ${from} WHERE m.merchant_id = $1 AND m.id = $2`;
    await timed(`${subAgents} sub-agents`, () => db.query(copy(`'bsub' || g`, '3', '$2', `generate_series(1, ${subAgents}) g`), [merchant.id, agent.id]));
    const perSub = Math.ceil((membersWanted - subAgents) / subAgents);
    // The 99,900 members in one statement with agent_tree's per-row trigger off, and their closure
    // rows written set-based after it (themselves, their sub-agent, the agent: what the trigger
    // writes, as migration 048's back-fill does); the trigger is on again before anything reads.
    // With the trigger on, the insert took over 13 minutes on the shared 2-core machine.
    await timed(`${perSub * subAgents} members and their agent_tree rows`, () => db.tx(async (q) => {
      await q.query('ALTER TABLE members DISABLE TRIGGER agent_tree_insert');
      await q.query(
        copy(`'bm' || s.id || '_' || g`, '0', 's.id', `(SELECT id FROM members WHERE merchant_id = $1 AND username LIKE 'bsub%') s, generate_series(1, ${perSub}) g`),
        [merchant.id, agent.id]);
      await q.query('ALTER TABLE members ENABLE TRIGGER agent_tree_insert');
      await q.query(
        `INSERT INTO agent_tree (merchant_id, ancestor_id, member_id, depth)
         SELECT m.merchant_id, m.id, m.id, 0 FROM members m JOIN members s ON s.merchant_id = m.merchant_id AND s.id = m.parent_agent_id
          WHERE m.merchant_id = $1 AND s.parent_agent_id = $2
         UNION ALL
         SELECT m.merchant_id, m.parent_agent_id, m.id, 1 FROM members m JOIN members s ON s.merchant_id = m.merchant_id AND s.id = m.parent_agent_id
          WHERE m.merchant_id = $1 AND s.parent_agent_id = $2
         UNION ALL
         SELECT m.merchant_id, $2, m.id, 2 FROM members m JOIN members s ON s.merchant_id = m.merchant_id AND s.id = m.parent_agent_id
          WHERE m.merchant_id = $1 AND s.parent_agent_id = $2`, [merchant.id, agent.id]);
    }));
    await db.exec('ANALYZE members; ANALYZE agent_tree;');
    const teamSize = await agentTreeRepo.teamSize(db, merchant.id, agent.id);
    console.log(`  team below the agent: ${teamSize}`);

    // Games with a type (the demo's catalog as game_types sees it; a wallet vendor of our own when it has none).
    let games = (await db.query<{ vendor: string; game_id: string; game_type: string }>(
      'SELECT vendor, game_id, game_type FROM game_types WHERE merchant_id = $1 ORDER BY vendor, game_id LIMIT 12', [merchant.id])).rows;
    if (games.length === 0) throw new Error('the demo catalog has no game with a wallet vendor');
    const vendor = games[0]!.vendor;
    games = games.filter((g) => g.vendor === vendor);
    console.log(`  games: ${games.map((g) => `${g.game_id} (${g.game_type})`).join(', ')}`);

    await timed('wallets, a deposit each (4 entries)', () => db.tx(async (q) => {
      await q.query(
        `INSERT INTO ledger_accounts (merchant_id, kind, member_id, currency, allow_negative)
         SELECT t.merchant_id, 'member_wallet', t.member_id, $3, false FROM agent_tree t
          WHERE t.merchant_id = $1 AND t.ancestor_id = $2 AND t.depth > 0
         ON CONFLICT DO NOTHING`, [merchant.id, agent.id, merchant.currency.code]);
      await q.query(
        `INSERT INTO ledger_accounts (merchant_id, kind, bucket, currency, allow_negative)
         VALUES ($1, 'house_deposit_clearing', 0, $2, true) ON CONFLICT DO NOTHING`, [merchant.id, merchant.currency.code]);
      // One entry per 25,000 wallets (line numbers are smallint): each wallet gets 10,000.00 on the 1st.
      await q.query(
        `WITH w AS (SELECT a.id, (row_number() OVER (ORDER BY a.id) - 1) AS n FROM ledger_accounts a
                      JOIN agent_tree t ON t.merchant_id = a.merchant_id AND t.member_id = a.member_id
                     WHERE a.merchant_id = $1 AND a.kind = 'member_wallet' AND t.ancestor_id = $2 AND t.depth > 0),
              chunks AS (SELECT DISTINCT n / 25000 AS c FROM w),
              e AS (INSERT INTO journal_entries (merchant_id, reason, reference, idempotency_source, idempotency_key, params_hash, created_at)
                    SELECT $1, 'deposit', 'bench:fund:' || c, 'bench', 'fund:' || c, 'bench', $3::timestamptz FROM chunks
                    RETURNING id, reference)
         INSERT INTO journal_lines (merchant_id, entry_id, line_no, account_id, amount_minor, created_at)
         SELECT $1, e.id, (w.n % 25000) + 1, w.id, 1000000, $3::timestamptz FROM w JOIN e ON e.reference = 'bench:fund:' || (w.n / 25000)
         UNION ALL
         SELECT $1, e.id, 25001, h.id, -1000000 * (SELECT count(*) FROM w WHERE w.n / 25000 = substr(e.reference, 12)::int), $3::timestamptz
           FROM e, ledger_accounts h WHERE h.merchant_id = $1 AND h.kind = 'house_deposit_clearing' AND h.bucket = 0 AND h.currency = $4`,
        [merchant.id, agent.id, `${firstDay}T00:00:00Z`, merchant.currency.code]);
    }));

    // Bets: settled, spread over the team and the month; a third win twice the stake.
    await timed(`${betsWanted} settled bets`, () => db.query(
      `WITH team AS (SELECT member_id, (row_number() OVER (ORDER BY member_id) - 1) AS n FROM agent_tree
                      WHERE merchant_id = $1 AND ancestor_id = $2 AND depth > 0),
            games AS (SELECT game_id, (row_number() OVER (ORDER BY game_id) - 1) AS n FROM unnest($4::text[]) game_id),
            b AS (SELECT g, (g::bigint * 7919) % $5 AS who, g % $6 AS day, 100 * (1 + g % 50) AS stake FROM generate_series(1, $7::int) g)
       INSERT INTO bets (merchant_id, member_id, vendor, transaction_id, game_id, round_id, stake_minor, payout_minor, status, currency,
                         play_money, win_transaction_id, created_at, settled_at)
       SELECT $1, team.member_id, $3, 'bb' || b.g, games.game_id, 'br' || b.g, b.stake, CASE WHEN b.g % 3 = 0 THEN 2 * b.stake ELSE 0 END,
              'settled', $8, false, 'bw' || b.g,
              $9::timestamptz + b.day * interval '1 day' + (b.g % 86000) * interval '1 second',
              $9::timestamptz + b.day * interval '1 day' + (b.g % 86000 + 5) * interval '1 second'
         FROM b JOIN team ON team.n = b.who JOIN games ON games.n = b.g % $10`,
      [merchant.id, agent.id, vendor, games.map((g) => g.game_id), teamSize, days, betsWanted, merchant.currency.code, `${firstDay}T00:00:00Z`, games.length]));

    // The ledger's side of each bet, as the wallet's group commit writes it: one entry per day and
    // 4,000 bets, a line per bet and per win on the member's wallet (each naming its call), and
    // one line on the vendor's house account for the rest.
    await timed('journal lines of the bets (bet and win per bet)', () => db.tx(async (q) => {
      await timed('  step', () => q.query(
        `INSERT INTO ledger_accounts (merchant_id, kind, vendor, bucket, currency, allow_negative)
         VALUES ($1, 'house_game', $2, 0, $3, true) ON CONFLICT DO NOTHING`, [merchant.id, vendor, merchant.currency.code]));
      // Fresh statistics first: without them the planner joins a million new bets to the wallets by a loop over all accounts.
      await q.query('ANALYZE bets');
      await q.query('ANALYZE ledger_accounts');
      await timed('  step', () => q.query(
        `CREATE TEMP TABLE bench_moves ON COMMIT DROP AS
         SELECT b.transaction_id, b.round_id, b.stake_minor, b.payout_minor, b.created_at, b.settled_at, a.id AS account_id,
                to_char(b.created_at, 'YYYYMMDD') || ':' || ((row_number() OVER (PARTITION BY b.created_at::date ORDER BY b.transaction_id) - 1) / 4000) AS chunk,
                (((row_number() OVER (PARTITION BY b.created_at::date ORDER BY b.transaction_id) - 1) % 4000) * 2)::int AS pos
           FROM bets b JOIN ledger_accounts a ON a.merchant_id = b.merchant_id AND a.kind = 'member_wallet' AND a.member_id = b.member_id
          WHERE b.merchant_id = $1 AND b.vendor = $2`, [merchant.id, vendor]));
      await q.query('ANALYZE bench_moves');
      // The entries' ids first (one per chunk), then the entries with them.
      await timed('  step', () => q.query(
        `CREATE TEMP TABLE bench_entries ON COMMIT DROP AS
         SELECT chunk, min(created_at) AS at, nextval(pg_get_serial_sequence('journal_entries', 'id')) AS id FROM bench_moves GROUP BY chunk`));
      await q.query('ANALYZE bench_entries');
      await timed('  step', () => q.query(
        `INSERT INTO journal_entries (merchant_id, id, reason, reference, idempotency_source, idempotency_key, params_hash, created_at)
         SELECT $1, id, 'vendor.batch', '', 'vendor.batch', 'bench:' || chunk, 'bench', at FROM bench_entries`, [merchant.id]));
      await timed('  step', () => q.query(
        `INSERT INTO journal_lines (merchant_id, entry_id, line_no, account_id, amount_minor, created_at, reason, reference, idempotency_source, idempotency_key)
         SELECT $1::int, e.id, m.pos + 1, m.account_id, -m.stake_minor, m.created_at, 'bet', $2::text || ':' || m.round_id, 'vendor:' || $2::text, 'bet:' || m.transaction_id
           FROM bench_moves m JOIN bench_entries e USING (chunk)
         UNION ALL
         SELECT $1::int, e.id, m.pos + 2, m.account_id, m.payout_minor, m.settled_at, 'win', $2::text || ':' || m.round_id, 'vendor:' || $2::text, 'win:' || 'bw' || substr(m.transaction_id, 3)
           FROM bench_moves m JOIN bench_entries e USING (chunk) WHERE m.payout_minor > 0
         UNION ALL
         SELECT $1::int, e.id, 8001, h.id, sum(m.stake_minor - m.payout_minor), min(m.created_at), NULL::text, NULL::text, NULL::text, NULL::text
           FROM bench_moves m JOIN bench_entries e USING (chunk)
           JOIN ledger_accounts h ON h.merchant_id = $1::int AND h.kind = 'house_game' AND h.vendor = $2::text AND h.bucket = 0
          GROUP BY e.id, h.id`, [merchant.id, vendor]));
    }));
    await timed('cached balances', () => db.query(
      `UPDATE ledger_accounts a SET balance_minor = s.total, version = a.version + 1
         FROM (SELECT account_id, sum(amount_minor) AS total FROM journal_lines WHERE merchant_id = $1 GROUP BY account_id) s
        WHERE a.merchant_id = $1 AND a.id = s.account_id`, [merchant.id]));
    await timed('ANALYZE', () => db.exec('ANALYZE'));
    const verified = await timed('ledger verify', () => p.ledger.verify(merchant.id));
    console.log(`  ledger verify: ${verified.entries} entries, ${verified.accounts} accounts, ${verified.violations.length} violations`);
    if (verified.violations.length > 0) throw new Error(`ledger verify: ${JSON.stringify(verified.violations.slice(0, 3))}`);
    const counts = (await db.query<{ lines: string; bets: string }>(
      'SELECT (SELECT count(*) FROM journal_lines)::text AS lines, (SELECT count(*) FROM bets)::text AS bets')).rows[0]!;
    console.log(`  ${counts.bets} bets, ${counts.lines} journal lines`);

    // The platform as production starts it, on this database.
    const port = await freePort();
    const { REDIS_URL: _r, OPS_TOKEN: _o, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'platform/src/main.ts'], {
      env: {
        ...env, DATABASE_URL: scratch.url, DATA_DIR: config.dataDir, PLATFORM_SECRET: config.platformSecret, PLATFORM_HOST: '127.0.0.1',
        PLATFORM_PORT: String(port), SEED_DEMO: 'false', LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let log = '';
    child.stdout!.on('data', (d: Buffer) => void (log = (log + d.toString()).slice(-4000)));
    child.stderr!.on('data', (d: Buffer) => void (log = (log + d.toString()).slice(-4000)));
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`platform exited: ${log}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok).catch(() => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`platform did not start: ${log}`);
      await new Promise((r) => setTimeout(r, 300));
    }

    const { token } = await db.tx((q) => deps.sessions.issue(q, merchant.id, agent.id, { ip: '127.0.0.1', device: 'H5', remember: true }));
    const sub = (await db.query<{ id: string }>(`SELECT id::text FROM members WHERE merchant_id = $1 AND username = 'bsub1'`, [merchant.id])).rows[0]!;
    const subToken = (await db.tx((q) => deps.sessions.issue(q, merchant.id, Number(sub.id), { ip: '127.0.0.1', device: 'H5', remember: true }))).token;
    const agentHttp = new http.Agent({ keepAlive: true, maxSockets: clients });
    const get = (path: string, module: string, tok: string) => new Promise<string>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1', port, method: 'GET', path, agent: agentHttp,
        headers: { Merchant: 'demo', Authorization: tok, ModuleId: module, Device: 'H5', 'X-Gateway-Version': '3', 'X-Forwarded-For': '127.0.0.1', Accept: 'application/json' },
      }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => (res.statusCode === 200 ? resolve(body) : reject(new Error(`HTTP ${res.statusCode} ${body.slice(0, 300)}`))));
      });
      req.on('error', reject);
      req.end();
    });

    const month = `startDate=${firstDay}&endDate=${lastDay}`;
    const pnlPath = (q: string) => `${wpsCalls.agentTeamPnl.path}?${q}`;
    const betsPath = (q: string) => `${wpsCalls.agentTeamBets.path}?${q}`;
    // One answer of each, checked against the contract, before timing anything.
    const pnl = teamPnlValueSchema.parse(JSON.parse(await get(pnlPath(month), wpsCalls.agentTeamPnl.module, token)).value);
    console.log(`  month P&L: bets ${pnl.totals.bets}, wins ${pnl.totals.wins}, deposits ${pnl.totals.deposits}, pnl ${pnl.totals.pnl}, ${pnl.totals.betCount} bets`);
    const page = teamBetsValueSchema.parse(JSON.parse(await get(betsPath(`${month}&pageSize=20`), wpsCalls.agentTeamBets.module, token)).value);
    console.log(`  team bets first page: ${page.list.length} rows, next cursor ${page.nextCursor ? 'yes' : 'no'}`);

    const targets: { name: string; path: string; module: string; token: string }[] = [
      { name: 'team P&L, 30 days, 100k team', path: pnlPath(month), module: wpsCalls.agentTeamPnl.module, token },
      { name: 'team P&L, 1 day, 100k team', path: pnlPath(`startDate=2026-11-15&endDate=2026-11-15`), module: wpsCalls.agentTeamPnl.module, token },
      { name: 'team P&L, 30 days, 1k team (sub-agent)', path: pnlPath(month), module: wpsCalls.agentTeamPnl.module, token: subToken },
      { name: 'team bets, first page of 20, 30 days, 100k team', path: betsPath(`${month}&pageSize=20`), module: wpsCalls.agentTeamBets.module, token },
    ];
    console.log(`\n${clients} clients, ${seconds} s per endpoint (after ${warmup_ms} ms warm-up):`);
    for (const t of targets) {
      const measureFrom = performance.now() + warmup_ms;
      const end = measureFrom + seconds * 1000;
      const lat: number[] = [];
      let errors = 0;
      await Promise.all(Array.from({ length: clients }, async () => {
        while (performance.now() < end) {
          const t0 = performance.now();
          try {
            await get(t.path, t.module, t.token);
          } catch (e) {
            if (errors++ === 0) console.log(`  ${t.name}: ${(e as Error).message}`);
            continue;
          }
          const t1 = performance.now();
          if (t0 >= measureFrom && t1 <= end) lat.push(t1 - t0);
        }
      }));
      lat.sort((a, b) => a - b);
      console.log(`  ${t.name}: ${(lat.length / seconds).toFixed(1)} req/s, p50 ${percentile(lat, 50).toFixed(0)} ms, p95 ${percentile(lat, 95).toFixed(0)} ms, p99 ${percentile(lat, 99).toFixed(0)} ms, ${errors} errors`);
    }
    agentHttp.destroy();

    // The plans: each repository query run as EXPLAIN (ANALYZE, BUFFERS), one client, warm cache.
    const explaining = (label: string): Queryable => ({
      async query(sql: string, params?: unknown[]) {
        // In the service's settings (agentReportsRepo.reportSettings: no JIT, 32 MB to sort).
        const r = await db.tx(async (t) => {
          await agentReportsRepo.reportSettings(t);
          return t.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
        });
        console.log(`\n--- ${label}\n${r.rows.map((x) => x['QUERY PLAN']).join('\n')}`);
        return { rows: [{ n: '0' }], rowCount: 0 } as never;
      },
    } as unknown as Queryable);
    const from = new Date(`${firstDay}T00:00:00Z`);
    const to = new Date(Date.parse(`${lastDay}T00:00:00Z`) + 86_400_000);
    await agentReportsRepo.teamMoneyByDay(explaining('team money by day, 30 days, 100k team'), merchant.id, agent.id, from, to, teamMoneyReasons);
    await agentReportsRepo.teamBetsByDay(explaining('team settled bets by day and game type, 30 days, 100k team'), merchant.id, agent.id, from, to, new Date(from.getTime() - 31 * 86_400_000));
    await agentReportsRepo.teamBets(explaining('team bets, first page of 21, 30 days, 100k team'), merchant.id, agent.id,
      { from, to, memberId: null, gameTypes: null, untypedOnly: false, cursor: null, limit: 21 });
    await agentTreeRepo.teamSize(explaining('team size (agent_tree)'), merchant.id, agent.id).catch(() => undefined); // the plan printed, no row to read
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await p.close();
  }
}

main().then(() => process.exit(0), (e) => {
  console.error(e);
  process.exit(1);
});
