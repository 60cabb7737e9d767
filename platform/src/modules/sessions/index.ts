/**
 * The sessions module's face (platform/src/modules/README.md): createSessionService (deps.ts
 * builds it at boot; it is the MemberSessions of context.ts), createLoginService (the sessions
 * routes build it over Deps), the token of a request, and the routes registrar.
 */
export { presentedToken, sessionRoutes } from './routes';
export { createSessionService, type SessionService, type SessionsDeps } from './service';
export { createLoginService, type LoginDeps, type LoginService } from './login';
export { createSessionSecurityService, loginHistoryKeep_ms, type SessionSecurityDeps, type SessionSecurityService } from './security';
