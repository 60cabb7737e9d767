import { randomBytes } from 'node:crypto';
import type { Merchant } from '@/platform/src/context';
import { createLedgerService } from '@/platform/src/modules/ledger';
import { createRewardsService, type RewardGrant, type RewardsService } from '@/platform/src/modules/rewards';
import type { TestPlatform } from '@/tests/support/platform';
import { gameToken, makeVendor, type VendorClient } from '@/tests/support/vendor';
import { wpsCall } from '@/tests/support/wps-client';
import { depositBanksValueSchema, depositCreatedValueSchema } from '@/lib/wps/schemas/payments';

export const demoOf = async (p: TestPlatform): Promise<Merchant> => (await p.merchants.byCode('demo'))!;

export function rewardsOf(p: TestPlatform): RewardsService {
  return createRewardsService({ db: p.deps.db, clock: p.deps.clock, ledger: createLedgerService({ db: p.deps.db }), members: p.deps.members, audit: p.deps.audit, limits: p.deps.limits });
}

/** A grant of the demo merchant with test defaults; `over` replaces any of them. */
export function grantOf(m: Merchant, memberId: number, over: Partial<RewardGrant> = {}): RewardGrant {
  return {
    merchantId: m.id, memberId, currency: m.currency.code, source: 'promotion', sourceRef: `t:${randomBytes(6).toString('hex')}`,
    amount_minor: 10_000n, wageringMultiple: 0, title: 'Test reward', expiresAt: null, now: new Date(), ...over,
  };
}

/** Wallet, bonus and the books of a member, in minor units. */
export async function moneyOf(p: TestPlatform, memberId: number): Promise<{ wallet: bigint; bonus: bigint; wageringSum: bigint }> {
  const m = await demoOf(p);
  const ledger = createLedgerService({ db: p.deps.db });
  const wallet = await ledger.memberWallet(p.deps.db, m.id, memberId, m.currency.code);
  const bonus = await ledger.memberBonus(p.deps.db, m.id, memberId, m.currency.code);
  const r = await p.deps.db.query<{ s: string | null }>(
    `SELECT sum(amount_minor)::text AS s FROM reward_grants WHERE merchant_id = $1 AND member_id = $2 AND status = 'wagering'`, [m.id, memberId]);
  return { wallet: wallet.balance_minor, bonus: bonus.balance_minor, wageringSum: BigInt(r.rows[0]?.s ?? '0') };
}

/**
 * A wallet vendor whose two games are in the demo catalog: `slot-1` (RNG) and `table-1` (LIVE),
 * so settled bets count with the game weights.
 */
export async function catalogVendor(p: TestPlatform, code: string): Promise<VendorClient> {
  const vendor = await makeVendor(p, { code });
  const m = await demoOf(p);
  const vass = code.toUpperCase().replace(/-/g, '_');
  await p.deps.db.query(
    `INSERT INTO game_vendors (merchant_id, vassalage, display_name, account_type_name, icon_color, icon_white, mobile_large_icon, wallet_vendor)
     VALUES ($1, $2, $2, $2, 'x.png', 'x.png', 'x.png', $3)`, [m.id, vass, code]);
  const base = 900_000 + Math.floor(Math.random() * 90_000);
  for (const [i, [game, type]] of ([['slot-1', 'RNG'], ['table-1', 'LIVE']] as const).entries()) {
    await p.deps.db.query(
      `INSERT INTO games (merchant_id, node_id, vassalage, game_id, node_name, game_type, min_bet_minor, mobile_large_icon, show_icon, icon_url)
       VALUES ($1, $2, $3, $4, $4, $5, 0, 'x.png', 'x.png', 'x.png')`, [m.id, base + i, vass, game, type]);
  }
  return vendor;
}

let seq = 0;
const txid = () => `tx${Date.now().toString(36)}${(seq += 1)}`;

/** A settled bet (roundClosed) of `amount` (decimal text) on a game; answers the vendor's status. */
export async function settledBet(p: TestPlatform, vendor: VendorClient, username: string, amount: string, gameId = 'slot-1'): Promise<string> {
  const token = await gameToken(p, vendor.code, username);
  const id = txid();
  const r = await vendor.call('bet', {
    requestId: txid(), token, transactionId: id, roundId: `round-${id}`, gameId, amount, currency: 'CNY', roundClosed: true,
  });
  return r.json.status;
}

/** A manual-transfer deposit of `amount` (decimal text) the operator approves: a credited deposit. */
export async function creditedDeposit(p: TestPlatform, token: string, amount: string): Promise<number> {
  const banks = depositBanksValueSchema.parse((await wpsCall(p.app, 'systemDepositBanks', { token })).json().value);
  const channelId = banks.find((c) => c.method === 'mt')!.id;
  const r = await wpsCall(p.app, 'depositMt', { token, body: { channelId, amount, reference: `T${(seq += 1)}`, depositorName: 'Li Lei' } });
  const { depositId } = depositCreatedValueSchema.parse(r.json().value);
  const a = await p.app.inject({ method: 'POST', url: `/bo/deposits/demo/${depositId}/approve`, headers: { authorization: `Bearer ${p.opsToken}` } });
  if (a.statusCode !== 200) throw new Error(`approve: ${a.statusCode} ${a.body}`);
  return depositId;
}

/** A /bo call with the operator token. */
export function bo(p: TestPlatform, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return p.app.inject({
    method, url, headers: { authorization: `Bearer ${p.opsToken}`, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
}
