import { useTranslations } from 'next-intl';
import Link from '@/components/frame/link';
import ui from '@/components/ui/ui.module.css';
import styles from './lobby.module.css';

/**
 * What a member's empty favourites say (SPEC §2 favourites tab, /m/gameList?dataType=fav): what
 * a favourite is, how to add one, and the way to the games. Inside a list of favourites
 * ([data-fav-list]) it stays hidden by CSS while a tile is shown, so it also appears the moment
 * the member takes back the last heart (LobbyActions hides that tile before the server answers).
 */
export function FavouritesEmpty() {
  const t = useTranslations('lobby.favouritesEmpty');
  return (
    <div className={styles.emptyState} data-testid="favourites-empty">
      <span className={styles.emptyHeart} aria-hidden="true" />
      <p className={styles.emptyTitle}>{t('title')}</p>
      <p className={styles.emptyText}>{t('text')}</p>
      <Link href="/m/home" className={ui.buttonPrimary}>{t('action')}</Link>
    </div>
  );
}
