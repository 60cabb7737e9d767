import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSystemStatus } from '@/lib/data/system';
import { getViewer } from '@/lib/data/viewer';
import { IntlScope } from '@/components/account/intl-scope';
import { ChangePasswordClient } from '@/components/account/change-password-client';
import { pageMetadata } from '@/components/frame/page-metadata';
import styles from '@/components/account/account.module.css';

export const generateMetadata = () => pageMetadata('changePsw');

/** /m/changePsw – SPEC §2 change password; login required (SPEC §6), visitors go to /m/login and come back. */
export default async function ChangePswPage({ searchParams }: { searchParams: Promise<{ first?: string }> }) {
  const [viewer, status, t, titles, { first }] = await Promise.all([
    getViewer(), getSystemStatus(), getTranslations('account.changePassword'), getTranslations('titles'), searchParams,
  ]);
  if (!viewer.loggedIn) redirect('/m/login?next=/m/changePsw');
  return (
    <section className={styles.screen}>
      {/* After a login that says firstTimeLogin, the same form replaces the initial password. */}
      <h1 className={styles.heading}>{first === '1' ? titles('firstPassword') : t('heading')}</h1>
      <IntlScope namespaces={['account', 'validation', 'errors']}>
        <ChangePasswordClient password={status?.info.register.password ?? null} />
      </IntlScope>
    </section>
  );
}
