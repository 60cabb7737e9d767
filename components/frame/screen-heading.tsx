import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { screenBack } from '@/lib/frame/screen-back';
import { BackControl } from './back-control';
import styles from './frame.module.css';

/**
 * The heading of a screen whose top bar SPEC §2 hides: its back arrow (lib/frame screenBack:
 * login, register and forget go to /m/home) at the left, the title in the middle. `path` is the
 * screen's own route, so the page renders it on the server.
 */
export function ScreenHeading({ path, children }: { path: string; children: ReactNode }) {
  const t = useTranslations('frame');
  return (
    <div className={styles.screenHeading}>
      <BackControl target={screenBack(path)} label={t('back')} />
      <h1 className={styles.screenTitle}>{children}</h1>
    </div>
  );
}
