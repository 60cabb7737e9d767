import { createHash } from 'node:crypto';
import { minorToDecimalString } from '@/lib/format/money';
import { WpsError } from '@/lib/wps/errors';
import type { Clock, Merchant } from '../../context';
import type { Db } from '../../db';
import type { LimitsService } from '../../modules/limits';
import { houseRepo as repo } from './repo';
import { answerBalance, HouseError } from './service';
import type { WalletClient } from './wallet-client';

/**
 * The reality check of the house games' own pages (issue 19; README, Reality check): what
 * `POST /games/house/api/:merchant/realityCheck {token}` answers. The member API's figures
 * (GET /wps/member/limits/realityCheck) for the member of a launch token, counted from the login
 * session the game was launched from, amounts in the house API's decimal strings (the page writes
 * them in the merchant's money, as it writes every amount).
 */
export interface HouseRealityCheck {
  /** The member's interval in minutes; 0: no reminder (off, a trial account, free play). */
  minutes: number;
  /** When the login session began; null when there is no member to remind. */
  sessionStartedAt: string | null;
  playedSeconds: number;
  bets: number;
  stake: string;
  payout: string;
  /** payout − stake: negative when the member is behind. */
  net: string;
}

export interface RealityCheckDeps {
  db: Db;
  clock: Clock;
  wallet: WalletClient;
  /** The limits module's service (its index.ts): the member's interval and bets, never its tables. */
  limits: Pick<LimitsService, 'gameRealityCheck'>;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The reality check of a token of merchant `m`:
 * - a launch token (launchGame recorded it, with its player and login session start): the wallet
 *   must still know it (a balance call, as every game's first call does: an ended or expired
 *   token is refused as everywhere else), then the limits module's figures for that member;
 * - a free-play token, or a token an operator issued by hand that opened a slot session: nobody
 *   to remind, interval 0;
 * - anything else, another merchant's token included (every lookup is by this merchant):
 *   session.invalid.
 */
export async function houseRealityCheck(d: RealityCheckDeps, m: Merchant, token: string): Promise<HouseRealityCheck> {
  const money = (minor: bigint) => minorToDecimalString(minor, m.currency.minorDigits);
  const hash = sha256(token);
  const launch = await repo.launch(d.db, m.id, hash);
  if (!launch) {
    const s = await repo.session(d.db, m.id, hash, false);
    if (!s) throw new HouseError('session.invalid');
    if (new Date(s.expires_at).getTime() <= d.clock.now().getTime()) throw new HouseError('session.expired');
    return { minutes: 0, sessionStartedAt: null, playedSeconds: 0, bets: 0, stake: money(0n), payout: money(0n), net: money(0n) };
  }
  answerBalance(await d.wallet.call(m.id, 'balance', { token }), 'balance');
  const memberId = Number(launch.player_id);
  if (!Number.isSafeInteger(memberId)) throw new HouseError('session.invalid');
  // A launch recorded before the platform passed the session's start counts from the launch.
  const since = new Date(launch.session_started_at ?? launch.created_at);
  let v;
  try {
    v = await d.limits.gameRealityCheck(m, memberId, since);
  } catch (e) {
    // The member is gone (the launch outlived them): the token names nobody any more.
    if (e instanceof WpsError && e.code === 'USER_NOT_EXIST') throw new HouseError('session.invalid');
    throw e;
  }
  return {
    minutes: v.minutes,
    sessionStartedAt: v.sessionStartedAt.toISOString(),
    playedSeconds: v.playedSeconds,
    bets: v.bets,
    stake: money(v.stake_minor),
    payout: money(v.payout_minor),
    net: money(v.payout_minor - v.stake_minor),
  };
}
