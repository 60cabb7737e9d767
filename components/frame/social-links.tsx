import { useTranslations } from 'next-intl';
import type { ShownSocialLink } from '@/lib/frame/links';
import { SocialIcon } from './icons';
import styles from './frame.module.css';

/** The merchant's social links as a titled row of icons (footer and side menu); nothing without links. */
export function SocialLinks({ socials, title, sectionClassName, headingClassName }: { socials: ShownSocialLink[]; title: string; sectionClassName?: string; headingClassName: string }) {
  const t = useTranslations('social');
  if (socials.length === 0) return null;
  return (
    <section className={sectionClassName} aria-label={title}>
      <h2 className={headingClassName}>{title}</h2>
      <div className={styles.iconRow}>
        {socials.map((s) => (
          <a key={`${s.kind}${s.href}`} href={s.href} target="_blank" rel="noopener noreferrer" className={styles.socialButton} aria-label={t(s.kind)}>
            <SocialIcon kind={s.kind} />
          </a>
        ))}
      </div>
    </section>
  );
}
