import Link from '@/components/frame/link';
import { getTranslations } from 'next-intl/server';
import { hotStrip, tileGame } from '@/lib/games';
import type { Game } from '@/lib/wps/schemas/games';
import { GameTile } from './game-tile';
import styles from './lobby.module.css';

/** SPEC §2 hot-games strip: nothing when empty; the first 15; a 'more' tile above 10 → /m/hot-games. */
export async function HotStrip({ games }: { games: Game[] }) {
  const { items, more } = hotStrip(games);
  if (!items.length) return null;
  const t = await getTranslations('lobby');
  return (
    <section className={styles.block} aria-labelledby="hot-title">
      <div className={styles.blockHead}>
        <h2 id="hot-title" className={styles.blockTitle}>{t('hot')}</h2>
      </div>
      <ul className={styles.strip} data-testid="hot-strip">
        {items.map((g) => <GameTile key={g.nodeId} game={tileGame(g)} heart={false} />)}
        {more && (
          <li>
            <Link href="/m/hot-games" className={styles.more}>{t('more')}</Link>
          </li>
        )}
      </ul>
    </section>
  );
}
