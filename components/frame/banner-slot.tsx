import styles from './frame.module.css';

/**
 * Where the home banner group (m_home) goes. It keeps the banners' final height so nothing
 * shifts when they arrive; it stays empty until then rather than showing invented banners.
 */
export function BannerSlot() {
  return <div className={styles.bannerSlot} data-testid="banner-slot" aria-hidden="true" />;
}
