/**
 * The rules of the house video slot: symbols, reel strips, paylines, paytable and the free
 * spin feature. Plain data, no I/O; every other file of slot/ reads it from here, so the
 * exact RTP (rtp.ts), the evaluation (evaluate.ts) and the client page agree by construction.
 */

/** Symbols by index. Indices are what the evaluation works with; letters spell the strips. */
export const symbols = [
  { id: 'WILD', letter: 'W' },
  { id: 'SCATTER', letter: 'S' },
  { id: 'CROWN', letter: 'C' },
  { id: 'GEM', letter: 'G' },
  { id: 'BELL', letter: 'B' },
  { id: 'ACE', letter: 'A' },
  { id: 'KING', letter: 'K' },
  { id: 'QUEEN', letter: 'Q' },
  { id: 'JACK', letter: 'J' },
  { id: 'TEN', letter: 'T' },
] as const;

export type SymbolId = (typeof symbols)[number]['id'];

export const symbol_count = symbols.length;
export const WILD = 0;
export const SCATTER = 1;
export const reel_count = 5;
export const row_count = 3;
/** Cells of the visible window, stored reel by reel: cell = reel * row_count + row. */
export const cell_count = reel_count * row_count;

/**
 * The reel strips, top to bottom; a stop s shows strip[s], strip[s+1], strip[s+2] (wrapping)
 * in rows 0, 1, 2. Scatters stand at least three apart (cyclically) so a reel shows at most
 * one. Tuned with `npx tsx platform/src/vendors/house/slot/rtp-report.ts`; the exact RTP of
 * these strips is in README.md and asserted by the tests.
 */
export const reelStrips: readonly string[] = [
  'SAQCQGQTBWGJKTKGAJTQBSKBKBKJATATJCTAJWTQ',
  'SCGCGCQKQWTJAQBTKATJTAGAKJTBJGBWAJQKQTBW',
  'SQBQACKTKJKQGCGJKATJSATQBJKWTBJQCWJGBAWT',
  'SBKBTQJAWQAGAKAKWJTKTGTCTJTJAJBCKQCQTWQG',
  'SGKQTJKAJKJAJQKWCWKTSTBABQATBGBTGCQTJQCA',
];

/**
 * The 20 fixed paylines: the row (0 top, 1 middle, 2 bottom) of the cell each line takes on
 * reels 1 to 5. Every line is always played (bet = 20 coins).
 */
export const paylines: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 2, 2, 0],
];

export const line_count = paylines.length;
/** The stake of a spin in coins: one coin per line. */
export const bet_coins = line_count;

/**
 * Line pays in coins (the line's bet) for 3, 4 and 5 of a kind from the leftmost reel. WILD
 * stands for every symbol but SCATTER and has pays of its own; a line pays the better of its
 * run of wilds and the run of its first other symbol with wilds standing in. SCATTER never
 * pays on a line.
 */
export const linePays: LinePays = {
  WILD: [50, 250, 1000],
  CROWN: [25, 100, 500],
  GEM: [20, 75, 300],
  BELL: [15, 50, 200],
  ACE: [8, 25, 100],
  KING: [6, 20, 80],
  QUEEN: [5, 15, 60],
  JACK: [4, 10, 50],
  TEN: [3, 8, 40],
};

/** Scatter pays, as multiples of the total bet, by the number of scatters anywhere in the window (3, 4, 5). */
export const scatterPays: readonly [number, number, number] = [2, 10, 50];

/**
 * Three or more scatters award 10 free spins played on the same strips, every win of a free
 * spin (lines and scatters) multiplied by 3. Free spins retrigger: three or more scatters in
 * a free spin add another 10. The feature plays out within the paid round that triggered it,
 * drawing from the same provably fair stream. A feature ends after at most 500 free spins, a
 * limit that takes 49 retriggers within 490 spins (a chance below 1e-25, so the RTP computed
 * without it moves by less than 1e-20) and bounds the work of one request.
 */
export const freeSpinRules = { scatters_min: 3, award: 10, multiplier: 3, spins_max: 500 } as const;

export const letterToSymbol: ReadonlyMap<string, number> = new Map(symbols.map((s, i) => [s.letter, i]));

/** Line pays of a slot: coins for 3, 4 and 5 of a kind, by symbol (SCATTER never pays on a line). */
export type LinePays = Readonly<Record<Exclude<SymbolId, 'SCATTER'>, readonly [number, number, number]>>;

/** Strips as symbol indices, checked: a typo in a strip, or two scatters in one window, must not reach play. */
export function parseStrips(strips: readonly string[], name = 'slot'): Uint8Array[] {
  if (strips.length !== reel_count) throw new Error(`${name}: ${strips.length} reels, not ${reel_count}`);
  return strips.map((strip, r) => {
    const out = new Uint8Array(strip.length);
    for (let i = 0; i < strip.length; i++) {
      const s = letterToSymbol.get(strip[i]!);
      if (s === undefined) throw new Error(`${name}: reel ${r + 1} has an unknown symbol ${strip[i]}`);
      out[i] = s;
    }
    return out;
  });
}

/** Lucky 5's strips as symbol indices, checked once at load. */
export const reels: readonly Uint8Array[] = parseStrips(reelStrips, 'Lucky 5');

export const reelLengths: readonly number[] = reels.map((r) => r.length);
