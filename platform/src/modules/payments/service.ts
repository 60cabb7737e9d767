import type { AuditService, Clock, DepositCreditListener, MemberLimits, MembersService, MerchantLookup } from '../../context';
import type { SecretBox } from '../../crypto/secret-box';
import type { Db } from '../../db';
import type { Store } from '../../infra';
import type { LedgerService } from '../ledger';
import type { WalletTurnover } from '../wallet';
import { createBankCardsService, type BankCardsService } from './bank-cards';
import { createChannelsService, type ChannelsService } from './channels';
import type { PaymentsDirectory } from './common';
import { createDepositsService, type DepositsService } from './deposits';
import { createGatewayCallbackService, type GatewayCallbackService } from './gateway-callback';
import { createPaymentPasswordService, type PaymentPasswordService } from './payment-password';
import { createPaymentReportsService, type PaymentReportsService } from './reports';
import { createWithdrawalsService, type WithdrawalBonuses, type WithdrawalsService } from './withdrawals';

/**
 * The payments module composed: one service per capability (channels, deposits, the gateway
 * callback, bank cards, the payment password, withdrawals, reports), each in its own file with
 * its own typed deps, wired together here. routes.ts and index.ts take it from here.
 */

export interface PaymentsDeps {
  members: MembersService;
  db: Db;
  clock: Clock;
  /** Counts wrong payment passwords across instances. */
  store: Store;
  merchants: MerchantLookup;
  /** Seals PSP secrets and account numbers at rest (crypto/secret-box under PLATFORM_SECRET). */
  box: SecretBox;
  /** Merchant codes and usernames for the back office's lists, from their owning modules. */
  directory: PaymentsDirectory;
  /** The only writer of money tables: credits, locks and payouts post through it. */
  ledger: LedgerService;
  /** The turnover requirement deposits add and withdrawals wait for (modules/wallet). */
  turnover: WalletTurnover;
  /** Told of each credited deposit inside its transaction (Deps.depositCredited). */
  credited: DepositCreditListener;
  /** The audit trail (modules/audit): records join this module's transaction. */
  audit: AuditService;
  /** Bonuses a withdrawal forfeits by their terms (modules/rewards). */
  bonuses: WithdrawalBonuses;
  /** The member's own deposit limits and breaks (modules/limits). */
  limits: MemberLimits;
}

export interface PaymentsService {
  channels: ChannelsService;
  deposits: DepositsService;
  gatewayCallback: GatewayCallbackService;
  bankCards: BankCardsService;
  paymentPassword: PaymentPasswordService;
  withdrawals: WithdrawalsService;
  reports: PaymentReportsService;
}

export function createPaymentsService(deps: PaymentsDeps): PaymentsService {
  const { db, clock, box, directory, ledger, turnover, audit, members, bonuses, credited } = deps;
  const paymentPassword = createPaymentPasswordService({ db, clock, store: deps.store, members });
  return {
    channels: createChannelsService({ db, clock, box, audit }),
    deposits: createDepositsService({ db, clock, box, directory, ledger, turnover, audit, members, limits: deps.limits, credited }),
    gatewayCallback: createGatewayCallbackService({ db, clock, box, merchants: deps.merchants, ledger, turnover, credited }),
    bankCards: createBankCardsService({ db, clock, box, members }),
    paymentPassword,
    withdrawals: createWithdrawalsService({ db, clock, box, directory, paymentPassword, ledger, turnover, audit, members, bonuses }),
    reports: createPaymentReportsService({ db, clock }),
  };
}
