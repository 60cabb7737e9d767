import clsx from 'clsx';
import Link from '@/components/frame/link';
import { helpHref } from '@/lib/content/help';
import { pxToRem } from '@/lib/content/rules';
import type { HelpCenterValue } from '@/lib/wps/schemas/system';
import styles from './messaging.module.css';
import operator from '@/components/content/operator-html.module.css';

/**
 * SPEC §2 help centre: the titles as a menu on the left, the chosen entry's HTML on the right.
 * Plain links (`?i=`), so it works without JavaScript and each topic has its own address. The
 * HTML is the platform's allow-listed HTML (modules/content html.ts), its pixel styles as the
 * announcements' (pxToRem).
 */
export function HelpScreen({ entries, selected, labels }: { entries: HelpCenterValue; selected: number; labels: { topics: string; empty: string } }) {
  if (!entries.length) return <p className={styles.empty}>{labels.empty}</p>;
  const entry = entries[selected] ?? entries[0]!;
  return (
    <div className={styles.helpLayout}>
      <nav aria-label={labels.topics} className={styles.helpMenu}>
        <ul>
          {entries.map((e, i) => (
            <li key={`${i}:${e.title}`}>
              <Link href={helpHref(i)} replace scroll={false} aria-current={i === selected ? 'page' : undefined}
                className={clsx(styles.helpTopic, i === selected && styles.helpTopicCurrent)} data-tag={e.tag ?? undefined}>
                {e.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className={styles.helpArticle} data-testid="help-article" aria-labelledby="help-title">
        <h2 id="help-title" className={styles.helpTitle}>{entry.title}</h2>
        <div className={operator.html} dangerouslySetInnerHTML={{ __html: pxToRem(entry.content) }} />
      </article>
    </div>
  );
}
