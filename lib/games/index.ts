/** The lobby rules for server code. Client components import the module itself (README.md), so whatever the barrel gathers never rides into a phone's bundle. */
export { prizeMode, prizeModeVendors, type PrizeMode } from './prize-mode';
export { categoryScreenType, cockfightVendors, defaultCategoryOrder, vendorCategory } from './categories';
export { categoryView, type CategoryRequest, type CategoryView } from './category-view';
export { maskCustomerName } from './mask';
export { artLimits, artVariants, gameArtPath, gameArtSvg, hueOf, vendorArtPath, vendorArtSvg, type ArtVariant, type GameArt } from './art';
export {
  artSizes, categoryPaths, eagerTiles, homeBlocks, homePreviewSize, homeTabs, hotGamesFilter, hotGamesSearch, hotMoreAbove, hotStrip, hotStripSize, isListType, jackpotShown, listTypes,
  minBetChoices, pathTypes, previewColumns, providerListTypes, scrollThreshold_px, scrollThrottle_ms, searchByName, searchDebounce_ms,
  shouldLoadMore, sliderGap_px, sliderHasArrows, sliderVisible, vendorListHasMore, vendorListMoreAbove, vendorSliderSize, winnerScroll_ms, winnerScrollAbove, winnersShown,
} from './lobby';
export { footerVendorLogosMax, vendorLogos, vendorsOf } from './vendors';
export { categoryReloadGap_ms, createReloadQueue, lobbyReloads, mayLoadList, type ListKind, type ReloadQueue } from './reload-queue';
export { searchableTileGame, tileGame, tileList, type SearchableTileGame, type TileGame } from './tile-data';
