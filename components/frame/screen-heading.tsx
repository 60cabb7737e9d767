import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { screenBack } from '@/lib/frame/screen-back';
import { BackControl } from './back-control';
import styles from './frame.module.css';

/**
 * The heading of a screen whose top bar SPEC §2 hides: its back arrow (lib/frame screenBack:
 * login, register and forget go to /m/home, a game list to its category's home, most others one
 * step back) at the left, the title in the middle. `path` (and `search`, which the game list's
 * target depends on) is the screen's own route, so the page renders it on the server.
 * `titleClassName` lets a screen keep its own title size.
 */
export function ScreenHeading({ path, search, titleClassName, children }: {
  path: string; search?: string | URLSearchParams; titleClassName?: string; children: ReactNode;
}) {
  const t = useTranslations('frame');
  return (
    <div className={styles.screenHeading} data-testid="screen-heading">
      <BackControl target={screenBack(path, search)} label={t('back')} />
      <h1 className={titleClassName ?? styles.screenTitle}>{children}</h1>
    </div>
  );
}
