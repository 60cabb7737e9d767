/**
 * The sessions module's face (platform/src/modules/README.md): what other modules' routes may use.
 * Still free functions: the factory shape (create<Area>Service with typed required deps) comes
 * with the module's conversion.
 */
export { presentedToken, sessionRoutes } from './routes';
export { SessionService } from './service';
