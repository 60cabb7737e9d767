import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { openOpsToken, opsCookie } from '@/lib/bff/ops-session';
import { hostOf, merchantForHost } from '@/lib/bff/upstream';
import { IntlScope } from '@/components/account/intl-scope';
import { OpsChat, OpsSignIn } from '@/components/chat/ops-chat';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('chat.ops');
  return { title: t('heading'), robots: { index: false, follow: false } };
}

/**
 * /ops/chat – the operators' live chat for the merchant of this site (issue 18): sign in with the
 * back-office token (kept sealed in an httpOnly cookie, lib/bff/ops-session.ts), then every
 * conversation live. Outside /m: no member frame, never indexed.
 */
export default async function OpsChatPage() {
  const [jar, h] = await Promise.all([cookies(), headers()]);
  const [token, merchant] = await Promise.all([
    openOpsToken(jar.get(opsCookie.name)?.value),
    merchantForHost(hostOf(h.get('x-forwarded-host') ?? h.get('host'))),
  ]);
  return (
    <IntlScope namespaces={['chat', 'errors']}>
      {token && merchant ? <OpsChat merchant={merchant} /> : <OpsSignIn />}
    </IntlScope>
  );
}
