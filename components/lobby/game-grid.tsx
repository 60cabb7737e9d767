'use client';

import type { CSSProperties } from 'react';
import type { TileGame } from '@/lib/games/tile-data';
import { GameTile } from './game-tile';
import styles from './lobby.module.css';

/**
 * Tiles in columns (SPEC §2 previews: 3 slots, 2 fishing, 1 live to a row). A client component, so
 * that a server screen hands it its games' tile fields (tileGame) rather than writing every tile's
 * element tree into the page's RSC payload (/m/home's HTML 171 -> 141 KB).
 */
export function GameGrid({ games, columns = 3, eager = 0, testId, ready }: {
  games: readonly TileGame[]; columns?: number; eager?: number; testId?: string;
  /** Set by a list that pages on scroll once it listens (data-ready), for whoever must know it does. */
  ready?: boolean;
}) {
  return (
    <ul className={styles.grid} style={{ '--cols': columns } as CSSProperties} data-testid={testId} data-ready={ready}>
      {games.map((g, i) => <GameTile key={g.nodeId} game={g} large={columns === 1} columns={columns} eager={i < eager} />)}
    </ul>
  );
}
