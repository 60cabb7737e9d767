'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { Game } from '@/lib/wps/schemas/games';
import { Toast } from '@/components/ui/toast';
import styles from './lobby.module.css';
import { useLaunch } from './use-launch';

export interface GameTileProps {
  game: Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'gameType' | 'displayName' | 'showIcon' | 'mobileLargeIcon' | 'favourite' | 'roomId'>;
  loggedIn: boolean;
  /** Hot-games cards show no favourite toggle (SPEC §2). */
  heart?: boolean;
  /** The vendor's name under the tile (the slot page, SPEC §2). */
  vendorLabel?: string;
  large?: boolean;
  /** The first tiles of a page load at once; the rest when they come near. */
  eager?: boolean;
}

/**
 * SPEC §2 game tile: image, name, the favourite heart, and a tap that launches the game
 * (login first for a visitor). SPEC §4 favourites: adding one that is there changes nothing;
 * a removal shows at once and then tells the server.
 */
export function GameTile({ game, loggedIn, heart = true, vendorLabel, large = false, eager = false }: GameTileProps) {
  const t = useTranslations('lobby');
  const { launch, busy, error, flash, toLogin } = useLaunch(loggedIn);
  const [favourite, setFavourite] = useState(game.favourite);

  const toggle = async () => {
    if (!loggedIn) return toLogin();
    const next = !favourite;
    setFavourite(next);
    const r = await wpsFetch(next ? 'POST' : 'DELETE', '/wps/game/favorite', { nodeId: game.nodeId, vendor: game.vassalage });
    if (!r.success) {
      setFavourite(!next);
      flash(r.errorCode);
    }
  };

  const size = large ? { width: 320, height: 180 } : { width: 160, height: 160 };
  return (
    <li className={large ? styles.tileLarge : styles.tile}>
      <button type="button" className={styles.tileLaunch} onClick={() => launch(game)} aria-busy={busy} aria-label={t('play', { name: game.displayName })}>
        {/* Sized SVG art from the platform: no layout shift, no image optimiser needed. */}
        <img src={large ? game.mobileLargeIcon : game.showIcon} alt="" {...size} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        <span className={styles.tileName}>{game.displayName}</span>
        {vendorLabel && <span className={styles.tileVendor}>{vendorLabel}</span>}
      </button>
      {heart && (
        <button type="button" className={styles.heart} aria-pressed={favourite} onClick={toggle}
          aria-label={favourite ? t('unfavourite', { name: game.displayName }) : t('favourite', { name: game.displayName })}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5c-2.2 4.6-9.2 9-9.2 9z" fill={favourite ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      )}
      <Toast message={error} kind="error" />
    </li>
  );
}
