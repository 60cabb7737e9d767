/**
 * The ledger's face (platform/src/modules/README.md): createLedgerService, the routes registrar
 * and the types other modules, main.ts and scripts may use. The ledger is the only writer of
 * money tables; others post entries and read their accounts through a LedgerService, never
 * through ledger_accounts or journal_* directly.
 */
export {
  createLedgerService, type LedgerDeps, type LedgerService, type LinePage, type StatementRow, type TransactionRow,
} from './service';
export { houseBuckets, type HouseAccountKind, type LedgerAccount, type PostingInput, type PostResult } from './schema';
export { ledgerRoutes } from './routes';
