import { rankOf, type Card } from '../cards/shoe';

/**
 * Punto banco: the hand is dealt player, banker, player, banker; totals are the sum of card
 * values mod 10 (ace 1, two to nine their pips, tens and faces 0). The draws follow the fixed
 * third-card rules below; no one chooses anything.
 */
export const baccaratValue = (card: Card): number => {
  const rank = rankOf(card);
  return rank < 9 ? rank + 1 : 0;
};

/** A natural: either side's first two cards make 8 or 9, and both stand. */
export const isNatural = (total: number): boolean => total >= 8;

/** The player draws a third card on 0–5 and stands on 6–7. */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * The banker's rule. When the player stood, the banker draws on 0–5 like the player. When the
 * player drew, it depends on the player's third card (its value, 0–9):
 * banker 0–2 draws; 3 draws unless it is 8; 4 draws on 2–7; 5 on 4–7; 6 on 6–7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0: case 1: case 2: return true;
    case 3: return playerThird !== 8;
    case 4: return playerThird >= 2 && playerThird <= 7;
    case 5: return playerThird >= 4 && playerThird <= 7;
    case 6: return playerThird === 6 || playerThird === 7;
    default: return false;
  }
}

export type BaccaratWinner = 'banker' | 'player' | 'tie';

export interface BaccaratHand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  /** The player's first two cards are of one rank (a king and a king; not a king and a queen). */
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
}

const total = (cards: readonly Card[]): number => cards.reduce((s, c) => s + baccaratValue(c), 0) % 10;

/** Deals one hand, taking cards through `draw` in the order a dealer takes them from the shoe. */
export function dealBaccarat(draw: () => Card): BaccaratHand {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = isNatural(total(player)) || isNatural(total(banker));
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(total(player))) {
      const card = draw();
      player.push(card);
      playerThird = baccaratValue(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: rankOf(player[0]!) === rankOf(player[1]!),
    bankerPair: rankOf(banker[0]!) === rankOf(banker[1]!),
    natural,
  };
}
