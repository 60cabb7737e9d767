/**
 * The wallet's face (platform/src/modules/README.md): what other modules may use (trial funding,
 * the turnover requirement deposits add and withdrawals wait for).
 * Still free functions: the factory shape (create<Area>Service with typed required deps) comes
 * with the module's conversion.
 */
export { fundTrial } from './service';
export { remainingTurnover, requireTurnover } from './turnover';
export { walletRoutes } from './routes';
