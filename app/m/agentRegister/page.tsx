import { getTranslations } from 'next-intl/server';
import { readValue } from '@/lib/data/request';
import { getSite } from '@/lib/data/site';
import { qrSvg } from '@/lib/referral/qr';
import { CopyLink } from '@/components/activity/invite-client';
import { IntlScope } from '@/components/account/intl-scope';
import { DeleteLink, OpenAccountClient } from '@/components/agent/open-account-client';
import { MemberGate } from '@/components/frame/member-gate';
import { ScreenHeading } from '@/components/frame/screen-heading';
import { pageMetadata } from '@/components/frame/page-metadata';
import account from '@/components/account/account.module.css';
import screenStyles from '@/components/frame/screen.module.css';
import styles from '@/components/agent/agent.module.css';

export const generateMetadata = () => pageMetadata('agentRegister');

/**
 * /m/agentRegister – open account (SPEC §6 footer; "back edit" of the menu): the form that opens
 * a direct downline (agent or member, rebate per product up to what the agent may give), and the
 * agent's promotion links (at most the merchant's maximum, 3), each with its register link, a
 * copy button and its QR code; a visitor registering through one becomes the link's type with its
 * rates. Agents only (lib/frame/gate.ts).
 */
export default function AgentRegisterPage() {
  return (
    <MemberGate path="/m/agentRegister">
      <AgentRegister />
    </MemberGate>
  );
}

async function AgentRegister() {
  const [settings, links, site, t] = await Promise.all([
    readValue('agentGlobalRebateSettings'), readValue('agentAffiliateUrls'), getSite(), getTranslations('agentHome'),
  ]);
  if (!settings || !links) return <section className={screenStyles.screen}><p className={account.muted} role="alert">{t('register.failed')}</p></section>;
  const linkMax = Object.fromEntries(Object.entries(settings.downlineMax).map(([p, v]) => [p, Math.min(v ?? 0, settings.linkCap[p as keyof typeof settings.linkCap] ?? 0)]));
  const pct = (bp: number) => `${(bp / 100).toFixed(2)} %`;
  return (
    <section className={screenStyles.screen} data-testid="agent-register">
      <ScreenHeading path="/m/agentRegister">{t('register.heading')}</ScreenHeading>
      <div className={account.card}>
        <IntlScope namespaces={['agentHome', 'errors']}>
          <OpenAccountClient max={settings.downlineMax} mode="account" />
        </IntlScope>
      </div>
      <div className={account.card} data-testid="promotion-links">
        <h2 className={screenStyles.heading}>{t('register.links')}</h2>
        <p className={styles.label}>{t('register.linksMax', { max: links.max })}</p>
        {links.list.length === 0 && <p className={account.muted}>{t('register.none')}</p>}
        <ul className={styles.list}>
          {links.list.map((l) => {
            const url = `${site.origin ?? ''}/m/register?affiliateCode=${encodeURIComponent(l.code)}`;
            return (
              <li key={l.id} className={styles.item} data-link-code={l.code}>
                <div className={styles.itemHead}>
                  <span>{t(`kind.${l.kind}`)} · {l.code}</span>
                  <span>{t('register.registered', { count: l.registered })}</span>
                </div>
                <p className={styles.label}>{Object.entries(l.rebates).map(([p, v]) => `${t(`products.${p as 'lottery'}`)} ${pct(v ?? 0)}`).join(' · ') || '-'}</p>
                <IntlScope namespaces={['agentHome']}>
                  <CopyLink link={url} labels={{ copy: t('register.copy'), copied: t('register.copied'), linkLabel: t('register.linkLabel') }} />
                </IntlScope>
                <div className={styles.qr} role="img" aria-label={t('register.qrLabel')} dangerouslySetInnerHTML={{ __html: qrSvg(url) }} />
                <DeleteLink id={l.id} label={t('register.delete')} />
              </li>
            );
          })}
        </ul>
        {links.list.length < links.max && (
          <IntlScope namespaces={['agentHome', 'errors']}>
            <OpenAccountClient max={linkMax} mode="link" />
          </IntlScope>
        )}
      </div>
    </section>
  );
}
