/**
 * The jackpot's face (platform/src/modules/README.md): createJackpotService, the routes registrar
 * and the types other modules, the in-house vendor and the seed may use; the jackpot's tables are
 * read through the service (or the read view jackpot_payouts).
 */
export { createJackpotService, type JackpotDeps, type JackpotRound, type JackpotService, type JackpotShow } from './service';
export type { JackpotPool, JackpotSettlement, JackpotWin } from './schema';
export { jackpotRoutes } from './routes';
