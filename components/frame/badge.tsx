import { badgeText } from '@/lib/frame/badge';
import styles from './frame.module.css';

/** An unread badge: nothing for 0, the count, or 99+ (SPEC §9). */
export function Badge({ count, label }: { count: number | null | undefined; label?: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className={styles.badge} data-testid="badge" aria-label={label}>
      {text}
    </span>
  );
}
