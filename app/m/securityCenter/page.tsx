import { getLocale, getTranslations } from 'next-intl/server';
import Link from '@/components/frame/link';
import { readValue } from '@/lib/data/request';
import { deviceLabel, loginTimeText } from '@/lib/member';
import { IntlScope } from '@/components/account/intl-scope';
import { ChevronIcon } from '@/components/frame/icons';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';
import { ContactBind } from '@/components/member/contact-bind';
import { PaymentPasswordForm } from '@/components/member/payment-password-form';
import { SessionList } from '@/components/member/session-list';
import frameStyles from '@/components/frame/frame.module.css';
import account from '@/components/account/account.module.css';
import screenStyles from '@/components/frame/screen.module.css';
import styles from '@/components/member/member.module.css';

export const generateMetadata = () => pageMetadata('securityCenter');

/**
 * /m/securityCenter – the member's safety tools (issue 19): login password, responsible gaming
 * (the member's own limits and breaks, /m/securityCenter/limits), payment password,
 * e-mail and mobile bound by a code, the login history (time, address, device) and the sessions
 * still open with sign-out. Members and agents alike (lib/frame/gate.ts); a visitor logs in first,
 * a trial account is told to use a real one.
 */
export default function SecurityCenterPage() {
  return (
    <MemberGate path="/m/securityCenter">
      <SecurityCenter />
    </MemberGate>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<'member.security'>>>;

function deviceText(t: Translate, userAgent: string | null, device: string | null): string {
  const d = deviceLabel(userAgent, device);
  const named = d.browser && d.os ? t('deviceOn', { browser: d.browser, os: d.os }) : (d.browser ?? d.os ?? t('unknownDevice'));
  return d.app ? `${named} · ${t('app')}` : named;
}

async function SecurityCenter() {
  const [security, logins, sessions, t, locale] = await Promise.all([
    readValue('memberSecurity'), readValue('sessionLogins'), readValue('sessionList'), getTranslations('member.security'), getLocale(),
  ]);
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const place = (ip: string | null, country: string | null) =>
    [ip ?? t('unknownAddress'), country ? (regions.of(country) ?? country) : null].filter(Boolean).join(' · ');
  const state = (on: boolean, yes: string, no: string) => <span className={styles.tag} data-state={on ? 'on' : 'off'}>{on ? yes : no}</span>;

  return (
    <section className={screenStyles.screen} data-testid="security-center">
      <h1 className={frameStyles.srOnly}>{t('heading')}</h1>
      <IntlScope namespaces={['member', 'account', 'wallet', 'errors']}>
        <div className={account.card}>
          <Link href="/m/changePsw" className={styles.rowLink}>
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>{t('password')}</span>
              <span className={styles.rowHint}>{t('passwordHint')}</span>
            </span>
            <ChevronIcon width={16} height={16} />
          </Link>
        </div>

        <div className={account.card}>
          <Link href="/m/securityCenter/limits" className={styles.rowLink} data-testid="responsible-gaming">
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>{t('responsibleGaming')}</span>
              <span className={styles.rowHint}>{t('responsibleGamingHint')}</span>
            </span>
            <ChevronIcon width={16} height={16} />
          </Link>
        </div>

        {security && (
          <>
            <div className={account.card} data-testid="payment-password">
              <h2 className={styles.sectionTitle}>{t('paymentPassword')} {state(security.hasPaymentPassword, t('isSet'), t('notSet'))}</h2>
              <details className={styles.fold}>
                <summary>{security.hasPaymentPassword ? t('change') : t('setUp')}</summary>
                <PaymentPasswordForm isSet={security.hasPaymentPassword} />
              </details>
            </div>

            <div className={account.card} data-testid="bound-email">
              <h2 className={styles.sectionTitle}>{t('email')}</h2>
              <p className={styles.rowTitle} data-testid="bound-email-value">
                {security.email ?? t('emailNone')} {security.email && state(security.emailVerified, t('verified'), t('notVerified'))}
              </p>
              <details className={styles.fold}>
                <summary>{security.email ? t('change') : t('bindEmail')}</summary>
                <ContactBind kind="email" />
              </details>
            </div>

            <div className={account.card} data-testid="bound-mobile">
              <h2 className={styles.sectionTitle}>{t('mobile')}</h2>
              <p className={styles.rowTitle}>
                {security.mobileNum ? `${security.countryDialingCode ?? ''} ${security.mobileNum}`.trim() : t('mobileNone')}{' '}
                {security.mobileNum && state(security.mobileVerified, t('verified'), t('notVerified'))}
              </p>
              <details className={styles.fold}>
                <summary>{security.mobileNum ? t('change') : t('bindMobile')}</summary>
                <ContactBind kind="mobile" />
              </details>
            </div>
          </>
        )}

        <div className={account.card}>
          <h2 className={styles.sectionTitle}>{t('sessions')}</h2>
          {sessions ? (
            <SessionList sessions={sessions.list.map((s) => ({
              id: s.id,
              current: s.current,
              device: deviceText(t, s.userAgent, s.device),
              place: place(s.ip, s.country),
              lastActive: t('lastActive', { time: loginTimeText(s.lastSeenTime) }),
            }))} />
          ) : <p className={styles.error} role="alert">{t('failed')}</p>}
        </div>

        <div className={account.card}>
          <h2 className={styles.sectionTitle}>{t('history')}</h2>
          {logins ? (
            logins.list.length ? (
              <ul className={styles.rows} data-testid="login-history">
                {logins.list.map((l, i) => (
                  <li key={`${l.loginTime}-${i}`} className={styles.row}>
                    <span className={styles.rowText}>
                      <span className={styles.rowTitle}><time dateTime={new Date(l.loginTime).toISOString()}>{loginTimeText(l.loginTime)}</time></span>
                      <span className={styles.rowHint}>{place(l.ip, l.country)}</span>
                      <span className={styles.rowHint}>{deviceText(t, l.userAgent, l.device)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : <p className={styles.rowHint}>{t('historyEmpty')}</p>
          ) : <p className={styles.error} role="alert">{t('failed')}</p>}
        </div>
      </IntlScope>
    </section>
  );
}
