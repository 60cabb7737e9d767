import styles from './frame.module.css';

/** The merchant's logo, or its name in the brand colour when it has none. */
export function BrandLogo({ logoUrl, name }: { logoUrl: string | null; name: string }) {
  if (logoUrl) {
    // Merchant logos come from their CDN in any size; a plain img keeps them cheap.
    return <img className={styles.logoImg} src={logoUrl} alt={name} height={28} />;
  }
  return <span className={styles.logoText}>{name}</span>;
}
