import clsx from 'clsx';
import { badgeText } from '@/lib/frame/badge';
import styles from './frame.module.css';

/** An unread badge: nothing for 0, the count, or 99+ (SPEC §9). Pinned to its icon's corner unless `inline`. */
export function Badge({ count, label, inline = false }: { count: number | null | undefined; label?: string; inline?: boolean }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className={clsx(styles.badge, inline && styles.badgeInline)} data-testid="badge" aria-label={label}>
      {text}
    </span>
  );
}
