/**
 * The jackpot's face (platform/src/modules/README.md): what other modules, the in-house vendor and
 * the seed may use; the jackpot's tables are read through these (or the read view jackpot_payouts).
 * Still free functions: the factory shape (create<Area>Service with typed required deps) comes
 * with the module's conversion.
 */
export { jackpotPool } from './service';
export { jackpotOdds, settleJackpotRound, setJackpot } from './service';
export { jackpotRoutes } from './routes';
