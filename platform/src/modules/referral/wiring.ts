import type { Deps } from '../../context';
import { secretBox } from '../../crypto/secret-box';
import { createLedgerService } from '../ledger';
import { createBankCardsService } from '../payments';
import { createRewardsService } from '../rewards';
import { createReferralService, type ReferralService } from './service';

/**
 * The referral service over the platform's shared parts: rewards paid through modules/rewards,
 * friends' bank cards read through modules/payments. deps.ts builds one for the deposit listener
 * of Deps (payments cannot import this module: it would close a circle), the routes another.
 */
export function referralServiceOf(deps: Pick<Deps, 'db' | 'clock' | 'members' | 'audit' | 'config' | 'limits'>): ReferralService {
  const { db, clock, members, audit, limits } = deps;
  return createReferralService({
    db, clock, members, audit, limits,
    rewards: createRewardsService({ db, clock, ledger: createLedgerService({ db }), members, audit, limits }),
    cards: createBankCardsService({ db, clock, members, box: secretBox(deps.config.platformSecret) }),
    secret: deps.config.platformSecret,
  });
}
