/**
 * The ledger's face (platform/src/modules/README.md): what other modules, main.ts and scripts
 * may use. The ledger is the only writer of money tables; others post entries and read their
 * accounts through these functions, never through ledger_accounts or journal_* directly. Still
 * free functions over a Queryable: the factory shape (createLedgerService) comes with its
 * conversion.
 */
export {
  post, memberWallet, houseAccount, houseBucket, balance, lock, unlock, verify,
  accountLines, accountStatement, houseAccountsOfKind,
  type LinePage, type StatementRow, type TransactionRow,
} from './service';
export { houseBuckets, type HouseAccountKind, type LedgerAccount, type PostingInput, type PostResult } from './schema';
export { ledgerRoutes } from './routes';
