/**
 * The vendor wallet's face (platform/src/modules/README.md): what other modules, main.ts and
 * scripts may use. Bets are read through these functions (or the read view real_money_bets,
 * see README.md), never through the bets table. Still free functions over a Queryable: the
 * factory shape comes with its conversion.
 */
export {
  createVendor, listVendors, setVendorEnabled, issueGameSession, betsOfMember, purgeHistory,
  memberBetHistory, realPayoutTotal, betOfTransaction,
  type BetHistoryRow, type BetPage,
} from './service';
export { vendorWalletRoutes } from './routes';
