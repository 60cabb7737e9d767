import type { FormatId } from './formats';

/**
 * The house's lottery games and their draw schedule. A game is a format drawn every
 * `intervalSeconds`, aligned to the UTC day: draw i of a day (1-based) is drawn at
 * day start + i × interval and closes to bets `closeSeconds` before, so the numero names the
 * same draw on every platform process without any coordination. The last draw of a day is
 * drawn at the next midnight and still belongs to its day.
 */
export interface LotteryGameDef {
  id: string;
  format: FormatId;
  /** The lobby menu the game is listed under: the Tradition lotteries (LOTT) or the electronic ones (ELOTT). */
  gameType: 'LOTT' | 'ELOTT';
  intervalSeconds: number;
  closeSeconds: number;
}

export const lotteryGameDefs: readonly LotteryGameDef[] = [
  { id: '5d-1m', format: '5d', gameType: 'LOTT', intervalSeconds: 60, closeSeconds: 10 },
  { id: '5d-5m', format: '5d', gameType: 'LOTT', intervalSeconds: 300, closeSeconds: 30 },
  { id: '11x5-1m', format: '11x5', gameType: 'ELOTT', intervalSeconds: 60, closeSeconds: 10 },
  { id: '11x5-5m', format: '11x5', gameType: 'ELOTT', intervalSeconds: 300, closeSeconds: 30 },
];
export const lotteryGameById: ReadonlyMap<string, LotteryGameDef> = new Map(lotteryGameDefs.map((g) => [g.id, g]));

const dayMs = 86_400_000;

export interface DrawSlot {
  numero: string;
  /** Milliseconds since the epoch. */
  drawAt: number;
  closeAt: number;
}

const dayText = (dayStart: number): string => new Date(dayStart).toISOString().slice(0, 10).replace(/-/g, '');

function slot(game: LotteryGameDef, dayStart: number, index: number): DrawSlot {
  const drawAt = dayStart + index * game.intervalSeconds * 1000;
  return { numero: `${game.id}-${dayText(dayStart)}-${String(index).padStart(4, '0')}`, drawAt, closeAt: drawAt - game.closeSeconds * 1000 };
}

const drawsPerDay = (game: LotteryGameDef): number => 86_400 / game.intervalSeconds;

/** The draw open for betting at `now`: the first whose close is still ahead. */
export function openDraw(game: LotteryGameDef, now: number): DrawSlot {
  const dayStart = Math.floor(now / dayMs) * dayMs;
  const interval = game.intervalSeconds * 1000;
  // Draw i closes at dayStart + i·interval − close; the first with that after now.
  let index = Math.floor((now - dayStart + game.closeSeconds * 1000) / interval) + 1;
  if (index > drawsPerDay(game)) return slot(game, dayStart + dayMs, 1);
  if (index < 1) index = 1;
  return slot(game, dayStart, index);
}

/** The draw a numero names, or null when it is not a numero of this game. */
export function drawOf(game: LotteryGameDef, numero: string): DrawSlot | null {
  const prefix = `${game.id}-`;
  if (!numero.startsWith(prefix)) return null;
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/.exec(numero.slice(prefix.length));
  if (!m) return null;
  const dayStart = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const index = Number(m[4]);
  if (index < 1 || index > drawsPerDay(game)) return null;
  const s = slot(game, dayStart, index);
  return s.numero === numero ? s : null;
}

/** `count` draws in a row from `first` (a chase), across midnight. */
export function drawsFrom(game: LotteryGameDef, first: DrawSlot, count: number): DrawSlot[] {
  const out = [first];
  while (out.length < count) {
    const last = out[out.length - 1]!;
    out.push(openDraw(game, last.closeAt + 1));
  }
  return out;
}
