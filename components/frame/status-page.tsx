import type { ReactNode } from 'react';
import styles from './frame.module.css';

export interface StatusPageProps {
  icon: ReactNode;
  title: string;
  body: string;
  detail?: string | null;
  action?: { href: string; label: string };
}

/** The maintenance and access-restricted pages: outside the /m frame, one message centred. */
export function StatusPage({ icon, title, body, detail, action }: StatusPageProps) {
  return (
    <main className={styles.statusPage}>
      <div className={styles.statusIcon} aria-hidden="true">{icon}</div>
      <h1 className={styles.statusTitle}>{title}</h1>
      <p>{body}</p>
      {detail && <p className={styles.muted}>{detail}</p>}
      {/* A full reload on purpose: the proxy decides again whether the site is back. */}
      {action && <a href={action.href} className={styles.buttonPrimary}>{action.label}</a>}
    </main>
  );
}
