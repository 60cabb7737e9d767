import os from 'node:os';
import { demoPlatform } from './support/scratch-db';
import { buildApp } from '../platform/src/app';
import { secretBox } from '../platform/src/crypto/secret-box';
import { houseLotteryGames, houseVendorCode } from '../platform/src/vendors/house/launch';
import { createLotteryEngine } from '../platform/src/vendors/house/lottery-engine/engine';
import { lotteryGameDefs, openDraw } from '../platform/src/vendors/house/lottery/schedule';
import { houseSecret } from '../platform/src/vendors/house/service';
import { httpTransport, WalletClient, type WalletTransport } from '../platform/src/vendors/house/wallet-client';
import { lotterySlipKinds } from '../tests/support/lottery-slips';

/**
 * How long the lottery takes to settle one draw of BENCH_ORDERS orders (default 10,000) of
 * BENCH_PLAYERS members (default 100), on PostgreSQL, with every wallet call over HTTP to the
 * platform listening on a free port, signed, as in production. The orders are placed first
 * (carts of 100 slips, 4 carts at once), then the draw is stepped once by the engine
 * (engine.advance): close, draw (every payout fixed in one transaction) and settle (a wallet
 * win per order, 64 in flight, the wallet's group commit batching them). Prints each phase's
 * time and rate, checks every order is paid and the ledger verifies. Needs PostgreSQL at
 * 127.0.0.1:5432 (user postgres, trust auth) or BENCH_ADMIN_URL; makes and drops its own
 * database (BENCH_KEEP=1 keeps it). Usage: npm run bench:lottery
 */

const orders_n = Number(process.env.BENCH_ORDERS ?? 10_000);
const players_n = Number(process.env.BENCH_PLAYERS ?? 100);
/** Wallet calls in flight (the engine's default unless BENCH_IN_FLIGHT). */
const inFlight = process.env.BENCH_IN_FLIGHT ? Number(process.env.BENCH_IN_FLIGHT) : undefined;

async function main(): Promise<void> {
  if (orders_n % 100 !== 0) throw new Error('BENCH_ORDERS must be a multiple of 100 (carts of 100 slips)');
  const { scratch, db, config, deps, merchant, ledger, fundedMember, close } = await demoPlatform('wps_bench_lottery');
  try {
    const game = lotteryGameDefs.find((g) => g.id === '5d-5m')!;
    const walletGameId = houseLotteryGames.find((g) => g.lotteryId === game.id)!.gameId;

    console.log(`setting up ${players_n} players on ${scratch.name} ...`);
    const players: { playerId: string; token: string }[] = [];
    for (let i = 0; i < players_n; i++) {
      const m = await fundedMember(`lotto${i}`, 100_000_000n);
      players.push({ playerId: String(m.id), token: await deps.vendorWallet.issueGameSession(db, merchant.id, m.id, houseVendorCode, walletGameId, 60 * 60_000) });
    }

    const app = await buildApp(deps, { house: { lottery: { runner: false } } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    const box = secretBox(config.platformSecret);
    let firstWin_ms = 0;
    const http = httpTransport(() => base);
    const transport: WalletTransport = {
      post(p, body, headers) {
        if (!firstWin_ms && p.endsWith('/win')) firstWin_ms = performance.now();
        return http.post(p, body, headers);
      },
    };
    // The secret read once, as the platform's house server keeps it (server.ts).
    const secret = (await houseSecret(db, box, merchant.id))!;
    const wallet = new WalletClient(transport, houseVendorCode, async () => secret);
    // The engine's own clock: a minute before the draw's close while placing, then at the close.
    const slot = openDraw(game, Date.now());
    let now_ms = slot.closeAt - 60_000;
    const engine = createLotteryEngine({
      db, box, clock: { now: () => new Date(now_ms) }, wallet, games: lotteryGameDefs, walletGameId: () => walletGameId, gameName: (id) => id,
      walletCalls_max: inFlight,
    });

    const carts = Array.from({ length: orders_n / 100 }, (_, c) => {
      const kinds = Array.from({ length: 100 }, (__, i) => lotterySlipKinds[(c + i) % lotterySlipKinds.length]!);
      return { player: players[c % players.length]!, slips: kinds.map((k) => k.slip).join(';'), sum: kinds.reduce((s, k) => s + k.stake_minor, 0) / 100 };
    });
    const placing = performance.now();
    for (let i = 0; i < carts.length; i += 4) {
      await Promise.all(carts.slice(i, i + 4).map((c) => engine.place(merchant, c.player, c.player.token, {
        gameId: game.id, currentNumero: slot.numero, bettingSlipString: c.slips, betCartAmountSum: c.sum, chase: 1, winningStop: true,
        abandoning: false, device: 3, orderType: 0, quickChase: false, prizeModeId: 0, requestId: undefined,
      })));
    }
    const placed_ms = performance.now() - placing;

    now_ms = slot.closeAt;
    const { id } = (await db.query<{ id: string }>('SELECT id FROM house_lottery_draws WHERE merchant_id = $1 AND numero = $2', [merchant.id, slot.numero])).rows[0]!;
    const stepping = performance.now();
    const next = await engine.advance(merchant.id, String(id));
    const done = performance.now();
    if (next !== null) throw new Error('the draw did not settle in one step');
    const draw_ms = firstWin_ms - stepping;
    const settle_ms = done - firstWin_ms;

    const unpaid = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM house_lottery_orders WHERE draw_id = $1 AND paid_at IS NULL`, [id])).rows[0]!.n;
    const won = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM house_lottery_orders WHERE draw_id = $1 AND status = 'won'`, [id])).rows[0]!.n;
    const violations = (await ledger.verify()).violations;
    await app.close();
    const s = (x: number) => `${(x / 1000).toFixed(2)} s`;
    console.log(`load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; wallet calls in flight ${inFlight ?? 'default (64)'}`);
    console.log(`orders ${orders_n} of ${players_n} players, ${won} won; unpaid after the step: ${unpaid}; ledger violations: ${violations.length}`);
    console.log(`placed      ${s(placed_ms)}  (${Math.round(orders_n / (placed_ms / 1000))} orders/s, one wallet bet each)`);
    console.log(`close+draw  ${s(draw_ms)}  (client seed of ${orders_n} orders, every payout fixed in one transaction)`);
    console.log(`settle      ${s(settle_ms)}  (${Math.round(orders_n / (settle_ms / 1000))} wins/s, each a signed wallet call over HTTP)`);
    console.log(`step total  ${s(done - stepping)}`);
    if (unpaid || violations.length) process.exitCode = 1;
  } finally {
    await close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
