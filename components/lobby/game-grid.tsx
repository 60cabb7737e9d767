import type { CSSProperties } from 'react';
import type { Game } from '@/lib/wps/schemas/games';
import { GameTile } from './game-tile';
import styles from './lobby.module.css';

/** Tiles in columns (SPEC §2 previews: 3 slots, 2 fishing, 1 live to a row). */
export function GameGrid({ games, columns = 3, eager = 0, testId }: { games: Game[]; columns?: number; eager?: number; testId?: string }) {
  return (
    <ul className={styles.grid} style={{ '--cols': columns } as CSSProperties} data-testid={testId}>
      {games.map((g, i) => <GameTile key={g.nodeId} game={g} large={columns === 1} columns={columns} eager={i < eager} />)}
    </ul>
  );
}
