import { columnLetters } from '../bingo/card';
import { bingoPaytable } from '../bingo/paytable';
import { patternNames } from '../bingo/patterns';
import { centsScale } from '../service';
import { escapeHtml, type GameArea } from './page';
import type { TableText } from './page-text';

/**
 * Bingo's area in the tables' shell: the ball being called with the last few, the winners as
 * the table announces them, the member's cards daubed automatically as the balls come, and the
 * published paytable. The chips are the card prices; "+ Card" (in the dock, under the thumb)
 * adds a card at the chosen price, Confirm buys them. The round's balls reach the page in the
 * drawn round's event over the socket, all at once when sales close; the page calls them one by
 * one from the close at the game's pace (calling_ms / balls), and the round is settled only once
 * the last one is shown (the engine waits calling_ms after the draw), so a balance never moves
 * before the ball that decides it is on the screen.
 */

const css = `
#callbox{display:flex;align-items:center;gap:10px;padding:4px 12px}
.ball{width:56px;height:56px;min-width:56px;border-radius:50%;background:radial-gradient(circle at 35% 30%,#fff,#ffd45c 60%,#b07d10);color:#1b1400;
  font:800 18px/56px system-ui;text-align:center;box-shadow:0 2px 6px #0008}
.ball.new{animation:pop .3s ease-out}
@keyframes pop{from{transform:scale(.4)}}
#recent{display:flex;gap:4px;flex-wrap:wrap}
#recent i{font:700 11px/24px system-ui;font-style:normal;min-width:30px;height:24px;border-radius:12px;background:#233229;text-align:center;padding:0 4px}
#ncalled{font-size:12px;color:#9aa59e}
#winners{min-height:20px;padding:2px 12px;font-size:13px;color:#69db7c;font-weight:600}
#cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(156px,1fr));gap:8px;padding:6px 12px}
.bc{background:#fafafa;color:#111;border-radius:8px;padding:4px;border:3px solid transparent}
.bc.won{border-color:#f59f00}
.bc h4{display:flex;justify-content:space-between;font-size:11px;padding:0 2px 2px;color:#333}
.bc h4 b{color:#b03030}
.grid{display:grid;grid-template-columns:repeat(5,1fr);gap:2px}
.grid span{aspect-ratio:1;display:flex;align-items:center;justify-content:center;font:700 13px system-ui;border-radius:4px;background:#eef0ee}
.grid span.h{background:none;color:#b03030;font-size:12px}
.grid span.d{background:#e03131;color:#fff;border-radius:50%}
.grid span.f{background:#f59f00;color:#fff;border-radius:50%}
#nocards{grid-column:1/-1;text-align:center}
#buyrow{padding:2px 12px}
#buy{position:relative;width:100%;min-height:48px;font-weight:800;font-size:16px;background:#1e5fa8}
#buy .c{left:auto;right:12px;transform:translateY(-50%)}
#pt{padding:4px 12px 8px;font-size:12px}
#pt table{width:100%;border-collapse:collapse;margin-top:4px}
#pt td{padding:3px 4px;border-bottom:1px solid #2b3b31}
#pt td:last-child{text-align:right;font-variant-numeric:tabular-nums}
`;

/** The script object: cards, balls and winners are kept here and drawn from that state. */
const script = `
const G={
  mine:[],o:null,start:0,shown:0,timer:null,
  masks:(()=>{const b=(r,c)=>1<<(r*5+c),L=[];for(let r=0;r<5;r++){let m=0;for(let c=0;c<5;c++)m|=b(r,c);L.push(m)}
    for(let c=0;c<5;c++){let m=0;for(let r=0;r<5;r++)m|=b(r,c);L.push(m)}let d1=0,d2=0;for(let i=0;i<5;i++){d1|=b(i,i);d2|=b(i,4-i)}L.push(d1,d2);
    return {lines:L,corners:b(0,0)|b(0,4)|b(4,0)|b(4,4),x:d1|d2,full:(1<<25)-1}})(),
  best(m){const M=G.masks;const lines=M.lines.filter(x=>(m&x)===x).length;const shown=[];
    if(lines>=1)shown.push('line');if(lines>=2)shown.push('twoLines');if((m&M.corners)===M.corners)shown.push('fourCorners');
    if((m&M.x)===M.x)shown.push('x');if(m===M.full)shown.push('fullHouse');
    return shown.reduce((a,p)=>a===null||C.data.pays[p]>C.data.pays[a]?p:a,null)},
  init(){T.drawing=T.calling;T['bet.limit']=T.cardLimit;T['bet.invalid']=T.cardInvalid;
    document.querySelectorAll('.chip').forEach((el,i)=>el.addEventListener('click',()=>{$('buy').dataset.spot='card:'+C.data.prices[i];drawChips()}));
    G.draw()},
  open(){G.mine=[];G.o=null;G.shown=0;if(G.timer){clearInterval(G.timer);G.timer=null}G.draw()},
  slips(slips,add){if(!add)G.mine=[];
    for(const s of slips)for(const x of s.spots){const cards=x.tickets||[];const each=toMinor(x.amount)/Math.max(1,cards.length);
      for(const card of cards)G.mine.push({card,price:each,slip:s.id})}
    G.draw()},
  outcome(o,r){G.o=o;G.start=Date.parse(r.closesAt);if(!G.timer)G.timer=setInterval(G.call,100);G.call()},
  call(){if(!G.o)return;const n=Math.max(0,Math.min(G.o.balls.length,Math.floor((serverNow()-G.start)/C.data.ball_ms)+1));
    if(n!==G.shown){G.shown=n;G.draw(true)}if(n>=G.o.balls.length&&G.timer){clearInterval(G.timer);G.timer=null}},
  draw(fresh){
    const called=G.o?G.o.balls.slice(0,G.shown):[];const set=new Set(called);const L=C.data.letters;const nm=b=>L[Math.floor((b-1)/15)]+b;
    const cur=called[called.length-1];$('ball').textContent=cur?nm(cur):'–';$('ball').className='ball'+(fresh&&cur?' new':'');
    $('recent').innerHTML=called.slice(-6,-1).reverse().map(b=>'<i>'+nm(b)+'</i>').join('');
    $('ncalled').textContent=G.o?G.shown+' / '+G.o.balls.length+' '+T.called:'';
    const won=G.o?G.o.winners.filter(w=>w.at<=G.shown):[];
    $('winners').innerHTML=won.length?esc(T.winners)+': '+won.slice(-3).reverse().map(w=>esc(T[w.pattern])+' · '+w.cards+' '+esc(T.winnerLine)+' '+w.at).join(' — '):'';
    $('nocards').hidden=G.mine.length>0;
    $('cards').querySelectorAll('.bc').forEach(e=>e.remove());
    $('cards').insertAdjacentHTML('beforeend',G.mine.map((m,i)=>{let mask=1<<12;
      const cells=m.card.map((n,c)=>{if(c===12)return '<span class="f">★</span>';const d=set.has(n);if(d)mask|=1<<c;return '<span'+(d?' class="d"':'')+'>'+n+'</span>'}).join('');
      const b=G.best(mask);
      return '<div class="bc'+(b?' won':'')+'" data-card="'+i+'"><h4><span>'+esc(T.card)+' '+(i+1)+' · '+esc(money(fmt(m.price)))+'</span>'+
        (b?'<b>'+esc(T[b])+' ×'+C.data.pays[b]+'</b>':'')+'</h4><div class="grid">'+L.map(l=>'<span class="h">'+l+'</span>').join('')+cells+'</div></div>'}).join(''))},
  results(){},board(){},
  text(o){const n=o.winners?o.winners.reduce((a,w)=>a+w.cards,0):0;return T.calledBalls+' '+o.balls.length+(n?' · '+T.winners+' '+n:'')},
  // A price is in cents of a currency with cents, scaled as centsScale does.
  label(spot){return T.card+' '+money(fmt(Number(spot.slice(5))*(D()>=2?Math.pow(10,D()-2):100)))},
  verify(s){return {b:s.id,n:String(s.spots.reduce((a,x)=>a+(x.tickets?x.tickets.length:0),0))}},
};
`;

/** Bingo's area; ball_ms is how long each call stays the newest (the game's calling_ms over its balls). */
export function bingoArea(calling_ms: number): GameArea {
  const p = bingoPaytable;
  return {
    html: (t: TableText) => `<div id="callbox"><div id="ball" class="ball" aria-live="polite">–</div><div><div id="ncalled"></div><div id="recent"></div></div></div>
<p id="winners" role="status"></p>
<div id="cards" aria-label="${escapeHtml(t.cards)}"><p id="nocards"><small>${escapeHtml(t.noCards)}</small></p></div>
<details id="pt"><summary>${escapeHtml(t.paytable)}</summary><table>${patternNames.map((n) => `<tr><td>${escapeHtml(t[n])}</td><td>× ${p.pays[n].toLocaleString('en')}</td></tr>`).join('')}</table>
<small>${p.balls_drawn} ${escapeHtml(t.ballsDrawn)} ${escapeHtml(t.paysTimes)}. ${escapeHtml(t.cardLimit)}.</small></details>`,
    dock: (t: TableText) => `<div id="buyrow"><button id="buy" data-spot="card:${p.cardPrices_minor[0]}">${escapeHtml(t.buyCard)}</button></div>`,
    css,
    script,
    chips: (digits) => p.cardPrices_minor.map((c) => BigInt(c) * centsScale(digits)),
    fairness: (t: TableText) => t.bingoFairness,
    data: {
      prices: p.cardPrices_minor, pays: p.pays, letters: columnLetters, ball_ms: Math.floor(calling_ms / p.balls_drawn),
    },
  };
}
