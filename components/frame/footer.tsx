import Link from '@/components/frame/link';
import { useTranslations } from 'next-intl';
import type { GameCategoryPage } from '@/lib/frame/categories';
import type { ShownSocialLink } from '@/lib/frame/links';
import { HeadsetIcon } from './icons';
import { SocialLinks } from './social-links';
import styles from './frame.module.css';

/**
 * SPEC §2 footer: game categories, contact block (support opens customer service), social
 * links, complaints (/m/feedback), affiliate (/m/help?title=affiliate) and the help centre.
 * Categories follow the lobby's vendor sorting; up to 22 vendor logos.
 */
export function Footer({ siteName, socials, year, categories, vendorLogos }: {
  siteName: string; socials: ShownSocialLink[]; year: number; categories: GameCategoryPage[];
  vendorLogos: { vassalage: string; displayName: string; src: string }[];
}) {
  const t = useTranslations('footer');
  const tc = useTranslations('gameCategories');
  return (
    <footer className={styles.footer}>
      <section aria-label={t('games')}>
        <h2 className={styles.footerHeading}>{t('games')}</h2>
        <ul className={styles.chips}>
          {categories.map((c) => (
            <li key={c.gameType}>
              <Link href={c.href} className={styles.chip}>{tc(c.gameType)}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.contact} aria-label={t('contact')}>
        <div>
          <h2 className={styles.footerHeading}>{t('contact')}</h2>
          <p className={styles.muted}>{t('contactBody')}</p>
        </div>
        <Link href="/m/message" className={styles.buttonPrimary}>
          <HeadsetIcon width={18} height={18} />
          {t('support')}
        </Link>
      </section>

      {vendorLogos.length > 0 && (
        <section aria-label={t('providers')}>
          <h2 className={styles.footerHeading}>{t('providers')}</h2>
          <ul className={styles.vendorLogos} data-testid="footer-vendors">
            {vendorLogos.map((v) => (
              <li key={v.vassalage}><img src={v.src} alt={v.displayName} width={80} height={40} loading="lazy" decoding="async" /></li>
            ))}
          </ul>
        </section>
      )}

      <SocialLinks socials={socials} title={t('social')} headingClassName={styles.footerHeading} />

      <nav className={styles.footerLinks}>
        <Link href="/m/feedback">{t('complaints')}</Link>
        <Link href="/m/help?title=affiliate">{t('affiliate')}</Link>
        <Link href="/m/help">{t('helpCentre')}</Link>
      </nav>
      <p className={styles.finePrint}>{t('responsible')}</p>
      <p className={styles.finePrint}>{t('copyright', { year, name: siteName })}</p>
    </footer>
  );
}
