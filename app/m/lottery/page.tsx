import { getTranslations } from 'next-intl/server';
import { getLotteryDraw, getLotteryGames } from '@/lib/data/lottery';
import { IntlScope } from '@/components/account/intl-scope';
import { pageMetadata } from '@/components/frame/page-metadata';
import { ScreenHeading } from '@/components/frame/screen-heading';
import { LotteryLobby } from '@/components/lottery/lottery-lobby';
import styles from '@/components/lottery/lottery.module.css';
import { RealityCheckMount } from '@/components/limits/reality-check-mount';

export const generateMetadata = () => pageMetadata('lottery');

/** /m/lottery – SPEC §2 lottery: the LOTT and ELOTT game menus, each game's countdown to its close and latest result; no top bar, so its heading has the back arrow. */
export default async function LotteryPage() {
  const [value, t] = await Promise.all([getLotteryGames(), getTranslations('lottery')]);
  const games = value?.games ?? null;
  const draws = Object.fromEntries(await Promise.all((games ?? []).map(async (g) => [g.gameId, await getLotteryDraw(g.gameId)] as const)));
  return (
    <section className={styles.screen}>
      <ScreenHeading path="/m/lottery" titleClassName={styles.heading}>{t('heading')}</ScreenHeading>
      <IntlScope namespaces={['lottery']}>
        <LotteryLobby games={games} draws={draws} />
      </IntlScope>
      <RealityCheckMount />
    </section>
  );
}
