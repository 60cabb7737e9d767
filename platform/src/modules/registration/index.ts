/**
 * The registration module's face (platform/src/modules/README.md): createRegistrationService and
 * its types, and the routes registrar.
 */
export {
  createRegistrationService, type Affiliate, type RegisterContext, type RegistrationDeps, type RegistrationService,
} from './service';
export { registrationRoutes } from './routes';
