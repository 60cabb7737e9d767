import { allSpots, spotCode, type RouletteSpot } from '../roulette/bets';
import { pocketColour, redNumbers, wheelOrder } from '../roulette/wheel';
import type { GameArea } from './page';
import type { TableText } from './page-text';

/**
 * The roulette area: the wheel (SVG, turned to the pocket when a round is drawn), the last
 * pockets, and the whole European layout upright for a phone: 0 on top, twelve rows of three,
 * the dozens down the left, the even-money bets down the right and the columns' "2 to 1" at the
 * bottom. Every spot of the layout (roulette/bets.ts allSpots) is a button: a number's cell is
 * its straight bet, the line between two numbers their split, a crossing the corner, the left
 * edge of a row its street and of two rows their six line, as on a real cloth.
 */

/** Heights of the layout's rows in px: the zero's and each number row's (a thumb's width). */
const zero_px = 34;
const row_px = 30;
/** The layout's columns in % of its width: dozens, three numbers, even-money. */
const dozens_pct = 12;
const number_pct = 25;
const numbers_left_pct = dozens_pct;
const outside_left_pct = dozens_pct + 3 * number_pct;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Drawn (a number, a dozen) or only a touch zone on a line (splits, corners, streets). */
  zone: boolean;
}

const rowOf = (n: number) => Math.ceil(n / 3) - 1;
const colOf = (n: number) => (n - 1) % 3;
/** Touch zones on lines: this wide (% of the layout) and tall (px). */
const zoneW_pct = 8;
const zoneH_px = 14;

function zoneAt(x_pct: number, y_px: number): Box {
  return { left: x_pct - zoneW_pct / 2, top: y_px - zoneH_px / 2, width: zoneW_pct, height: zoneH_px, zone: true };
}

/** Where a spot sits on the layout. */
export function spotBox(spot: RouletteSpot): Box {
  const cellX = (col: number) => numbers_left_pct + col * number_pct;
  const cellY = (row: number) => zero_px + row * row_px;
  if ('numbers' in spot) {
    const ns = [...spot.numbers].sort((a, b) => a - b);
    const hasZero = ns[0] === 0;
    const rest = ns.filter((n) => n > 0);
    switch (spot.kind) {
      case 'straight':
        if (hasZero) return { left: numbers_left_pct, top: 0, width: 3 * number_pct, height: zero_px, zone: false };
        return { left: cellX(colOf(ns[0]!)), top: cellY(rowOf(ns[0]!)), width: number_pct, height: row_px, zone: false };
      case 'split': {
        if (hasZero) return { ...zoneAt(cellX(colOf(rest[0]!)) + number_pct / 2, zero_px), width: 12, left: cellX(colOf(rest[0]!)) + number_pct / 2 - 6 };
        const [a, b] = ns as [number, number];
        if (b - a === 1) return zoneAt(cellX(colOf(b)), cellY(rowOf(a)) + row_px / 2);
        return { ...zoneAt(cellX(colOf(a)) + number_pct / 2, cellY(rowOf(b))), width: 12, left: cellX(colOf(a)) + number_pct / 2 - 6 };
      }
      case 'street':
        if (hasZero) return zoneAt(cellX(rest.includes(1) ? 1 : 2), zero_px);
        return zoneAt(numbers_left_pct, cellY(rowOf(ns[0]!)) + row_px / 2);
      case 'corner':
        if (hasZero) return zoneAt(numbers_left_pct, zero_px);
        return zoneAt(cellX(colOf(ns[0]!) + 1), cellY(rowOf(ns[0]!) + 1));
      case 'sixLine':
        return zoneAt(numbers_left_pct, cellY(rowOf(ns[0]!) + 1));
    }
  }
  if ('index' in spot) {
    if (spot.kind === 'dozen') return { left: 0, top: zero_px + (spot.index - 1) * 4 * row_px, width: dozens_pct, height: 4 * row_px, zone: false };
    return { left: cellX(spot.index - 1), top: zero_px + 12 * row_px, width: number_pct, height: row_px, zone: false };
  }
  const order = ['low', 'even', 'red', 'black', 'odd', 'high'];
  return { left: outside_left_pct, top: zero_px + order.indexOf(spot.kind) * 2 * row_px, width: 100 - outside_left_pct, height: 2 * row_px, zone: false };
}

/** A spot's name for a person: "Split 17-20", "Red", "1st 12". */
export function spotLabel(code: string, t: TableText): string {
  const [kind, arg] = code.split(':') as [keyof TableText, string | undefined];
  if (kind === 'dozen') return t[(['firstDozen', 'secondDozen', 'thirdDozen'] as const)[Number(arg) - 1]!];
  if (kind === 'column') return `${t.column} ${arg}`;
  if (kind === 'straight') return `${t.straight} ${arg}`;
  return arg ? `${t[kind]} ${arg}` : t[kind];
}

function layoutHtml(t: TableText): string {
  const buttons = allSpots().map((spot) => {
    const code = spotCode(spot);
    const b = spotBox(spot);
    const colour = spot.kind === 'straight' ? pocketColour((spot as { numbers: readonly number[] }).numbers[0]!) : spot.kind === 'red' || spot.kind === 'black' ? spot.kind : '';
    const text = b.zone ? '' : spot.kind === 'straight' ? String((spot as { numbers: readonly number[] }).numbers[0]) : spot.kind === 'column' ? t.twoToOne : spotLabel(code, t);
    const style = `left:${b.left}%;top:${b.top}px;width:${b.width}%;height:${b.height}px`;
    return `<button data-spot="${code}" class="${b.zone ? 'z' : `s ${colour}`}" style="${style}" aria-label="${spotLabel(code, t)}">${text}</button>`;
  });
  return `<div id="layout" style="height:${zero_px + 13 * row_px}px">${buttons.join('')}</div>`;
}

/** The wheel: 37 sectors in the wheel's order, zero at the top. */
function wheelSvg(): string {
  const r = 90;
  const sectors = wheelOrder.map((n, i) => {
    const a0 = ((i - 0.5) * 2 * Math.PI) / 37 - Math.PI / 2;
    const a1 = ((i + 0.5) * 2 * Math.PI) / 37 - Math.PI / 2;
    const p = (a: number, rr: number) => `${(100 + rr * Math.cos(a)).toFixed(2)},${(100 + rr * Math.sin(a)).toFixed(2)}`;
    const fill = n === 0 ? '#1f8a4c' : redNumbers.has(n) ? '#b3261e' : '#1b1b1b';
    const am = (a0 + a1) / 2;
    const tx = p(am, r - 12).split(',');
    return `<path d="M100,100 L${p(a0, r)} A${r},${r} 0 0 1 ${p(a1, r)} Z" fill="${fill}" stroke="#c9a227" stroke-width=".6"/>`
      + `<text x="${tx[0]}" y="${tx[1]}" font-size="8" fill="#fff" text-anchor="middle" dominant-baseline="middle" transform="rotate(${((am + Math.PI / 2) * 180) / Math.PI} ${tx[0]} ${tx[1]})">${n}</text>`;
  });
  return `<svg viewBox="0 0 200 200" aria-hidden="true"><g id="wheelg">${sectors.join('')}<circle cx="100" cy="100" r="52" fill="#3a2a12" stroke="#c9a227"/></g>`
    + '<path d="M100,4 l-6,-4 h12 z" fill="#ffd45c"/><circle cx="100" cy="14" r="5" fill="#fff" id="ball" opacity="0"/></svg>';
}

const css = `
#stage{display:flex;align-items:center;gap:12px;padding:2px 12px}
#wheel{width:112px;height:112px;flex:none}
#wheel svg{width:100%;height:100%}
#wheelg{transform-origin:100px 100px;transition:transform 3.2s cubic-bezier(.15,.7,.2,1)}
#pocket{width:64px;height:64px;border-radius:50%;display:flex;align-items:center;justify-content:center;font:800 26px system-ui;background:#1d2a22;border:3px solid #c9a227}
#pocket.red{background:#b3261e}#pocket.black{background:#1b1b1b}#pocket.green{background:#1f8a4c}
#stage #results{flex:1;flex-wrap:wrap;padding:0;max-height:52px}
#results i{flex:none;width:24px;height:24px;border-radius:50%;font:700 11px/24px system-ui;text-align:center;font-style:normal}
i.red{background:#b3261e}i.black{background:#1b1b1b;border:1px solid #555}i.green{background:#1f8a4c}
#layout{position:relative;margin:6px 8px 0;background:#1a5c38;border:2px solid #c9a227;border-radius:8px}
#layout .s{position:absolute;border-radius:0;min-height:0;background:transparent;border:1px solid #ffffff55;font:700 13px system-ui;padding:0}
#layout .s.red{background:#b3261e}#layout .s.black{background:#1b1b1b}#layout .s.green{background:#1f8a4c}
#layout .z{position:absolute;min-height:0;background:transparent;border-radius:4px;z-index:3;padding:0}
#layout .z:active,#layout .s:active{outline:2px solid #ffd45c}
#layout .win{box-shadow:inset 0 0 0 3px #ffd45c}
`;

const script = `
const G={
  init(){},
  open(){document.querySelectorAll('#layout .win').forEach(e=>e.classList.remove('win'))},
  outcome(o,r,quiet){const w=C.data.wheel,i=w.indexOf(o.pocket);const g=document.getElementById('wheelg');
    const turns=quiet?0:3;g.style.transition=quiet?'none':'';g.style.transform='rotate('+(-(i*360/37)-turns*360-(G.spins=(G.spins||0)+1)*360)+'deg)';
    const show=()=>{const p=$('pocket');p.textContent=o.pocket;p.className=o.colour;
      document.querySelectorAll('#layout .win').forEach(e=>e.classList.remove('win'));const el=document.querySelector('[data-spot="straight:'+o.pocket+'"]');if(el)el.classList.add('win')};
    quiet?show():setTimeout(show,3000)},
  results(list){$('results').innerHTML=list.filter(r=>r.outcome).slice(0,12).map(r=>'<i class="'+r.outcome.colour+'">'+r.outcome.pocket+'</i>').join('')},
  board(){},
  text(o){return T.pocket+' '+o.pocket},
  label(spot){const [k,a]=spot.split(':');if(k==='dozen')return T[['firstDozen','secondDozen','thirdDozen'][a-1]];if(k==='column')return T.column+' '+a;return (T[k]||k)+(a?' '+a:'')},
};
`;

export const rouletteArea: GameArea = {
  html: (t) => `<div id="stage"><div id="wheel">${wheelSvg()}</div><div id="pocket" aria-live="polite" aria-label="${t.pocket}"></div>
<div id="results" aria-label="${t.result}"></div></div>
${layoutHtml(t)}`,
  css,
  script,
  data: { wheel: wheelOrder },
};
