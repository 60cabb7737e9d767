export { prizeMode, prizeModeVendors, type PrizeMode } from './prize-mode';
export { categoryScreenType, cockfightVendors, defaultCategoryOrder, vendorCategory } from './categories';
export { maskCustomerName } from './mask';
export { artLimits, artVariants, gameArtPath, gameArtSvg, hueOf, vendorArtPath, vendorArtSvg, type ArtVariant, type GameArt } from './art';
