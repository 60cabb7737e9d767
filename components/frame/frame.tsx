import { Suspense, type ReactNode } from 'react';
import type { Viewer } from '@/lib/data/viewer';
import type { SystemStatusValue } from '@/lib/wps/schemas/system';
import type { VassGameTypeValue } from '@/lib/wps/schemas/games';
import { footerCategories } from '@/lib/frame/categories';
import { vendorLogos } from '@/lib/games/vendors';
import { balanceText } from '@/lib/frame/balance';
import { footerSocialLinks, liveChatLink, officialChannels, sideMenuSocialLinks } from '@/lib/frame/links';
import { languageFlag } from '@/lib/i18n/flags';
import { languageNames, selectableLanguages } from '@/lib/i18n/languages';
import type { CatalogueLanguage } from '@/lib/i18n/locale';
import { LoginPopupSlot } from '@/components/content/login-popup-slot';
import { SideMenuPromotions } from '@/components/content/side-menu-promotions';
import { BannerSlot } from './banner-slot';
import { BottomMenu } from './bottom-menu';
import { BrandLogo } from './brand-logo';
import { ExtraFooterBar } from './extra-footer-bar';
import { Footer } from './footer';
import { FrameGate } from './frame-gate';
import { Header } from './header';
import { LiveChatButton } from './live-chat-button';
import { MemberRefresh } from './member-refresh';
import type { LanguageOption } from './language-switcher';
import { PageTransition } from './page-transition';
import { RightBar } from './right-bar';
import { SideMenu } from './side-menu';
import { TopBar, TopBarRow } from './top-bar';
import { UnreadSync } from './unread-sync';
import { hasInbox, unreadCounts } from '@/lib/frame/unread';
import styles from './frame.module.css';

/** Shown while the merchant's configuration is unknown (platform down or unknown host). */
export const defaultSiteName = 'WPS';

export interface FrameProps {
  status: SystemStatusValue | null;
  viewer: Viewer;
  language: CatalogueLanguage;
  /** The vendor data of the lobby: the footer's categories and vendor logos (null: the defaults, no logos). */
  vendors?: VassGameTypeValue | null;
  /** Inside the native app shell (hides app download offers). */
  inNativeApp?: boolean;
  children: ReactNode;
}

/**
 * The page frame of every /m screen (SPEC §2). Everything here renders on the server once per
 * layout; the parts that depend on the path (banner, top bar, footer, extra footer bar) are
 * decided in small client gates, so they stay right across client navigations.
 */
export function Frame({ status, viewer, language, vendors = null, inNativeApp = false, children }: FrameProps) {
  const wl = status?.info.whitelabel ?? null;
  const siteName = wl?.name || defaultSiteName;
  const logo = <BrandLogo logoUrl={wl?.logoUrl ?? null} name={siteName} />;
  const currency = wl ? { symbol: wl.currency.symbol, pattern: wl.currency.pattern, minorDigits: wl.currency.minorDigits } : null;
  const balance = viewer.loggedIn ? balanceText(viewer.balance, currency) : '';
  const languages: LanguageOption[] = selectableLanguages(wl?.languages.supported).map((code) => ({
    code,
    name: languageNames[code],
    flag: languageFlag(code),
  }));
  const unread = unreadCounts(viewer);
  const chat = liveChatLink(status?.info.customerService);

  return (
    <div className={styles.app}>
      {viewer.loggedIn && <MemberRefresh sumBalance={viewer.balance?.sumBalance ?? null} />}
      <UnreadSync counts={unread} inboxEnabled={hasInbox(viewer)} />
      <Header viewer={viewer} balance={balance} logo={logo} languages={languages} language={language} />
      <Suspense fallback={<TopBarRow search={null} />}>
        <TopBar />
      </Suspense>
      <FrameGate rule="banner">
        <BannerSlot inNativeApp={inNativeApp} />
      </FrameGate>
      <main className={styles.main}>
        {viewer.loggedIn && <LoginPopupSlot />}
        <PageTransition>{children}</PageTransition>
      </main>
      <FrameGate rule="footer">
        <Footer siteName={siteName} socials={footerSocialLinks(wl?.socialLinks)} year={new Date().getFullYear()}
          categories={footerCategories(vendors?.sorting.gameCategory)} vendorLogos={vendorLogos(vendors)} />
      </FrameGate>
      <FrameGate rule="extraFooter">
        <ExtraFooterBar />
      </FrameGate>
      {/* The shortcuts and the bottom menu share one bar fixed to the bottom, whose height the page reserves, so neither covers the page. */}
      <div className={styles.bottomDock} data-testid="bottom-dock">
        <div className={styles.shortcuts}>
          {chat && (
            <FrameGate rule="liveChat">
              <LiveChatButton href={chat.href} title={chat.title} internal={chat.internal} />
            </FrameGate>
          )}
          <RightBar inNativeApp={inNativeApp} />
        </div>
        <FrameGate rule="bottomMenu">
          <BottomMenu loggedIn={viewer.loggedIn} unread={unread} />
        </FrameGate>
      </div>
      <SideMenu
        viewer={viewer}
        balance={balance}
        logo={logo}
        flags={wl?.menu ?? null}
        inNativeApp={inNativeApp}
        languages={languages}
        language={language}
        channels={officialChannels(status?.info.customerService)}
        socials={sideMenuSocialLinks(wl?.socialLinks)}
        promotions={(
          <Suspense fallback={null}>
            <SideMenuPromotions className={styles.sideSection} headingClassName={styles.sideHeading} />
          </Suspense>
        )}
      />
    </div>
  );
}
