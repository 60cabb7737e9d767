/**
 * The payments module's face (README.md): createPaymentsService (all capabilities composed),
 * one factory per capability, the routes registrar, and what other modules, main.ts and the
 * seed may use. Nothing else of the module is imported from outside it.
 */
export { createPaymentsService, type PaymentsDeps, type PaymentsService } from './service';
export { createBankCardsService, sealStoredAccountNumbers, type BankCardsDeps, type BankCardsService } from './bank-cards';
export { callbackPath, createChannelsService, seedDemoChannel, type ChannelsDeps, type ChannelsService, type ChannelView } from './channels';
export { maskAccountNumber, samePayee, type MemberKey, type MemberSession, type PaymentsDirectory } from './common';
export { createDepositsService, depositedSince, type DepositsDeps, type DepositsService, type DepositView } from './deposits';
export { createGatewayCallbackService, type CallbackAnswer, type GatewayCallbackDeps, type GatewayCallbackService } from './gateway-callback';
export { createPaymentPasswordService, type PaymentPasswordDeps, type PaymentPasswordService } from './payment-password';
export { createPaymentReportsService, type PaymentReportsDeps, type PaymentReportsService, type ReportQuery } from './reports';
export { createWithdrawalsService, type WithdrawalView, type WithdrawalsDeps, type WithdrawalsService } from './withdrawals';
export { paymentRoutes } from './routes';
