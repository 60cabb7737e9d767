import { formatDecimalText, type MoneyFormat } from '@/lib/format/money';
import { gameExitPath } from '@/lib/games/game-exit';
import { centsScale } from '../service';
import { tableText, type TableText } from './page-text';
import { realityCheckCss, realityCheckHtml, realityCheckScript } from '../reality-check-page';

/**
 * The live tables' client pages: one HTML document each, CSS and a little vanilla script, no
 * framework, no external file. The shell here is every table's: the balance always in the
 * header, the round and its countdown, chips, Confirm / Clear / Repeat under the thumb, the
 * history drawer with each round's seeds, and the socket that brings the round's events (HTTP
 * polling while it is down). A game brings its area (the roulette layout, a card table's hands
 * and roads, bingo's cards) and a script object `G` that draws it (page-roulette.ts,
 * page-cards.ts, page-bingo.ts); `G.slips` and `G.verify`, when a game has them, get the
 * player's slips of the round (bingo draws their cards) and add to a history row's verify link.
 */

export type TableKind = 'roulette' | 'baccarat' | 'dragonTiger' | 'bingo';

export interface TablePageConfig {
  merchant: string;
  language: string;
  /** The merchant's money: every amount is written as the lobby, the header and the wallet write it. */
  money: MoneyFormat;
  /** Where the exit leads: the lobby screen the game was launched from (launchGame's backUrl), if it is one (gameExitPath). */
  back?: string;
}

/** What a game adds to the shell. */
export interface GameArea {
  html(t: TableText): string;
  css: string;
  /** Defines `const G = {...}` (see the shell's script for what it calls). */
  script: string;
  /** Extra data for the script (the wheel's order, say). */
  data?: unknown;
  /** The chips in minor units when they are not the tables' (bingo's are its card prices). */
  chips?(minorDigits: number): bigint[];
  /** Controls of the game's own in the dock, above the chips (bingo's Buy a card, under the thumb). */
  dock?(t: TableText): string;
  /** What the history says of the game's fairness, when it is not the tables' text. */
  fairness?(t: TableText): string;
}

/** Chips in minor units: 1, 5, 10, 50, 100, 500 units of a currency with cents (scaled as the limits are). */
export function chipValues_minor(minorDigits: number): bigint[] {
  return [100n, 500n, 1_000n, 5_000n, 10_000n, 50_000n].map((c) => c * centsScale(minorDigits));
}

export const escapeHtml = (s: string): string => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
export const escapeJson = (v: unknown): string => JSON.stringify(v).replace(/</g, '\\u003c');

export const tableCss = `
*{box-sizing:border-box;margin:0}
html,body{min-height:100%}
body{font:14px/1.3 system-ui,sans-serif;background:#0f1a14;color:#f2f2f2;max-width:520px;margin:0 auto;-webkit-tap-highlight-color:transparent;
  user-select:none;padding-bottom:calc(8px + env(safe-area-inset-bottom))}
button{font:inherit;color:inherit;background:#233229;border:0;border-radius:10px;min-height:40px;cursor:pointer}
button:disabled{opacity:.45}
a{color:#9ad}
header{position:sticky;top:0;z-index:20;display:flex;align-items:center;gap:8px;padding:8px 10px;background:#0f1a14ee;backdrop-filter:blur(4px)}
header b{font-size:16px;flex:1;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
header a{min-width:36px;min-height:36px;display:flex;align-items:center;justify-content:center;text-decoration:none;color:#f2f2f2;font-size:20px}
.pill{background:#1d2a22;border-radius:999px;padding:6px 12px;white-space:nowrap;font-variant-numeric:tabular-nums}
.pill small{display:block;color:#ffc233;font-size:10px;line-height:1.1;text-align:center;text-transform:uppercase}
[hidden]{display:none!important}
#hist{min-width:40px}
#status{display:flex;align-items:center;gap:10px;padding:4px 12px 8px}
#phase{flex:1;font-weight:700}
#count{font:700 22px/1 ui-monospace,monospace;min-width:44px;text-align:right;color:#ffd45c}
#count.low{color:#ff6b6b}
#bar{height:4px;background:#1d2a22;margin:0 12px;border-radius:2px;overflow:hidden}
#bar i{display:block;height:100%;width:0;background:#ffd45c;transition:width .25s linear}
#msg{min-height:20px;text-align:center;color:#ffd45c;font-weight:600;padding:4px 12px 0}
#msg.err{color:#ff6b6b}
#results{display:flex;gap:4px;overflow:hidden;padding:6px 12px}
#chips{display:flex;gap:6px;justify-content:center;padding:4px 8px}
.chip{width:46px;height:46px;min-height:46px;border-radius:50%;border:3px dashed #fff8;font-weight:800;font-size:12px;background:#2f6b4a}
.chip:nth-child(2){background:#b03030}.chip:nth-child(3){background:#1e5fa8}.chip:nth-child(4){background:#7b3fa0}.chip:nth-child(5){background:#222}.chip:nth-child(6){background:#b07d10}
.chip[aria-pressed=true]{outline:3px solid #ffd45c;outline-offset:2px}
#actions{display:grid;grid-template-columns:1fr 1fr 1.4fr;gap:8px;padding:4px 12px 8px}
#confirm{background:#f59f00;color:#1b1400;font-weight:800}
#dock{position:sticky;bottom:0;z-index:10;background:#0f1a14f2;padding-bottom:env(safe-area-inset-bottom);box-shadow:0 -6px 12px #0f1a14}
#drawer{position:fixed;z-index:30;left:0;right:0;bottom:0;max-width:520px;margin:0 auto;height:80vh;background:#17221b;border-radius:16px 16px 0 0;
  transform:translateY(100%);visibility:hidden;transition:transform .25s,visibility .25s;display:flex;flex-direction:column;box-shadow:0 -8px 24px #0008}
#drawer.open{transform:none;visibility:visible}
#drawer header{background:#17221b;border-bottom:1px solid #2b3b31}
#drawer .body{overflow:auto;padding:12px;display:flex;flex-direction:column;gap:10px}
.mono{font-family:ui-monospace,monospace;font-size:11px;word-break:break-all;color:#c9ced6}
.slip{background:#1d2a22;border-radius:10px;padding:8px 10px;display:flex;flex-direction:column;gap:4px}
.slip .row{display:flex;justify-content:space-between;gap:8px}
.won{color:#69db7c}
small{color:#9aa59e}
.c{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);min-width:22px;height:22px;padding:0 4px;border-radius:11px;background:#ffd45c;color:#1b1400;
  font:700 10px/22px system-ui;text-align:center;pointer-events:none;box-shadow:0 1px 3px #0008;z-index:5}
.c.p{background:#fff;border:2px dashed #f59f00;line-height:18px}
`;

/** The shell's script: state, API calls, the socket, chips and slips, the countdown, the history. */
const shellScript = `
const C=JSON.parse(document.getElementById('cfg').textContent);const T=C.t;const $=id=>document.getElementById(id);
const api='/games/house/api/'+encodeURIComponent(C.merchant)+'/table';
const key='house:'+C.merchant+':'+C.game;
const q=new URLSearchParams(location.search);let token=q.get('token');
// A trial member's wallet holds play money (launchGame says so in the address).
const play=q.get('money')==='play';$('play').hidden=!play;
// lib/format's one money formatter (formatDecimalText), shipped as its source.
const fmtMoney=${formatDecimalText.toString()};
const money=t=>fmtMoney(String(t),C.money);
if(token){sessionStorage.setItem(key,token);q.delete('token');history.replaceState(null,'',location.pathname+(q.toString()?'?'+q:''))}
else token=sessionStorage.getItem(key);
let S=null,offset=0,chip=0,pending={},placed={},last={},busy=false,ws=null,wsOpen=false,retry=0,poller=null,ended=false,mySlips=[];
const D=()=>S?S.minorDigits:C.money.minorDigits;const fmt=m=>(m/Math.pow(10,D())).toFixed(D());const toMinor=s=>Math.round(Number(s)*Math.pow(10,D()));
const esc=s=>String(s).replace(/[&<>"]/g,c=>'&#'+c.charCodeAt(0)+';');
function say(t,err){$('msg').textContent=t||'';$('msg').className=err?'err':''}
async function call(path,body){
  const r=await fetch(api+path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(Object.assign({token,game:C.game},body||{}))});
  const j=await r.json().catch(()=>({ok:false,error:'wallet.unavailable'}));
  if(!j.ok){const e=new Error(j.error);e.balance=j.balance;throw e}return j.value}
function fail(e){if(e.balance)setBalance(e.balance);if(e.message==='session.invalid'||e.message==='session.expired')ended=true;say(T[e.message]||e.message,true)}
function setBalance(b){if(b==null)return;if(S)S.balance=b;$('bal').textContent=money(b)}
const serverNow=()=>Date.now()+offset;
function open(){return S&&S.round&&S.round.status==='open'&&Date.parse(S.round.closesAt)>serverNow()}
function tick(){
  if(!S||!S.round){$('count').textContent='';$('bar').firstChild.style.width='0';return}
  const r=S.round,left=Date.parse(r.closesAt)-serverNow();
  if(r.status==='open'&&left>0){const s=Math.ceil(left/1000);$('count').textContent=s;$('count').className=s<=3?'low':'';
    $('bar').firstChild.style.width=Math.max(0,Math.min(100,100*left/S.timing.betting_ms))+'%';$('phase').textContent=T.placeBets}
  else{$('count').textContent='';$('bar').firstChild.style.width='0';
    $('phase').textContent=r.status==='open'||r.status==='closed'?T.noMoreBets:r.status==='drawn'?T.drawing:r.status==='voided'||r.status==='voiding'?T.voided:T.nextRound}
  $('rno').textContent=T.round+' '+r.no;$('confirm').disabled=busy||!open()||!Object.keys(pending).length}
function stakes(){const all={};for(const k in placed)all[k]=(all[k]||0)+placed[k];return all}
function drawChips(){document.querySelectorAll('[data-spot]').forEach(el=>{const s=el.dataset.spot;const p=placed[s]||0,n=pending[s]||0;
  let c=el.querySelector('.c');if(!p&&!n){if(c)c.remove();return}
  if(!c){c=document.createElement('i');el.appendChild(c)}c.className='c'+(n?' p':'');c.textContent=fmt(p+n).replace(/\\.0+$/,'')});
  const n=Object.values(pending).reduce((a,b)=>a+b,0),p=Object.values(placed).reduce((a,b)=>a+b,0);
  $('betsum').textContent=(p?T.placed+' '+money(fmt(p)):'')+(n?(p?' · ':'')+T.pending+' '+money(fmt(n)):'');tick()}
function newRound(r){if(S&&S.round&&S.round.id===r.id)return;if(Object.keys(placed).length)last=placed;placed={};pending={};mySlips=[];drawChips();G.open&&G.open(r)}
function onRound(r,board){
  if(!S)return;const was=S.round;
  if(r.status==='open')newRound(r);
  S.round=r;
  if(r.status==='closed'){pending={};drawChips()}
  if(r.status==='drawn'){if(!was||was.status!=='drawn'||was.id!==r.id){S.results.unshift(r);S.results=S.results.slice(0,100);G.outcome(r.outcome,r);G.results(S.results)}
    if(board!==undefined){S.board=board;G.board(board)}}
  if(r.status==='voided')say(T.voided);
  tick()}
function onSlip(slip,balance){
  if(balance!=null)setBalance(balance);
  if(slip.status==='settled'){const p=toMinor(slip.payout);say(p>0?T.youWin+' '+money(slip.payout):T.noWin)}
  if(slip.status==='rolled_back')say(T.returned)}
function apply(s){
  const b=S&&S.balance;S=s;offset=Date.parse(s.now)-Date.now();setBalance(s.balance!=null?s.balance:b);
  placed={};for(const sl of s.slips)if(sl.status==='accepted'||sl.status==='settled')for(const x of sl.spots)placed[x.spot]=(placed[x.spot]||0)+toMinor(x.amount);
  $('hash').textContent=s.round?s.round.serverSeedHash:'';G.results(s.results);G.board(s.board);
  if(s.round&&s.round.outcome)G.outcome(s.round.outcome,s.round,true);else if(s.round&&G.open)G.open(s.round);
  if(G.slips)G.slips(s.slips.filter(x=>x.status==='accepted'||x.status==='settled'));
  drawChips()}
function connect(){
  if(ended)return;const proto=location.protocol==='https:'?'wss:':'ws:';
  try{ws=new WebSocket(proto+'//'+location.host+api+'/ws?game='+encodeURIComponent(C.game))}catch(e){return later()}
  ws.onopen=()=>{ws.send(JSON.stringify({type:'hello',token}))};
  ws.onmessage=ev=>{const m=JSON.parse(ev.data);
    if(m.type==='table'){wsOpen=true;retry=0;apply(m.snapshot);if(poller){clearInterval(poller);poller=null}}
    else if(m.type==='round'){offset=Date.parse(m.now)-Date.now();onRound(m.round,m.board)}
    else if(m.type==='slip')onSlip(m.slip,m.balance)};
  ws.onclose=ev=>{wsOpen=false;if(ev.code===4001){ended=true;say(T['session.invalid'],true);return}later()}}
function later(){if(ended)return;if(!poller)poller=setInterval(poll,3000);setTimeout(connect,Math.min(30000,1000*Math.pow(2,retry++)))}
async function poll(){if(wsOpen||ended)return;try{apply(await call('/state',{balance:false}))}catch(e){fail(e)}}
setInterval(()=>{if(ws&&wsOpen)ws.send(JSON.stringify({type:'ping'}))},20000);
setInterval(tick,250);
function tap(spot){if(!open())return;pending[spot]=(pending[spot]||0)+C.chips[chip];drawChips()}
document.body.addEventListener('click',ev=>{const el=ev.target.closest('[data-spot]');if(el)tap(el.dataset.spot)});
document.querySelectorAll('.chip').forEach((b,i)=>b.onclick=()=>{chip=i;document.querySelectorAll('.chip').forEach((x,j)=>x.setAttribute('aria-pressed',String(i===j)))});
$('clear').onclick=()=>{pending={};drawChips()};
$('repeat').onclick=()=>{if(!open())return;pending=Object.assign({},last);drawChips()};
$('confirm').onclick=async()=>{if(busy||!open())return;const bets=Object.entries(pending).map(([spot,m])=>({spot,amount:fmt(m)}));if(!bets.length)return;
  busy=true;tick();say('');
  try{const r=await call('/bet',{roundId:S.round.id,bets});for(const x of r.slip.spots)placed[x.spot]=(placed[x.spot]||0)+toMinor(x.amount);pending={};setBalance(r.balance);if(G.slips)G.slips([r.slip],true)}
  catch(e){fail(e)}busy=false;drawChips()};
$('hist').onclick=async()=>{$('drawer').classList.add('open');await loadHistory()};$('close').onclick=()=>$('drawer').classList.remove('open');
async function loadHistory(){
  try{const h=await call('/history',{limit:30});
    $('slips').innerHTML=h.slips.map(s=>{const r=s.round;const v=r.serverSeed?'<a href="'+C.verify+'#'+new URLSearchParams(Object.assign({s:r.serverSeed,c:r.clientSeed,h:String(r.outcome&&r.outcome.hand||'')},G.verify?G.verify(s):{}))+'">'+T.verify+'</a>':'';
      return '<div class="slip" data-round="'+esc(r.no)+'"><div class="row"><b>'+T.round+' '+esc(r.no)+'</b><span>'+(r.outcome?esc(G.text(r.outcome)):'')+'</span></div>'+
      '<div class="row"><span>'+s.spots.map(x=>esc(G.label(x.spot))+' '+esc(money(x.amount))).join(', ')+'</span></div>'+
      '<div class="row"><span>'+T.stake+' <b class="stake">'+esc(money(s.stake))+'</b></span><span>'+T.payout+' <b class="payout'+(s.payout&&toMinor(s.payout)>0?' won':'')+'">'+esc(s.payout==null?'–':money(s.payout))+'</b></span><span class="st">'+esc(T[s.status==='pending'?'pendingStatus':s.status]||s.status)+'</span></div>'+
      '<div class="mono">'+T.serverSeed+': '+(r.serverSeed?esc(r.serverSeed):T.seedSealed)+'<br>sha256: '+esc(r.serverSeedHash)+(r.clientSeed?'<br>'+T.clientSeed+': '+esc(r.clientSeed):'')+'</div>'+v+'</div>'}).join('')||'<small>'+T.none+'</small>'}
  catch(e){fail(e)}}
async function start(){
  G.init();tick();
  if(!token){say(T.fromLobby,true);return}
  try{apply(await call('/session'));connect()}catch(e){fail(e);return}
  // The member's reality check (../reality-check-page.ts), at the merchant's house API.
  realityCheck('/games/house/api/'+encodeURIComponent(C.merchant)+'/realityCheck',token,money)}
`;

/** The page of a table for one merchant; no member data in it (the token stays in the browser). */
export function tablePage(kind: TableKind, gameId: string, area: GameArea, cfg: TablePageConfig): string {
  const t = tableText(cfg.language);
  const digits = cfg.money.minorDigits;
  const chips = area.chips?.(digits) ?? chipValues_minor(digits);
  const unit = 10n ** BigInt(digits);
  const chipLabel = (c: bigint) => (c % unit === 0n ? String(c / unit) : (Number(c) / Number(unit)).toFixed(digits));
  const client = {
    merchant: cfg.merchant, game: gameId, kind, t, money: cfg.money, chips: chips.map(Number), data: area.data ?? null,
    verify: `/games/house/${pagePath(kind)}/verify`,
  };
  return `<!doctype html>
<html lang="${cfg.language.toLowerCase()}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="theme-color" content="#0f1a14"><title>${escapeHtml(t[kind])}</title><style>${tableCss}${area.css}${realityCheckCss}</style></head>
<body>
<header><a id="exit" href="${escapeHtml(gameExitPath(cfg.back))}" aria-label="${escapeHtml(t.back)}">‹</a><b>${escapeHtml(t[kind])}</b>
<span class="pill" aria-label="${escapeHtml(t.balance)}"><b id="bal">…</b><small id="play" hidden>${escapeHtml(t.playMoney)}</small></span><button id="hist" aria-label="${escapeHtml(t.history)}">☰</button></header>
<div id="status"><span id="rno"></span><span id="phase">${escapeHtml(t.opening)}</span><span id="count" aria-live="polite"></span></div>
<div id="bar"><i></i></div>
${area.html(t)}
<div id="dock">
<p id="msg" role="status"></p>
${area.dock?.(t) ?? ''}
<div id="betsum" class="mono" style="text-align:center"></div>
<div id="chips" role="group" aria-label="${escapeHtml(t.chip)}">${chips.map((c, i) => `<button class="chip" aria-pressed="${i === 0}" aria-label="${escapeHtml(t.chip)} ${chipLabel(c)}">${chipLabel(c)}</button>`).join('')}</div>
<div id="actions"><button id="clear">${escapeHtml(t.clear)}</button><button id="repeat">${escapeHtml(t.repeat)}</button><button id="confirm" disabled>${escapeHtml(t.confirm)}</button></div>
</div>
<section id="drawer" aria-label="${escapeHtml(t.history)}"><header><b>${escapeHtml(t.history)}</b><a href="${client.verify}">${escapeHtml(t.verify)}</a><button id="close" aria-label="${escapeHtml(t.close)}">✕</button></header>
<div class="body"><small>${escapeHtml(t.seedHash)}</small><div id="hash" class="mono"></div><small>${escapeHtml(area.fairness?.(t) ?? t.fairness)}</small><div id="slips"></div></div></section>
${realityCheckHtml(cfg.language, gameExitPath(cfg.back))}
<script id="cfg" type="application/json">${escapeJson(client)}</script>
<script>${shellScript}${area.script}${realityCheckScript}start();</script>
</body></html>`;
}

/** A table's page path under /games/house. */
export function pagePath(kind: TableKind): string {
  return kind === 'dragonTiger' ? 'dragon-tiger' : kind;
}
