import Link from '@/components/frame/link';
import { providerListTypes } from '@/lib/games';
import type { VendorEntry } from '@/lib/wps/schemas/games';
import { GameTile } from './game-tile';
import styles from './lobby.module.css';

/**
 * SPEC §2 provider tiles of a category: FISH and PVP vendors open their game list; the others
 * (live lobbies, sports books, lotteries) launch the vendor's one game. A category without a
 * vendor says so (`empty`, already translated) instead of showing an empty row or a dead tile.
 */
export function ProviderTiles({ vendors, empty }: { vendors: VendorEntry[]; empty: string }) {
  if (!vendors.length) return <p className={styles.empty} data-testid="category-empty">{empty}</p>;
  return (
    <ul className={styles.providers} data-testid="providers">
      {vendors.map((v) => providerListTypes.includes(v.gameType) || !v.nodeId || !v.gameId ? (
        <li key={`${v.gameType}-${v.vassalage}`}>
          <Link className={styles.provider} href={`/m/gameList?${new URLSearchParams({ gameType: v.gameType, vassalage: v.vassalage })}`}>
            <img src={v.icons.COLOR} alt="" width={96} height={48} loading="lazy" decoding="async" />
            <span>{v.displayName}</span>
          </Link>
        </li>
      ) : (
        <GameTile
          key={`${v.gameType}-${v.vassalage}`}
          heart={false}
          large
          game={{ nodeId: v.nodeId, gameId: v.gameId, vassalage: v.vassalage, gameType: v.gameType, displayName: v.displayName, showIcon: v.mobileLargeIcon, mobileLargeIcon: v.mobileLargeIcon, favourite: false, roomId: null }}
        />
      ))}
    </ul>
  );
}
