/**
 * The vendor wallet's face (platform/src/modules/README.md): createVendorWalletService, the
 * routes registrar and the types others may use. Other modules reach bets through the service
 * (VendorBets of context.ts, on Deps.vendorWallet) or the read view real_money_bets (see
 * README.md), never through the bets table.
 */
export {
  createVendorWalletService, type BetHistoryRow, type BetPage, type VendorWalletDeps, type VendorWalletService,
} from './service';
export type { Bet, VendorView } from './schema';
export { vendorWalletRoutes } from './routes';
