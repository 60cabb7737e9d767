/**
 * The registration module's face (platform/src/modules/README.md): its routes; nothing else of
 * it is used outside.
 */
export { registrationRoutes } from './routes';
