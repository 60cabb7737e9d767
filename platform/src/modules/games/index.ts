/**
 * The games module's face (platform/src/modules/README.md): what other modules may use.
 * Still free functions: the factory shape (create<Area>Service with typed required deps) comes
 * with the module's conversion.
 */
export { catalogLanguage } from './service';
export { seedCatalog } from './service';
export type { CatalogGame, CatalogVendor } from './schema';
export { gameRoutes } from './routes';
