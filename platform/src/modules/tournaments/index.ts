/**
 * The tournaments' face (platform/src/modules/README.md): the members' service, the operators'
 * service with the settlement the periodic run calls, their types and the routes registrar.
 */
export { createTournamentsService, type TournamentViewer, type TournamentsDeps, type TournamentsService } from './service';
export { createTournamentAdminService, type Settlement, type TournamentAdminDeps, type TournamentAdminService } from './admin';
export { createTournamentSetupService, type TournamentSetupDeps, type TournamentSetupService } from './setup';
export { settleJobName, tournamentSettleJob } from './settle-job';
export { tournamentLimits, type BoTournamentCreate, type BoTournamentPatch, type TournamentView } from './schema';
export { tournamentRoutes } from './routes';
