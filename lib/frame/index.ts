/** Page-frame rules of SPEC §2 as pure functions: which bars show, back targets, titles, badges. */
export { normalizePath } from './path';
export { isHomePath } from './home';
export { showBanner } from './banner';
export { showTopBar } from './top-bar';
export { showFooter } from './footer';
export { showExtraFooterBar } from './extra-footer';
export { backTarget, categoryHomePath, type BackTarget } from './back';
export { screenBack } from './screen-back';
export { showBottomMenu } from './bottom-menu';
export { titleKey, titleKeys, type TitleKey } from './title';
export { transitionFor, pageTransition_ms, swipeBackThreshold_px, type PageTransition } from './transition';
export { badgeText, badgeCap } from './badge';
export {
  sideMenuEntries, withDividers, noSideMenuFlags,
  type SideMenuFlags, type SideMenuViewer, type SideMenuEntry, type SideMenuEntryId, type SideMenuDivider,
} from './side-menu';
export {
  externalHref, socialKind, sideMenuSocialLinks, footerSocialLinks, officialChannels, sideMenuSocialKinds, footerSocialKinds,
  type ShownSocialLink, type SocialKind, type OfficialChannel,
} from './links';
export { balanceText } from './balance';
export { brandVariables, themeMode } from './theme';
export { gameCategoryPages, type GameCategoryPage } from './categories';
