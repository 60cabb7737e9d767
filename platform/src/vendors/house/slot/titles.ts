import { linePays, parseStrips, reelStrips, scatterPays, type LinePays } from './game';

/**
 * The slot titles: one engine (game.ts's symbols, 3×5 window, 20 paylines, free spins of 10 at
 * ×3 that retrigger), each title with its own reel strips, line pays, scatter pays and theme.
 * The symbols keep their ids (CROWN, GEM, BELL, ...) in rounds and history; a theme only
 * changes how the page draws them. Strips were tuned with the exact RTP (rtp.ts) to land
 * between 95.5 and 96.5 %; each title's exact figure is in README.md and asserted by
 * tests/platform/vendors/house/slot/titles.test.ts. `npx tsx platform/src/vendors/house/slot/rtp-report.ts --all`
 * prints them again.
 */

/** Picture symbols a theme redraws (SVG in a 64×64 box); card ranks stay letters. */
export type ThemedSymbol = 'WILD' | 'SCATTER' | 'CROWN' | 'GEM' | 'BELL';

export interface SlotTitle {
  gameId: string;
  /** Its name in English and Chinese; the page of another language shows the English. */
  names: { EN: string; ZH: string };
  reelStrips: readonly string[];
  linePays: LinePays;
  scatterPays: readonly [number, number, number];
  /** The page's pictures of the themed symbols (Lucky 5's where absent) and the lobby tile's motif and hue. */
  theme: { art: Partial<Record<ThemedSymbol, string>>; motif: string; hue: number };
}

const wild = (fill: string, ink: string) =>
  `<rect x="4" y="10" width="56" height="44" rx="8" fill="${fill}"/><text x="32" y="40" font-size="17" font-weight="900" text-anchor="middle" fill="${ink}" font-family="sans-serif">WILD</text>`;

export const slotTitles: readonly SlotTitle[] = [
  {
    gameId: 'house-lucky-5',
    names: { EN: 'Lucky 5', ZH: '幸运5' },
    reelStrips, linePays, scatterPays,
    theme: { art: {}, motif: 'slot-lucky-5', hue: 40 },
  },
  {
    // Ocean: pearls, shells and fish. Gentle pays, a feature about as often as Lucky 5's.
    gameId: 'house-reef-pearls',
    names: { EN: 'Reef Pearls', ZH: '珊瑚珍珠' },
    reelStrips: [
      'SQBJKGJTCABJWGAAJKCQSJQTATBQJGWCGAGCCBKA',
      'SAGCTAJKCWGAAJGTJCTJKKJKCTBQWGJTQBQAQQBB',
      'SCGCJJAQAQAJQKJGBWTWSKGGTBTBJAJAQTGKKWCW',
      'SCTJTGQKAQQABTAQWAJCJBGJJCATJWKQABTGTKBK',
      'SBQJTKAJGQWGCCBAKTABSTQWJJTJAQCACBGCKATG',
    ],
    linePays: {
      WILD: [40, 200, 800], CROWN: [20, 80, 400], GEM: [15, 60, 250], BELL: [12, 40, 160], ACE: [8, 20, 80], KING: [6, 16, 70],
      QUEEN: [5, 14, 60], JACK: [4, 10, 45], TEN: [3, 8, 35],
    },
    scatterPays: [2, 8, 40],
    theme: {
      motif: 'slot-reef', hue: 195,
      art: {
        WILD: wild('#0277bd', '#b3e5fc'),
        SCATTER: '<circle cx="32" cy="32" r="26" fill="#00897b"/><path d="M32 10l4 16 16 6-16 6-4 16-4-16-16-6 16-6z" fill="#fff9c4"/>',
        CROWN: '<circle cx="32" cy="34" r="20" fill="#f5f5f5" stroke="#90a4ae" stroke-width="3"/><circle cx="25" cy="27" r="6" fill="#fff"/>',
        GEM: '<path d="M8 46q24-56 48 0z" fill="#ff8a65" stroke="#bf360c" stroke-width="3"/><path d="M32 46V16M20 46l-6-22M44 46l6-22" stroke="#bf360c" stroke-width="2.5"/>',
        BELL: '<path d="M8 32q20-24 38 0q-18 24-38 0zM46 32l12-12v24z" fill="#29b6f6" stroke="#01579b" stroke-width="3"/><circle cx="20" cy="29" r="3.5" fill="#01579b"/>',
      },
    },
  },
  {
    // Space: planets, comets and rockets. Rare features (1 in 350 spins) and the biggest line pays.
    gameId: 'house-comet-forge',
    names: { EN: 'Comet Forge', ZH: '彗星熔炉' },
    reelStrips: [
      'STAKAGBWBTABGJJBBQCTTQQACKKCTAAJTKKBGWJJTJQQ',
      'SBGBATAJAKGKJJTQJQQKCWGJQKTQTKAWKTTJCATJTBWB',
      'SJGJKBGAWBQAQJQKCTTWBJTWJKGACAKAWCQQJBTTTJGA',
      'SAKBBQGTQJCATBWKQJWKWAJTQKTBAWQJKGAGAKCJTTTQ',
      'SJKQTQQGTJTTQTBQQCBAJBKTBGJAKTGTWACJKJAJTWKK',
    ],
    linePays: {
      WILD: [100, 500, 2500], CROWN: [40, 200, 1000], GEM: [25, 100, 500], BELL: [15, 60, 250], ACE: [10, 30, 120], KING: [8, 25, 100],
      QUEEN: [6, 20, 80], JACK: [5, 12, 60], TEN: [4, 10, 50],
    },
    scatterPays: [3, 15, 100],
    theme: {
      motif: 'slot-comet', hue: 260,
      art: {
        WILD: wild('#311b92', '#ffd54f'),
        SCATTER: '<circle cx="32" cy="32" r="26" fill="#1a237e"/><path d="M32 12l5 13h14l-11 9 4 14-12-8-12 8 4-14-11-9h14z" fill="#ffee58"/>',
        CROWN: '<circle cx="32" cy="32" r="15" fill="#7e57c2"/><ellipse cx="32" cy="32" rx="28" ry="8" fill="none" stroke="#ffca28" stroke-width="4" transform="rotate(-20 32 32)"/>',
        GEM: '<circle cx="42" cy="22" r="11" fill="#ffca28"/><path d="M34 30L8 56M38 36L18 56M28 24L8 44" stroke="#ff7043" stroke-width="5" stroke-linecap="round"/>',
        BELL: '<path d="M32 6c10 8 14 20 12 34H20C18 26 22 14 32 6z" fill="#eceff1" stroke="#546e7a" stroke-width="2.5"/><circle cx="32" cy="24" r="5" fill="#4fc3f7"/><path d="M20 40l-8 12h12zM44 40l8 12H40z" fill="#e53935"/><path d="M27 44h10l-5 14z" fill="#ff9800"/>',
      },
    },
  },
  {
    // Fruit: cherries, plums and bells. Small, frequent line wins.
    gameId: 'house-orchard-bells',
    names: { EN: 'Orchard Bells', ZH: '果园铃铛' },
    reelStrips: [
      'SAAQTGJKWTCBJJWATAQQAGCTJKBCCWTBGQTC',
      'SATTBWWKJTQJTAQGBTCTWGKCBTWBGTCJBQGB',
      'SWJGWBTWJWBJJJAKQASKKGCQBTJQTBAJBBAK',
      'SBKKAJGBJJKJTTJKTTGJQQBBKQQQBQTGQWTC',
      'SWTJKCCWACTKKACQKBJQCAQBGBCGTTAGBKAQ',
    ],
    linePays: {
      WILD: [30, 150, 600], CROWN: [20, 75, 300], GEM: [15, 50, 200], BELL: [10, 40, 150], ACE: [6, 20, 80], KING: [5, 15, 60],
      QUEEN: [4, 12, 50], JACK: [3, 10, 40], TEN: [2, 8, 30],
    },
    scatterPays: [2, 10, 50],
    theme: {
      motif: 'slot-orchard', hue: 100,
      art: {
        WILD: wild('#2e7d32', '#fff59d'),
        SCATTER: '<circle cx="32" cy="32" r="26" fill="#f57c00"/><path d="M32 14c-8 10-8 26 0 36M32 14c8 10 8 26 0 36M16 32h32" stroke="#fff3e0" stroke-width="3" fill="none"/>',
        CROWN: '<path d="M26 36q6-24 16-28M40 38q2-18 2-30" stroke="#2e7d32" stroke-width="3" fill="none"/><circle cx="24" cy="42" r="11" fill="#d32f2f"/><circle cx="42" cy="44" r="11" fill="#c62828"/>',
        GEM: '<circle cx="32" cy="36" r="20" fill="#6a1b9a"/><path d="M32 16q8-10 16-6" stroke="#2e7d32" stroke-width="3" fill="none"/><circle cx="25" cy="29" r="4" fill="#ce93d8"/>',
        BELL: '<path d="M32 8c-11 0-16 9-16 20v12l-6 8h44l-6-8V28c0-11-5-20-16-20z" fill="#fbc02d" stroke="#8d6e00" stroke-width="2"/><circle cx="32" cy="52" r="5" fill="#8d6e00"/>',
      },
    },
  },
];

/** A title by game id. */
export function slotTitle(gameId: string): SlotTitle | undefined {
  return slotTitles.find((t) => t.gameId === gameId);
}

// Checked at load: a typo in a strip must not reach play.
for (const t of slotTitles) parseStrips(t.reelStrips, t.names.EN);
