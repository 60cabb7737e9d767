'use client';

import { useTranslations } from 'next-intl';
import { artSrcSet } from '@/lib/games/art';
import { artSizes } from '@/lib/games/lobby';
import { favouriteAttributes, launchAttributes, type TileGame } from '@/lib/games/tile-data';
import styles from './lobby.module.css';

export interface GameTileProps {
  game: TileGame;
  /** Hot-games cards show no favourite toggle (SPEC §2). */
  heart?: boolean;
  /** The vendor's name under the tile (the slot page, SPEC §2). */
  vendorLabel?: string;
  large?: boolean;
  /** How many tiles share its row (the art's sizes): one when large, else three unless told. */
  columns?: number;
  /** The first tiles of a page load at once; the rest when they come near. */
  eager?: boolean;
}

/**
 * SPEC §2 game tile: image, name and the favourite heart. Plain and small markup (a page holds
 * dozens, and each is in the HTML and again in the page's RSC payload): the taps are handled
 * once for the whole screen by LobbyActions, which reads the launch and favourite attributes
 * (lib/games/tile-data.ts) and relabels the heart from data-name, so tiles cost nothing to
 * hydrate; the heart is drawn by CSS. A client component, so that a server screen writes only the
 * tile's fields (TileGame) into its RSC payload, not the tile's element tree.
 */
export function GameTile({ game, heart = true, vendorLabel, large = false, columns = large ? 1 : 3, eager = false }: GameTileProps) {
  const t = useTranslations('lobby');
  const size = large ? { width: 320, height: 180 } : { width: 160, height: 160 };
  const name = game.displayName;
  const src = large ? game.mobileLargeIcon : game.showIcon;
  const srcSet = artSrcSet(src);
  return (
    <li className={large ? styles.tileLarge : styles.tile}>
      <button type="button" className={styles.tileLaunch} {...launchAttributes(game)} aria-label={t('play', { name })}>
        {/* Sized art (drawn on this origin, app/games/art, at the widths of its srcset): no layout shift, no image optimiser needed. */}
        <img src={src} srcSet={srcSet ?? undefined} sizes={srcSet ? artSizes(columns) : undefined} alt="" {...size}
          loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async" />
        <span className={styles.tileName}>{name}</span>
        {vendorLabel && <span className={styles.tileVendor}>{vendorLabel}</span>}
      </button>
      {heart && (
        <button type="button" className={styles.heart} aria-pressed={game.favourite} {...favouriteAttributes(game)} data-name={name}
          aria-label={game.favourite ? t('unfavourite', { name }) : t('favourite', { name })} />
      )}
    </li>
  );
}
