import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { SocialIcon } from '@/components/frame/icons';
import type { OneClickProvider } from '@/lib/auth/login-options';
import { socialStartPath } from '@/lib/auth/social';
import styles from './account.module.css';

const names: Record<OneClickProvider, string> = { facebook: 'Facebook', google: 'Google', telegram: 'Telegram' };

const GoogleGlyph = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zM6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1A10 10 0 0 0 2 12c0 1.6.4 3.1 1.1 4.6L6.4 14zM12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.7 9.4 5.9 12 5.9z" />
  </svg>
);

const glyphs: Record<OneClickProvider, () => ReactNode> = {
  facebook: () => <SocialIcon kind="FACEBOOK" />,
  google: GoogleGlyph,
  telegram: () => <SocialIcon kind="TELEGRAM" />,
};

/**
 * The one-click login icons of SPEC §2, each only when the merchant switches it on
 * (FACEBOOKLOGIN3, GOOGLELOGIN3, menu.telegramLogin). Plain links to /auth/<provider>/start,
 * which redirects to the provider (Telegram: shows its login widget); nothing renders when none is on.
 */
export function OneClickLogin({ providers }: { providers: readonly OneClickProvider[] }) {
  const t = useTranslations('account.login');
  if (providers.length === 0) return null;
  return (
    <section className={styles.oneClick} aria-label={t('oneClick')}>
      <h2 className={styles.oneClickTitle}>{t('oneClick')}</h2>
      <div className={styles.oneClickRow}>
        {providers.map((p) => (
          <a key={p} href={socialStartPath(p)} className={styles.oneClickIcon} aria-label={t('withProvider', { provider: names[p] })} data-provider={p}>
            {glyphs[p]()}
          </a>
        ))}
      </div>
    </section>
  );
}
