/**
 * The wallet's face (platform/src/modules/README.md): one factory per capability – the member's
 * wallet and trial funding (createWalletService), the reports (createWalletReportsService) and the
 * turnover requirement deposits add and withdrawals wait for (createWalletTurnoverService) – the
 * routes registrar, and the types others may use. Nothing else of the module leaves it.
 */
export {
  createWalletService, paidOutCache_ms, type AdjustmentInput, type WalletDeps, type WalletService, type WalletStatement, type WalletView,
} from './service';
export { createWalletReportsService, type WalletReportsDeps, type WalletReportsService } from './reports';
export { createWalletTurnoverService, turnoverFor, type WalletTurnover, type WalletTurnoverDeps } from './turnover';
export { walletRoutes } from './routes';
