import { drawDistinct, shuffleInPlace } from '../fair/shuffle';
import { FairStream, type Uint32Source } from '../fair/stream';

/**
 * 75-ball bingo. A card is 5 × 5, row-major (cell = row × 5 + column): column B holds numbers
 * 1–15, I 16–30, N 31–45, G 46–60, O 61–75; the centre (row 2 of N) is free and holds 0.
 */
export const ball_count = 75;
export const columnLetters = ['B', 'I', 'N', 'G', 'O'] as const;
export const free_cell = 12;

export type BingoCard = readonly number[];

/** The column a ball belongs to: 0 for B (1–15) … 4 for O (61–75). */
export const columnOf = (ball: number): number => Math.floor((ball - 1) / 15);

/** A ball as it is called: `B7`, `N42`. */
export const ballName = (ball: number): string => `${columnLetters[columnOf(ball)]}${ball}`;

/**
 * A new card from the stream: per column B, I, N, G, O, the first five (four for N, around the
 * free centre) of a Fisher–Yates draw of its fifteen numbers, top to bottom in the order drawn.
 */
export function generateCard(source: Uint32Source): BingoCard {
  const cells = new Array<number>(25).fill(0);
  for (let col = 0; col < 5; col++) {
    const drawn = drawDistinct(source, 15, col === 2 ? 4 : 5);
    let k = 0;
    for (let row = 0; row < 5; row++) {
      const cell = row * 5 + col;
      if (cell !== free_cell) cells[cell] = 15 * col + drawn[k++]! + 1;
    }
  }
  return cells;
}

/** A card from its seeds (the round's server seed, `card:<purchase id>`, nonce per card): what the verification page recomputes. */
export function cardFromSeeds(serverSeed: string, clientSeed: string, nonce: number): BingoCard {
  return generateCard(new FairStream(serverSeed, clientSeed, nonce));
}

/** A card as the rules make them: 25 cells, the free centre 0, each column's numbers distinct and in its range. */
export function isValidCard(card: readonly number[]): boolean {
  if (card.length !== 25 || card[free_cell] !== 0) return false;
  const seen = new Set<number>();
  for (let cell = 0; cell < 25; cell++) {
    if (cell === free_cell) continue;
    const n = card[cell]!;
    if (!Number.isInteger(n) || n < 1 || n > ball_count || columnOf(n) !== cell % 5 || seen.has(n)) return false;
    seen.add(n);
  }
  return true;
}

/** The order of all 75 balls for a round: a Fisher–Yates shuffle of 1–75; the round calls the first ones. */
export function drawOrder(source: Uint32Source): number[] {
  const balls = Array.from({ length: ball_count }, (_, i) => i + 1);
  shuffleInPlace(source, balls);
  return balls;
}

/** A round's ball order from its seeds (the round's committed server seed, the client seed of its bets). */
export function drawOrderFromSeeds(serverSeed: string, clientSeed: string, nonce: number): number[] {
  return drawOrder(new FairStream(serverSeed, clientSeed, nonce));
}
