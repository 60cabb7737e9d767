/**
 * What the lottery screens show, as pure rules: the phase of a draw and its countdown, prices at
 * the member's prize series, the series a member may choose, which game a screen opens on.
 */

export type DrawPhase = 'open' | 'closed' | 'drawing';

/** open until the close; closed (bets refused) until the draw time; then drawing until the result is read. */
export function drawPhase(now_ms: number, draw: { closeTime: string; drawTime: string }): DrawPhase {
  if (now_ms < Date.parse(draw.closeTime)) return 'open';
  if (now_ms < Date.parse(draw.drawTime)) return 'closed';
  return 'drawing';
}

/** A countdown as m:ss (h:mm:ss from an hour), rounded up to the second and never below 0:00. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The prize series a member may choose, highest first: the band's maximum, then every 10 down to its minimum, the default always among them. */
export function seriesChoices(band: { min: number; max: number; default: number }): number[] {
  const out = new Set<number>([band.max]);
  for (let s = band.max - (band.max % 10); s >= band.min; s -= 10) out.add(s);
  out.add(band.default);
  return [...out].filter((s) => s >= band.min && s <= band.max).sort((a, b) => b - a);
}

/**
 * A prize as shown at the member's series. The games' menu shows Tradition prizes at the default
 * series; a Tradition prize is proportional to the series (series / (2000 × chance) per unit), so
 * at s it is price × s / default. Entertainment odds are fixed. Written with at most 4 decimals,
 * trailing zeros dropped (975, 2.145, 1.98).
 */
export function prizeAtSeries(price: number, playType: 'trad' | 'ent', series: number, seriesDefault: number): string {
  const value = playType === 'trad' ? (price * series) / seriesDefault : price;
  return String(Number(value.toFixed(4)));
}

/** The rebate of a series below the merchant's maximum, percent of the stake: (max − s) / 2000 (1.5 at 1950 of 1980). */
export function rebatePercent(series: number, max: number): string {
  return String(Number((((max - series) / 2000) * 100).toFixed(2)));
}

/** The game a betting screen opens on: the one asked for when it is of the screen's type, else the first of that type, else null. */
export function chosenGame<G extends { gameId: string; gameType: string }>(games: readonly G[], gameType: 'LOTT' | 'ELOTT', asked: string | undefined): G | null {
  const ofType = games.filter((g) => g.gameType === gameType);
  return ofType.find((g) => g.gameId === asked) ?? ofType[0] ?? null;
}

/** The betting screen's tabs: bet, the results history, the member's orders. */
export const lotteryTabs = ['bet', 'results', 'orders'] as const;
export type LotteryTab = (typeof lotteryTabs)[number];
export const lotteryTabOf = (x: string | undefined): LotteryTab => (lotteryTabs as readonly string[]).includes(x ?? '') ? (x as LotteryTab) : 'bet';

/** The screen of a game's menu: LOTT games bet on /m/lott, ELOTT games on /m/elott. */
export const lotteryScreenPath = (gameType: 'LOTT' | 'ELOTT', gameId: string): string =>
  `${gameType === 'LOTT' ? '/m/lott' : '/m/elott'}?game=${encodeURIComponent(gameId)}`;

/** What the screen knows of its game's draws: the open draw's close, the closed draw whose result it waits for, the latest result shown. */
export interface DrawWatch {
  closeTime: string;
  awaiting: { numero: string; drawTime: string } | null;
  latestNumero: string | null;
}

/**
 * Whether the screen should read the draw again: at the open draw's close (the next draw opens
 * then), and from a second after a closed draw's time until its result arrives.
 */
export function drawRefreshDue(now_ms: number, w: DrawWatch): boolean {
  if (now_ms >= Date.parse(w.closeTime)) return true;
  return !!w.awaiting && w.latestNumero !== w.awaiting.numero && now_ms >= Date.parse(w.awaiting.drawTime) + 1000;
}

/**
 * Whether an order may still be cancelled, as far as the screen knows: it is open and its draw is
 * the open draw of its game or a later one (numeros of a game sort by day and draw). Without the
 * game's open draw the screen offers it and the platform decides (lottery.order.not.cancellable).
 */
export function orderCancellable(order: { orderStatus: string; gameId: string; numero: string }, openNumeros: Readonly<Record<string, string>>): boolean {
  if (order.orderStatus !== 'open') return false;
  const open = openNumeros[order.gameId];
  return open === undefined || order.numero >= open;
}

/**
 * A drawn result's verification page (the platform's, through the web origin as every
 * /games/house page): its format and seeds ride in the address's fragment, which the browser
 * never sends to a server, and the page recomputes the draw from them.
 */
export const lotteryVerifyHref = (format: string, result: { serverSeed: string; clientSeed: string }): string =>
  `/games/house/lottery/verify#${new URLSearchParams({ f: format, s: result.serverSeed, c: result.clientSeed })}`;
