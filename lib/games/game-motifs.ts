/**
 * What a game tile shows (art.ts draws it): a picture of the game itself, centred in a square
 * of side `s` at (cx, cy). Named motifs are one game's own picture (a roulette wheel, a shoe of
 * cards, a slot's theme); a game without one gets its type's picture (typeMotif). Plain SVG
 * strings, deterministic, no text but numerals and letters that are part of the picture: the
 * tile prints the game's name once, under the art.
 */

export const gameMotifs = [
  'house', 'roulette', 'shoe', 'dragon-tiger', 'bingo', 'lottery',
  'slot-lucky-5', 'slot-reef', 'slot-comet', 'slot-orchard',
] as const;
export type GameMotif = (typeof gameMotifs)[number];

/** A white outline; `line` for shapes without a fill of their own, `stroke` beside a fill. */
const stroke = 'stroke="#fff" stroke-opacity=".9" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"';
const line = `fill="none" ${stroke}`;
const txt = (x: number, y: number, size: number, fill: string, text: string, weight = 800) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" text-anchor="middle" fill="${fill}" font-family="sans-serif">${text}</text>`;
const r2 = (n: number) => Math.round(n * 100) / 100;

/** A ball with a number or letter on it (bingo, lottery). */
function ball(x: number, y: number, r: number, colour: string, label: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" stroke="#fff" stroke-width="3"/>`
    + `<circle cx="${x}" cy="${y}" r="${r * 0.58}" fill="#fff"/>` + txt(x, y + r * 0.24, r * 0.7, '#222', label);
}

/** A playing card, upright or tilted, with a rank and a suit colour. */
function card(x: number, y: number, w: number, rank: string, red: boolean, angle = 0): string {
  const h = w * 1.4;
  return `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="${w * 0.12}" fill="#fff"/>`
    + txt(x, y + w * 0.2, w * 0.56, red ? '#c62828' : '#1a1a1a', rank) + '</g>';
}

/** A European wheel: 37 pockets in red, black and one green, a turret in the middle. */
function roulette(cx: number, cy: number, s: number): string {
  const R = s * 0.42;
  const r = R * 0.62;
  let pockets = '';
  for (let i = 0; i < 37; i++) {
    const a0 = (i / 37) * 2 * Math.PI;
    const a1 = ((i + 1) / 37) * 2 * Math.PI;
    const p = (rad: number, a: number) => `${r2(cx + rad * Math.sin(a))} ${r2(cy - rad * Math.cos(a))}`;
    const fill = i === 0 ? '#1b8a3a' : i % 2 ? '#c62828' : '#161616';
    pockets += `<path d="M${p(r, a0)}L${p(R, a0)}A${R} ${R} 0 0 1 ${p(R, a1)}L${p(r, a1)}A${r} ${r} 0 0 0 ${p(r, a0)}z" fill="${fill}"/>`;
  }
  return `<circle cx="${cx}" cy="${cy}" r="${R + s * 0.05}" fill="#6d4322" stroke="#e0b060" stroke-width="4"/>` + pockets
    + `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#8a5a2b" stroke="#e0b060" stroke-width="3"/>`
    + `<path d="M${cx - r * 0.5} ${cy}h${r}M${cx} ${cy - r * 0.5}v${r}" ${line}/><circle cx="${cx}" cy="${cy}" r="${r * 0.18}" fill="#e0b060"/>`
    + `<circle cx="${r2(cx + R * 0.81 * Math.sin(0.5))}" cy="${r2(cy - R * 0.81 * Math.cos(0.5))}" r="${s * 0.03}" fill="#fff"/>`;
}

/** A dealing shoe with cards coming out of it (baccarat). */
function shoe(cx: number, cy: number, s: number): string {
  const w = s * 0.62;
  const h = s * 0.3;
  return card(cx - s * 0.14, cy - s * 0.16, s * 0.24, 'A', true, -14) + card(cx + s * 0.1, cy - s * 0.2, s * 0.24, '9', false, 10)
    + `<path d="M${cx - w / 2} ${cy}h${w}l${-s * 0.08} ${h}h${-w + s * 0.16}z" fill="#3b2a1a" stroke="#e0b060" stroke-width="3"/>`
    + `<rect x="${cx - w / 2 + s * 0.06}" y="${cy + h * 0.3}" width="${w - s * 0.12}" height="${h * 0.16}" rx="4" fill="#e0b060"/>`;
}

/** Two cards face to face: the dragon's red, the tiger's gold (dragon tiger). */
function dragonTiger(cx: number, cy: number, s: number): string {
  const w = s * 0.32;
  return `<rect x="${cx - s * 0.46}" y="${cy - s * 0.36}" width="${s * 0.44}" height="${s * 0.72}" rx="12" fill="#b71c1c" fill-opacity=".85"/>`
    + `<rect x="${cx + s * 0.02}" y="${cy - s * 0.36}" width="${s * 0.44}" height="${s * 0.72}" rx="12" fill="#f9a825" fill-opacity=".85"/>`
    + card(cx - s * 0.24, cy + s * 0.04, w, 'K', true, -6) + card(cx + s * 0.24, cy + s * 0.04, w, 'Q', false, 6)
    + txt(cx - s * 0.24, cy - s * 0.26, s * 0.09, '#fff', '龙') + txt(cx + s * 0.24, cy - s * 0.26, s * 0.09, '#fff', '虎');
}

/** B I N G O balls over a card's grid (bingo). */
function bingo(cx: number, cy: number, s: number): string {
  const g = s * 0.13;
  let grid = '';
  for (let r = 0; r < 3; r++) for (let c = 0; c < 5; c++) {
    const x = cx - 2.5 * g + c * g;
    const y = cy + s * 0.04 + r * g;
    grid += `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(g - 3)}" height="${r2(g - 3)}" rx="3" fill="#fff" fill-opacity="${(r + c) % 3 === 0 ? '.95' : '.35'}"/>`;
  }
  const colours = ['#1e88e5', '#e53935', '#fdd835', '#43a047', '#8e24aa'];
  return grid + 'BINGO'.split('').map((l, i) => ball(r2(cx - 2 * g * 1.1 + i * g * 1.1), cy - s * 0.14, s * 0.075, colours[i]!, l)).join('');
}

/** A draw: numbered balls in a drum (lotteries). */
function lottery(cx: number, cy: number, s: number): string {
  const R = s * 0.36;
  const balls: [number, number, string, string][] = [
    [-0.5, 0.2, '#e53935', '8'], [0, 0.42, '#1e88e5', '3'], [0.5, 0.2, '#43a047', '5'], [-0.22, -0.2, '#fdd835', '1'], [0.25, -0.14, '#8e24aa', '7'],
  ];
  return `<circle cx="${cx}" cy="${cy}" r="${R}" fill="#fff" fill-opacity=".14" ${stroke}/>`
    + balls.map(([dx, dy, c, n]) => ball(r2(cx + dx * R), r2(cy + dy * R), s * 0.1, c, n)).join('')
    + `<path d="M${cx - R * 0.5} ${cy + R + 6}h${R}" ${line}/>`;
}

/** Three reels showing a slot's own symbols, in a cabinet. */
function reels(cx: number, cy: number, s: number, symbols: [string, string, string], frame: string): string {
  const w = s * 0.24;
  const h = s * 0.4;
  return `<rect x="${cx - s * 0.44}" y="${cy - h / 2 - s * 0.06}" width="${s * 0.88}" height="${h + s * 0.12}" rx="14" fill="${frame}" stroke="#fff" stroke-opacity=".7" stroke-width="3"/>`
    + symbols.map((sym, i) => {
      const x = cx - w * 1.08 + i * w * 1.08;
      return `<rect x="${r2(x - w / 2)}" y="${cy - h / 2}" width="${w}" height="${h}" rx="8" fill="#fff" fill-opacity=".94"/>`
        + `<g transform="translate(${r2(x)} ${cy}) scale(${r2(w / 60)})">${sym}</g>`;
    }).join('');
}

/** Symbols drawn in a 60-unit box centred on 0,0. */
const sym = {
  crown: '<path d="M-22 12l-4-26 14 12 12-18 12 18 14-12-4 26z" fill="#f9a825" stroke="#8d5a00" stroke-width="3"/>',
  gem: '<path d="M-18-8l8-10h20l8 10-18 26z" fill="#26c6da" stroke="#00695c" stroke-width="3"/>',
  five: '<text x="0" y="16" font-size="46" font-weight="900" text-anchor="middle" fill="#c62828" font-family="sans-serif">5</text>',
  shell: '<path d="M-22 14q22-46 44 0z" fill="#ff8a65" stroke="#bf360c" stroke-width="3"/><path d="M0 14v-28M-10 14l-6-20M10 14l6-20" stroke="#bf360c" stroke-width="2"/>',
  pearl: '<circle r="14" fill="#f5f5f5" stroke="#90a4ae" stroke-width="3"/><circle cx="-5" cy="-5" r="4" fill="#fff"/>',
  fish: '<path d="M-22 0q18-20 34 0q-16 20-34 0zM12 0l12-10v20z" fill="#29b6f6" stroke="#01579b" stroke-width="3"/><circle cx="-10" cy="-3" r="3" fill="#01579b"/>',
  planet: '<circle r="13" fill="#7e57c2"/><ellipse rx="24" ry="7" fill="none" stroke="#ffca28" stroke-width="3" transform="rotate(-20)"/>',
  comet: '<circle cx="8" cy="-8" r="9" fill="#ffca28"/><path d="M2-2l-24 24M6 4l-18 18M-4-6l-18 18" stroke="#ff7043" stroke-width="4" stroke-linecap="round"/>',
  star: '<path d="M0-20l6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" fill="#ffee58" stroke="#f57f17" stroke-width="2"/>',
  cherry: '<path d="M-8 4q4-20 14-24M8 6q0-16-2-26" stroke="#2e7d32" stroke-width="3" fill="none"/><circle cx="-10" cy="10" r="9" fill="#d32f2f"/><circle cx="9" cy="12" r="9" fill="#c62828"/>',
  bell: '<path d="M-16 10q0-26 16-26t16 26z" fill="#fbc02d" stroke="#8d6e00" stroke-width="3"/><circle cy="14" r="4" fill="#8d6e00"/>',
  plum: '<circle r="15" fill="#6a1b9a"/><path d="M0-15q6-8 12-6" stroke="#2e7d32" stroke-width="3" fill="none"/>',
} as const;

/** A named game's picture. */
export function namedMotif(m: GameMotif, cx: number, cy: number, s: number): string {
  switch (m) {
    case 'house':
      return `<path d="M${cx - s * 0.34} ${cy}l${s * 0.34} ${-s * 0.3}l${s * 0.34} ${s * 0.3}v${s * 0.3}h${-s * 0.68}z" ${line}/>`
        + `<g transform="translate(${cx} ${cy + s * 0.12}) scale(${r2(s / 120)})">${sym.star}</g>`;
    case 'roulette': return roulette(cx, cy, s);
    case 'shoe': return shoe(cx, cy, s);
    case 'dragon-tiger': return dragonTiger(cx, cy, s);
    case 'bingo': return bingo(cx, cy, s);
    case 'lottery': return lottery(cx, cy, s);
    case 'slot-lucky-5': return reels(cx, cy, s, [sym.crown, sym.five, sym.gem], '#7a1f1f');
    case 'slot-reef': return reels(cx, cy, s, [sym.shell, sym.fish, sym.pearl], '#0d3b66');
    case 'slot-comet': return reels(cx, cy, s, [sym.planet, sym.comet, sym.star], '#1a1040');
    case 'slot-orchard': return reels(cx, cy, s, [sym.cherry, sym.bell, sym.plum], '#2e5e1f');
  }
}

/** The picture of a game type, for games without one of their own (an outside vendor's). */
export function typeMotif(gameType: string, cx: number, cy: number, s: number): string {
  const k = s / 100;
  switch (gameType) {
    case 'RNG':
      return reels(cx, cy, s, [sym.cherry, sym.star, sym.bell], '#00000055');
    case 'FISH':
      return `<g transform="translate(${cx} ${cy}) scale(${r2(k * 2)})">${sym.fish}</g>`;
    case 'LIVE':
      return `<circle cx="${cx}" cy="${cy}" r="${38 * k}" ${line}/><circle cx="${cx}" cy="${cy}" r="${14 * k}" ${line}/>`
        + [0, 60, 120, 180, 240, 300].map((a) => `<line x1="${cx}" y1="${cy - 38 * k}" x2="${cx}" y2="${cy - 14 * k}" transform="rotate(${a} ${cx} ${cy})" ${line}/>`).join('');
    case 'PVP':
      return card(cx - 14 * k, cy, 30 * k, 'A', false, -10) + card(cx + 14 * k, cy, 30 * k, 'K', true, 10);
    case 'SPORTS':
      // A football: a pentagon in the middle, seams to the rim.
      return `<circle cx="${cx}" cy="${cy}" r="${36 * k}" fill="#fff"/>`
        + `<path d="${[0, 1, 2, 3, 4].map((i) => `${i ? 'L' : 'M'}${r2(cx + 13 * k * Math.sin((i * 2 * Math.PI) / 5))} ${r2(cy - 13 * k * Math.cos((i * 2 * Math.PI) / 5))}`).join('')}z" fill="#222"/>`
        + [0, 1, 2, 3, 4].map((i) => {
          const a = (i * 2 * Math.PI) / 5;
          return `<path d="M${r2(cx + 13 * k * Math.sin(a))} ${r2(cy - 13 * k * Math.cos(a))}L${r2(cx + 36 * k * Math.sin(a))} ${r2(cy - 36 * k * Math.cos(a))}" stroke="#222" stroke-width="3"/>`;
        }).join('');
    case 'ESPORTS':
      // A game pad.
      return `<path d="M${cx - 40 * k} ${cy - 12 * k}q0-14 16-14h${48 * k}q16 0 16 14l6 ${26 * k}q2 12-10 12q-8 0-14-10h${-40 * k}q-6 10-14 10q-12 0-10-12z" fill="#fff" fill-opacity=".92"/>`
        + `<path d="M${cx - 26 * k} ${cy}h${16 * k}M${cx - 18 * k} ${cy - 8 * k}v${16 * k}" stroke="#333" stroke-width="4"/>`
        + `<circle cx="${cx + 18 * k}" cy="${cy - 4 * k}" r="${4 * k}" fill="#e53935"/><circle cx="${cx + 28 * k}" cy="${cy + 4 * k}" r="${4 * k}" fill="#1e88e5"/>`;
    case 'COCKFIGHT':
      // A rooster: tail feathers, body, head with comb, beak and wattle, legs.
      return [-1, 0, 1].map((i) => `<path d="M${cx - 14 * k} ${cy}q${-30 * k} ${(-34 + i * 14) * k} ${-22 * k} ${(-10 + i * 18) * k}" fill="none" stroke="${['#1b5e20', '#0d47a1', '#4a148c'][i + 1]}" stroke-width="${7 * k}" stroke-linecap="round"/>`).join('')
        + `<path d="M${cx - 6 * k} ${cy + 34 * k}v${12 * k}M${cx + 8 * k} ${cy + 34 * k}v${12 * k}" stroke="#ff9800" stroke-width="${4 * k}" stroke-linecap="round"/>`
        + `<ellipse cx="${cx}" cy="${cy + 14 * k}" rx="${26 * k}" ry="${22 * k}" fill="#fff"/>`
        + `<circle cx="${cx + 20 * k}" cy="${cy - 14 * k}" r="${12 * k}" fill="#fff"/>`
        + [-6, 0, 6].map((dx) => `<circle cx="${cx + (20 + dx) * k}" cy="${cy - 28 * k}" r="${5 * k}" fill="#e53935"/>`).join('')
        + `<path d="M${cx + 31 * k} ${cy - 17 * k}l${11 * k} ${4 * k}l${-11 * k} ${4 * k}z" fill="#ff9800"/>`
        + `<ellipse cx="${cx + 29 * k}" cy="${cy - 4 * k}" rx="${3.5 * k}" ry="${6 * k}" fill="#e53935"/>`
        + `<circle cx="${cx + 23 * k}" cy="${cy - 16 * k}" r="${2.5 * k}" fill="#222"/>`;
    case 'LOTT':
    case 'ELOTT':
      return lottery(cx, cy, s);
    default:
      return `<circle cx="${cx}" cy="${cy}" r="${34 * k}" ${line}/>`;
  }
}
