import type { GameClassification, GameType } from '@/lib/wps/schemas/games';

/** A house game as the lobby lists it (catalog.ts gathers them; each game's folder writes its own). */
export interface HouseCatalogEntry {
  /**
   * The lobby's id of the game, fixed so that a seed on any database makes the same catalog
   * (favourites and recent games hold node ids). Ranges: slots 1001 and 1201–1299, tables
   * 1156–1158 and bingo 1159 (what earlier seeds gave them), more bingo 1301–1399, lotteries 1401–1499.
   */
  nodeId: number;
  /** The vendor's id of the game (wallet calls carry it; the launch opens it). */
  gameId: string;
  /** Its name in English and Chinese (other languages fall back to English). */
  names: { EN: string; ZH: string };
  gameType: GameType;
  gameClassify?: GameClassification | null;
  gameClassifyNew?: GameClassification[];
  /** The smallest stake, as a decimal in a two-decimal currency (the demo's CNY). */
  minBet: string;
  roomId?: string | null;
  /** Trial members may play it with play money. */
  supportPlay: boolean;
  /** Order within its vendor and type (lower first). */
  sort: number;
  /** The client page it opens under the web origin (`/games/house/...`). */
  page: string;
  /** What its tile shows (lib/games/art.ts's motifs) and the tile's colour. */
  art: { motif: string; hue: number };
}
