import type { GameArea } from './page';
import type { TableText } from './page-text';

/**
 * The card tables' area (baccarat, dragon tiger): the two hands as they are dealt, the shoe's
 * place, the betting areas large enough for a thumb, and the roads the server computes from the
 * shoe's hands (cards/roads.ts): the bead plate and the big road.
 */

interface CardGameLook {
  /** The two sides, in the order they are laid out, and their colours. */
  sides: [{ id: string; colour: string }, { id: string; colour: string }];
  /** The betting areas, rows of spot ids. */
  spots: string[][];
}

const looks: Record<'baccarat' | 'dragonTiger', CardGameLook> = {
  baccarat: { sides: [{ id: 'player', colour: '#1e5fa8' }, { id: 'banker', colour: '#b3261e' }], spots: [['playerPair', 'tie', 'bankerPair'], ['player', 'banker']] },
  dragonTiger: { sides: [{ id: 'dragon', colour: '#b3261e' }, { id: 'tiger', colour: '#1e5fa8' }], spots: [['dragon', 'tie', 'tiger'], ['suitedTie']] },
};

const css = `
#hands{display:grid;grid-template-columns:1fr 1fr;gap:8px;padding:4px 12px}
.hand{background:#1d2a22;border-radius:10px;padding:6px;min-height:92px;border:2px solid transparent}
.hand.won{border-color:#ffd45c}
.hand h3{font-size:13px;display:flex;justify-content:space-between}
.cards{display:flex;gap:4px;margin-top:6px;min-height:54px}
.card{width:38px;height:54px;border-radius:5px;background:#fafafa;color:#111;font:800 15px/1 system-ui;display:flex;flex-direction:column;align-items:center;justify-content:center;
  box-shadow:0 1px 3px #0008;animation:deal .25s ease-out both}
.card.r{color:#c01818}
.card.turn{transform:rotate(90deg);margin:0 8px}
@keyframes deal{from{transform:translateY(-12px);opacity:0}}
#shoe{text-align:center;font-size:12px;color:#9aa59e;padding:2px}
#areas{display:flex;flex-direction:column;gap:6px;padding:6px 12px}
#areas .row{display:flex;gap:6px}
#areas button{position:relative;flex:1;min-height:56px;font-weight:800;border:2px solid #ffffff33}
#areas .big{min-height:72px;font-size:17px}
#areas .win{box-shadow:inset 0 0 0 3px #ffd45c}
#roads{padding:4px 12px;display:flex;flex-direction:column;gap:6px}
.road{display:grid;grid-template-rows:repeat(6,14px);grid-auto-flow:column;grid-auto-columns:14px;gap:1px;overflow-x:auto;background:#fafafa;padding:2px;border-radius:4px;min-height:92px}
.road i{width:14px;height:14px;border-radius:50%;font:700 8px/14px system-ui;text-align:center;font-style:normal;color:#fff;position:relative}
.road.big i{background:transparent;border:2px solid}
.road i.tie{background:#1f8a4c}
.road i b{position:absolute;left:0;right:0;top:5px;height:2px;background:#1f8a4c;transform:rotate(-45deg)}
#counts{font-size:12px;color:#9aa59e;display:flex;gap:12px;justify-content:center}
`;

/** The shared script object; the look (sides, colours) travels in the page's data. */
const script = `
const G={
  ranks:'A23456789TJQK',suits:'♠♥♦♣',
  card(c,turn){const r=c%13,s=Math.floor(c/13);return '<span class="card'+(s===1||s===2?' r':'')+(turn?' turn':'')+'"><span>'+(r===9?'10':G.ranks[r])+'</span><span>'+G.suits[s]+'</span></span>'},
  colour(w){const s=C.data.sides.find(x=>x.id===w);return s?s.colour:'#1f8a4c'},
  init(){},
  open(){document.querySelectorAll('#areas .win,.hand.won').forEach(e=>e.classList.remove('win','won'));C.data.sides.forEach(s=>{$('cards-'+s.id).innerHTML='';$('total-'+s.id).textContent=''})},
  outcome(o,r,quiet){
    const a=C.data.sides[0].id,b=C.data.sides[1].id;
    const hands=o.player?{[a]:o.player,[b]:o.banker}:{[a]:[o.dragon],[b]:[o.tiger]};
    const order=[];const n=Math.max(hands[a].length,hands[b].length);
    if(o.player){order.push([a,0],[b,0],[a,1],[b,1]);if(hands[a][2]!=null)order.push([a,2]);if(hands[b][2]!=null)order.push([b,2])}else order.push([a,0],[b,0]);
    G.open();let k=0;
    const step=()=>{if(k>=order.length){G.done(o);return}const [side,i]=order[k++];$('cards-'+side).insertAdjacentHTML('beforeend',G.card(hands[side][i],i===2));quiet?step():setTimeout(step,450)};
    step()},
  done(o){
    if(o.player){$('total-player').textContent=o.playerTotal;$('total-banker').textContent=o.bankerTotal}
    const h=document.getElementById('hand-'+o.winner);if(h)h.classList.add('won');
    const win=[o.winner];if(o.playerPair)win.push('playerPair');if(o.bankerPair)win.push('bankerPair');if(o.suitedTie)win.push('suitedTie');
    win.forEach(w=>{const el=document.querySelector('#areas [data-spot="'+w+'"]');if(el)el.classList.add('win')});
    $('shoe').textContent=T.hand+' '+o.hand+' · '+o.left+' '+T.cardsLeft},
  results(){},
  board(b){if(!b)return;
    $('bead').innerHTML=b.bead.map(c=>'<i style="grid-column:'+(c.col+1)+';grid-row:'+(c.row+1)+';background:'+G.colour(c.winner)+'">'+esc(T[c.winner].slice(0,1))+'</i>').join('');
    $('big').innerHTML=b.big.cells.map(c=>'<i style="grid-column:'+(c.col+1)+';grid-row:'+(c.row+1)+';border-color:'+G.colour(c.winner)+'">'+(c.ties?'<b></b>':'')+'</i>').join('');
    $('counts').innerHTML=Object.entries(b.counts).map(([k,v])=>'<span>'+esc(T[k])+' '+v+'</span>').join('');
    ['bead','big'].forEach(id=>{const el=$(id);el.scrollLeft=el.scrollWidth})},
  text(o){return T.hand+' '+o.hand+': '+T[o.winner]+(o.player?' '+o.playerTotal+'-'+o.bankerTotal:'')},
  label(spot){return T[spot]||spot},
};
`;

export function cardArea(kind: 'baccarat' | 'dragonTiger'): GameArea {
  const look = looks[kind];
  return {
    html: (t: TableText) => `<div id="hands">${look.sides.map((s) => `<div class="hand" id="hand-${s.id}" style="border-top:4px solid ${s.colour}">
<h3><span>${t[s.id as keyof TableText]}</span><b id="total-${s.id}"></b></h3><div class="cards" id="cards-${s.id}"></div></div>`).join('')}</div>
<div id="shoe"></div>
<div id="areas">${look.spots.map((row, i) => `<div class="row">${row.map((spot) => {
      const side = look.sides.find((s) => s.id === spot);
      return `<button data-spot="${spot}" class="${i === look.spots.length - 1 || side ? 'big' : ''}" style="${side ? `background:${side.colour}` : ''}" aria-label="${t[spot as keyof TableText]}">${t[spot as keyof TableText]}</button>`;
    }).join('')}</div>`).join('')}</div>
<div id="roads"><small>${t.beadPlate}</small><div class="road" id="bead" aria-label="${t.beadPlate}"></div>
<small>${t.bigRoad}</small><div class="road big" id="big" aria-label="${t.bigRoad}"></div><div id="counts"></div></div>`,
    css,
    script,
    data: { sides: look.sides },
  };
}
