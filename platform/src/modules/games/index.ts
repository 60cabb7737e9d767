/**
 * The games module's face (platform/src/modules/README.md): createGamesService (the catalog and
 * the lobby's calls, with its own catalog cache), createCatalogSeedService (the seed's catalog),
 * the routes registrar and the types others may use. Nothing else of the module leaves it.
 */
export { catalogLanguage, createGamesService, type GamesDeps, type GamesService } from './service';
export {
  createCatalogSeedService, type CatalogAdmin, type CatalogGameChange, type CatalogGameRow, type CatalogSeedDeps, type CatalogSeedService,
} from './catalog-admin';
export {
  createBetNamesService, type BetGameKey, type BetGameNames, type BetNamesDeps, type BetNamesService,
} from './bet-names';
export type { CatalogGame, CatalogVendor } from './schema';
export { gameRoutes } from './routes';
