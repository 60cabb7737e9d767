import { escapeHtml, escapeJson, pagePath, tableCss, type TableKind } from './page';
import { tableText } from './page-text';

/**
 * A table's verification page: paste a round's seeds (the history links here with them in the
 * address's fragment, which never reaches a server) and the browser recomputes the outcome with
 * the tables' own code (verify-entry.ts, bundled): the pocket of a spin, or every hand of a
 * shoe with the asked one marked. It also shows the sha256 of the pasted server seed, to hold
 * against the hash published before the round. The lotteries' draws have one too (`lottery`: the
 * results of /m/lott and /m/elott link here with the draw's seeds and format).
 */
const script = `
const C=JSON.parse(document.getElementById('cfg').textContent);const T=C.t;const $=id=>document.getElementById(id);
const esc=s=>String(s).replace(/[&<>"]/g,c=>'&#'+c.charCodeAt(0)+';');
const ranks='A23456789TJQK',suits='♠♥♦♣';const card=c=>(c%13===9?'10':ranks[c%13])+suits[Math.floor(c/13)];
const f=new URLSearchParams(location.hash.slice(1));$('s').value=f.get('s')||'';$('c').value=f.get('c')||'';if($('h'))$('h').value=f.get('h')||'1';
if($('b')){$('b').value=f.get('b')||'';$('n').value=f.get('n')||''}
if($('f')&&/^(5d|11x5)$/.test(f.get('f')||''))$('f').value=f.get('f');
const L='BINGO';const nm=b=>L[Math.floor((b-1)/15)]+b;
function hand(o,i){const p=o.player?T.player+' '+o.player.map(card).join(' ')+' · '+T.banker+' '+o.banker.map(card).join(' '):T.dragon+' '+card(o.dragon)+' · '+T.tiger+' '+card(o.tiger);
  return T.hand+' '+(i+1)+': '+esc(T[o.winner])+' — '+esc(p)}
async function run(){
  const s=$('s').value.trim(),c=$('c').value.trim();
  if(!/^[0-9a-f]{64}$/.test(s)||!/^[\\x21-\\x7e]{1,64}$/.test(c)){$('out').innerHTML='<p class="err">'+esc(T.badSeeds)+'</p>';return}
  if(!window.crypto||!crypto.subtle){$('out').innerHTML='<p class="err">'+esc(T.noCrypto)+'</p>';return}
  const V=window.houseVerify;let html='<p>'+esc(T.hashMatches)+':<br><span class="mono" id="hashOut">'+await V.sha256(s)+'</span></p>';
  if(C.kind==='lottery'){const fm=$('f').value;const r=await V.lottery(fm,s,c,0);
    html+='<p>'+esc(T.drawnNumbers)+':</p><p class="big" id="result" data-format="'+fm+'">'+r.map(n=>fm==='11x5'?String(n).padStart(2,'0'):n).join(' ')+'</p>'}
  else if(C.kind==='roulette'){const r=await V.roulette(s,c,0);html+='<p class="big" id="result">'+esc(T.pocket)+' <b>'+r.pocket+'</b></p>'}
  else if(C.kind==='bingo'){const b=$('b').value.trim();const r=await V.bingo(s,c,0,/^[0-9]{1,18}$/.test(b)?b:'',/^[0-9]{1,18}$/.test(b)?Number($('n').value)||0:0);
    const set=new Set(r.balls);
    html+='<p>'+esc(T.calledBalls)+' ('+r.balls.length+'):</p><p class="big" id="result">'+r.balls.map(nm).join(' ')+'</p>'+
      r.cards.map((x,i)=>'<div class="vcard" data-card="'+i+'" data-pays="'+x.pays+'"><b>'+esc(T.card)+' '+(i+1)+'</b> '+(x.best?esc(T[x.best])+' ×'+x.pays:'–')+
        '<div class="grid">'+x.card.map((n,k)=>'<span'+(k===12||set.has(n)?' class="d"':'')+'>'+(k===12?'★':n)+'</span>').join('')+'</div></div>').join('')}
  else{const r=await V.shoe(C.kind,s,c,0);const n=Math.max(1,Math.min(r.hands.length,Number($('h').value)||1));
    html+='<p class="big" id="result">'+hand(r.hands[n-1],n-1)+'</p><p><small>'+esc(T.burn)+' '+card(r.burn.shown)+' + '+r.burn.faceDown+'</small></p>'+
      '<details><summary>'+esc(T.shoe)+' ('+r.hands.length+')</summary><ol>'+r.hands.map((o,i)=>'<li'+(i===n-1?' class="won"':'')+'>'+hand(o,i)+'</li>').join('')+'</ol></details>'}
  $('out').innerHTML=html}
$('go').onclick=()=>run().catch(e=>{$('out').textContent=String(e)});
if($('s').value)run().catch(e=>{$('out').textContent=String(e)});
`;

const css = `
main{padding:12px;display:flex;flex-direction:column;gap:10px}
label{display:flex;flex-direction:column;gap:4px}
input,select{font:13px ui-monospace,monospace;background:#0b120e;color:inherit;border:1px solid #2b3b31;border-radius:8px;padding:10px;width:100%}
#go{background:#f59f00;color:#1b1400;font-weight:800}
.big{font-size:18px}
.err{color:#ff6b6b}
ol{padding-left:22px;font-size:12px}
.vcard{background:#fafafa;color:#111;border-radius:8px;padding:6px;max-width:220px;margin-top:8px}
.grid{display:grid;grid-template-columns:repeat(5,1fr);gap:2px;margin-top:4px}
.grid span{aspect-ratio:1;display:flex;align-items:center;justify-content:center;font:700 13px system-ui;border-radius:4px;background:#eef0ee}
.grid span.d{background:#e03131;color:#fff;border-radius:50%}
`;

/** A game with a verification page: a table, or the lotteries (one page for every lottery game, the format picked on it). */
export type VerifyKind = TableKind | 'lottery';

/** Where the page's ‹ goes: the table's page, or the lotteries' menu (a screen of the web app). */
const backOf = (kind: VerifyKind) => (kind === 'lottery' ? '/m/lottery' : `/games/house/${pagePath(kind)}`);

export function verifyPage(kind: VerifyKind, language: string, bundle: string): string {
  const t = tableText(language);
  const cards = kind === 'baccarat' || kind === 'dragonTiger';
  const help = kind === 'lottery' ? t.lotteryVerifyHelp : t.verifyHelp;
  const fairness = kind === 'bingo' ? t.bingoFairness : kind === 'lottery' ? t.lotteryFairness : t.fairness;
  return `<!doctype html>
<html lang="${language.toLowerCase()}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<title>${escapeHtml(t.verifyTitle)} · ${escapeHtml(t[kind])}</title><style>${tableCss}${css}</style></head>
<body>
<header><a href="${backOf(kind)}" aria-label="${escapeHtml(t.close)}">‹</a><b>${escapeHtml(t.verifyTitle)} · ${escapeHtml(t[kind])}</b></header>
<main>
<small>${escapeHtml(help)}</small>
${kind === 'lottery' ? `<label>${escapeHtml(t.lotteryFormat)}<select id="f"><option value="5d">${escapeHtml(t.format5d)}</option><option value="11x5">${escapeHtml(t.format11x5)}</option></select></label>` : ''}
<label>${escapeHtml(t.serverSeed)}<input id="s" autocomplete="off" spellcheck="false"></label>
<label>${escapeHtml(t.clientSeed)}<input id="c" autocomplete="off" spellcheck="false"></label>
${cards ? `<label>${escapeHtml(t.handNumber)}<input id="h" inputmode="numeric"></label>` : ''}
${kind === 'bingo' ? `<label>${escapeHtml(t.slipId)}<input id="b" inputmode="numeric"></label><label>${escapeHtml(t.cardCount)}<input id="n" inputmode="numeric"></label>` : ''}
<button id="go">${escapeHtml(t.recompute)}</button>
<div id="out" aria-live="polite"></div>
<small>${escapeHtml(fairness)}</small>
</main>
<script id="cfg" type="application/json">${escapeJson({ kind, t })}</script>
<script>${bundle}</script>
<script>${script}</script>
</body></html>`;
}
