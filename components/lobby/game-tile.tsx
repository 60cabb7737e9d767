'use client';

import { useState } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { loginHref } from '@/lib/frame/gate';
import { errorMessageKey } from '@/lib/i18n/errors';
import { navigateTo } from '@/lib/net/navigate';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { Game } from '@/lib/wps/schemas/games';
import { Toast } from '@/components/ui/toast';
import styles from './lobby.module.css';

/** How long a launch failure stays on screen. */
const errorToast_ms = 2000;

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
  const te = useTranslations();
  const router = useRouter();
  const pathname = usePathname();
  const [favourite, setFavourite] = useState(game.favourite);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toLogin = () => router.push(loginHref(pathname));
  const flash = (code: string | null) => {
    setError(te(errorMessageKey(code)));
    setTimeout(() => setError(null), errorToast_ms);
  };

  const launch = async () => {
    if (!loggedIn) return toLogin();
    if (busy) return;
    setBusy(true);
    const q = new URLSearchParams({
      nodeId: game.nodeId, gameId: game.gameId, vassalage: game.vassalage, gameType: game.gameType, platform: 'html5', clientType: '2', accountType: '1',
    });
    if (game.roomId) q.set('roomId', game.roomId);
    const r = await wpsFetch<{ content?: { game_url?: string } }>('GET', `/wps/game/launchGame?${q}`);
    const url = r.value?.content?.game_url;
    if (r.success && url) return navigateTo(url);
    setBusy(false);
    flash(r.errorCode);
  };

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
      <button type="button" className={styles.tileLaunch} onClick={launch} aria-busy={busy} aria-label={t('play', { name: game.displayName })}>
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
