import { formatDecimalText, type MoneyFormat } from '@/lib/format/money';
import { gameExitPath } from '@/lib/games/game-exit';
import { slotText } from './page-text';
import { realityCheckCss, realityCheckHtml, realityCheckScript } from './reality-check-page';
import { line_count, paylines, symbols } from './slot/game';
import { slotTitle, slotTitles, type SlotTitle } from './slot/titles';

/**
 * The slot's client page: one HTML document with its CSS, SVG symbols and a little vanilla
 * script, no framework, no external image or font (about 15 KB). Made for one thumb on a
 * 360 px phone: the spin button, bet stepper and auto sit at the bottom; the exit, top left,
 * leads back to the lobby screen the game was launched from. It talks to the
 * house API under /games/house/api/<merchant>/ with the launch token in each JSON body (web's
 * /games proxy forwards bodies but not the Authorization header).
 */

export interface PageConfig {
  merchant: string;
  gameId: string;
  language: string;
  /** The merchant's money: the game writes every amount as the lobby, the header and the wallet do. */
  money: MoneyFormat;
  /** Where the exit leads: the lobby screen the game was launched from (launchGame's backUrl), if it is one (gameExitPath). */
  back?: string;
}

/** Symbol art: SVG for the picture symbols, a plain letter tile for the card ranks. */
const art: Record<string, string> = {
  WILD: '<rect x="4" y="10" width="56" height="44" rx="8" fill="#7b2ff7"/><text x="32" y="40" font-size="17" font-weight="900" text-anchor="middle" fill="#ffe066" font-family="sans-serif">WILD</text>',
  SCATTER: '<circle cx="32" cy="32" r="26" fill="#ff4d6d"/><path d="M32 12l5 13h14l-11 9 4 14-12-8-12 8 4-14-11-9h14z" fill="#fff3b0"/>',
  CROWN: '<path d="M8 46l4-28 12 14 8-18 8 18 12-14 4 28z" fill="#ffc233" stroke="#a86b00" stroke-width="2"/><rect x="8" y="46" width="48" height="8" rx="2" fill="#e0a100"/>',
  GEM: '<path d="M32 8l22 16-22 32-22-32z" fill="#27d3ff" stroke="#0a6f8a" stroke-width="2"/><path d="M10 24h44M22 24l10-16 10 16-10 32z" fill="none" stroke="#0a6f8a" stroke-width="1.5"/>',
  BELL: '<path d="M32 8c-11 0-16 9-16 20v12l-6 8h44l-6-8V28c0-11-5-20-16-20z" fill="#ffd23f" stroke="#9c7a00" stroke-width="2"/><circle cx="32" cy="52" r="5" fill="#9c7a00"/>',
};
const rank: Record<string, [string, string]> = {
  ACE: ['A', '#ff6b6b'], KING: ['K', '#4dabf7'], QUEEN: ['Q', '#b197fc'], JACK: ['J', '#69db7c'], TEN: ['10', '#ffa94d'],
};

function symbolDefs(theme: SlotTitle['theme']): string {
  return symbols.map(({ id }) => {
    const body = (theme.art as Record<string, string | undefined>)[id] ?? art[id] ?? `<text x="32" y="44" font-size="34" font-weight="900" text-anchor="middle" fill="${rank[id]![1]}" font-family="sans-serif">${rank[id]![0]}</text>`;
    return `<symbol id="s-${id}" viewBox="0 0 64 64">${body}</symbol>`;
  }).join('');
}

/**
 * Laid out for a phone in portrait: the header, the reels, the win line and the controls stack
 * with fixed heights (--head, --info, --msg, --ctl), and the reels take what is left of the
 * screen's height up to 0.8 of their width (cells a little taller than wide), so the controls
 * sit right under them at 360×740 as at 412×915. Every box whose text changes during play has
 * a fixed size and never wraps, so nothing moves after the first spin (e2e/slot.spec.ts
 * measures it). What is left below the controls holds the member's recent rounds.
 */
const css = `
*{box-sizing:border-box;margin:0}
[hidden]{display:none!important}
html,body{height:100%}
body{--head:52px;--info:46px;--msg:24px;--ctl:112px;--w:min(100vw,520px);
  font:15px/1.3 system-ui,sans-serif;background:#12141a;color:#f2f2f2;display:flex;flex-direction:column;max-width:520px;margin:0 auto;
  -webkit-tap-highlight-color:transparent;user-select:none;padding-bottom:env(safe-area-inset-bottom);overflow:hidden}
header{display:flex;align-items:center;gap:8px;height:var(--head);flex:none;padding:0 8px 0 12px;white-space:nowrap}
header>b{font-size:17px;flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;line-height:1.15}
.pill{background:#1f232c;border-radius:999px;padding:6px 12px;white-space:nowrap;font-variant-numeric:tabular-nums}
.free{display:block;color:#ffc233;font-size:11px;overflow:hidden;text-overflow:ellipsis}
.pill small{display:block;color:#ffc233;font-size:10px;line-height:1.1;text-align:center;text-transform:uppercase}
#exit{display:inline-flex;align-items:center;justify-content:center;flex:none;min-width:44px;min-height:44px;border-radius:12px;background:#262b36;color:inherit}
#exit svg{width:22px;height:22px;fill:none;stroke:currentColor;stroke-width:2.2;stroke-linecap:round;stroke-linejoin:round}
button{font:inherit;color:inherit;background:#262b36;border:0;border-radius:12px;min-height:44px;min-width:44px;cursor:pointer}
button:disabled{opacity:.45}
#sound svg{width:22px;height:22px;vertical-align:middle}
#sound[aria-pressed=false] .on,#sound[aria-pressed=true] .off{display:none}
#machine{position:relative;margin:8px 8px 0;flex:none}
#reels{display:grid;grid-template-columns:repeat(5,1fr);grid-template-rows:repeat(3,1fr);gap:4px;padding:8px;background:#0b0c10;border-radius:14px;
  border:2px solid #2d3342;height:max(150px,min(calc((var(--w) - 16px) * .8),calc(100vh - var(--head) - var(--info) - var(--msg) - var(--ctl) - 16px)));
  height:max(150px,min(calc((var(--w) - 16px) * .8),calc(100dvh - var(--head) - var(--info) - var(--msg) - var(--ctl) - 16px)))}
.cell{min-height:0;background:#1a1d25;border-radius:8px;display:flex;align-items:center;justify-content:center;transition:transform .15s}
.cell svg{width:86%;max-height:86%;aspect-ratio:1}
.spin .cell{animation:blur .12s linear infinite}
@keyframes blur{50%{transform:translateY(6%);opacity:.6}}
.cell.hit{background:#3b2f0b;box-shadow:0 0 0 2px #ffc233 inset}
#party{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;overflow:hidden;
  border-radius:14px;visibility:hidden;opacity:0;transition:opacity .2s;cursor:pointer}
#party.show{visibility:visible;opacity:1}
#party[data-tier=win]{inset:auto 16% 12px;flex-direction:row;gap:10px;padding:6px 14px;border-radius:999px;background:#000d;border:2px solid #ffc233}
#party[data-tier=big],#party[data-tier=mega]{background:radial-gradient(circle,#000d 35%,#0009)}
#party b{font-size:clamp(30px,10vw,46px);font-weight:900;color:#ffd23f;text-shadow:0 3px 0 #a86b00,0 0 22px #f59f00;white-space:nowrap}
#party[data-tier=win] b{font-size:22px;text-shadow:0 2px 0 #a86b00}
#party span{font-size:clamp(24px,8vw,38px);font-weight:800;font-variant-numeric:tabular-nums}
#party[data-tier=win] span{font-size:20px}
#party.show b{animation:pop .45s cubic-bezier(.2,1.6,.4,1)}
#party.show[data-tier=mega] b{animation:pop .45s cubic-bezier(.2,1.6,.4,1),pulse .9s .45s ease-in-out infinite}
@keyframes pop{from{transform:scale(.3);opacity:0}}
@keyframes pulse{50%{transform:scale(1.1)}}
.coin{position:absolute;top:-24px;width:18px;height:18px;border-radius:50%;background:radial-gradient(circle at 35% 35%,#fff3b0,#ffc233 45%,#a86b00);
  animation:fall 1.4s linear infinite}
@keyframes fall{to{transform:translateY(calc(var(--w) * .9)) rotate(540deg)}}
@media (prefers-reduced-motion:reduce){.spin .cell,#party b,#party.show b{animation:none}.coin{display:none}#party{transition:none}}
#info{display:flex;justify-content:space-between;align-items:center;height:var(--info);flex:none;padding:0 16px;gap:8px}
#info div{text-align:center;flex:1;min-width:0;white-space:nowrap}
#info small{display:block;color:#8a8f98;font-size:11px;text-transform:uppercase;letter-spacing:.05em;overflow:hidden;text-overflow:ellipsis}
#info span{font-size:18px;font-weight:700;font-variant-numeric:tabular-nums}
#fs{color:#ffc233}
#msg{height:var(--msg);flex:none;text-align:center;color:#ffc233;font-weight:600;padding:0 12px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
#msg.err{color:#ff6b6b}
#recent{flex:1;min-height:0;overflow:auto;margin:0 8px 8px;padding:8px 10px;background:#171a21;border-radius:12px}
#recent h2{font-size:11px;color:#8a8f98;text-transform:uppercase;letter-spacing:.05em;font-weight:600}
#recent ol{list-style:none;padding:0}
#recent li,#recent h2{display:grid;grid-template-columns:1fr 5.5em 7em;gap:8px;padding:5px 0;font-variant-numeric:tabular-nums;font-size:13px}
#recent li{border-top:1px solid #232833}
#recent li>*:not(:first-child),#recent h2>*:not(:first-child){text-align:right}
#recent time{color:#8a8f98}
#recent .none{padding:6px 0}
.grow{flex:1}
#controls{display:grid;grid-template-columns:auto 1fr auto;justify-items:center;align-items:center;gap:6px;height:var(--ctl);flex:none;padding:0 8px}
.bet{display:grid;grid-template-columns:44px 58px 44px;align-items:center;gap:2px}
.bet div{text-align:center;white-space:nowrap;overflow:hidden;font-variant-numeric:tabular-nums}
.bet small,.auto small{display:block;color:#8a8f98;font-size:11px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
#spin{width:88px;height:88px;border-radius:50%;background:radial-gradient(circle at 35% 30%,#ffd45c,#f59f00);color:#1b1400;font-size:19px;font-weight:900;
  box-shadow:0 6px 18px #f59f0055;white-space:nowrap;overflow:hidden}
#auto{width:80px;height:60px;padding:0 4px;line-height:1.15}
#auto span{display:block;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
#auto small{white-space:normal;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical}
#auto.on{background:#f59f00;color:#1b1400}
#auto.on small{color:#3d2a00}
#drawer{position:fixed;left:0;right:0;bottom:0;max-width:520px;margin:0 auto;height:78vh;background:#1a1d25;border-radius:16px 16px 0 0;
  transform:translateY(100%);transition:transform .25s;display:flex;flex-direction:column;box-shadow:0 -8px 24px #0008}
#drawer.open{transform:none}
#drawer header{border-bottom:1px solid #2d3342;justify-content:space-between}
#drawer .body{overflow:auto;padding:12px;display:flex;flex-direction:column;gap:12px}
.mono{font-family:ui-monospace,monospace;font-size:11px;word-break:break-all;color:#c9ced6}
label small{color:#8a8f98}
input{font:inherit;width:100%;background:#0b0c10;color:inherit;border:1px solid #2d3342;border-radius:10px;padding:10px;margin-top:4px}
.row{display:flex;gap:8px;align-items:flex-end}
table{width:100%;border-collapse:collapse;font-size:12px}
td,th{padding:6px 4px;border-bottom:1px solid #2d3342;text-align:left;vertical-align:top}
.won{color:#69db7c}
`;

/** The page's script: state, API calls, reels, autoplay and the history drawer. */
const script = `
const C=JSON.parse(document.getElementById('cfg').textContent);
const $=id=>document.getElementById(id);
const api='/games/house/api/'+encodeURIComponent(C.merchant);
const key='house:'+C.merchant+':'+C.gameId;
const q=new URLSearchParams(location.search);
const free=q.get('mode')==='free';
// A trial member's wallet holds play money (launchGame says so); free play is play money too.
const play=free||q.get('money')==='play';
// lib/format's one money formatter (formatDecimalText), shipped as its source.
const fmt=${formatDecimalText.toString()};
const money=t=>fmt(String(t),C.money);
let token=q.get('token');
if(token){sessionStorage.setItem(key,token);q.delete('token');history.replaceState(null,'',location.pathname+'?'+q)}
else token=free?null:sessionStorage.getItem(key);
let S=null,coin=0,busy=false,auto=0,shown=null;
const cells=[];
for(let row=0;row<3;row++)for(let r=0;r<5;r++){const d=document.createElement('div');d.className='cell';$('reels').appendChild(d);cells[r*3+row]=d}
const draw=(c,id)=>{if(c.dataset.s!==id){c.dataset.s=id;c.innerHTML='<svg><use href="#s-'+id+'"/></svg>'}};
function showWindow(w){for(let r=0;r<5;r++)for(let row=0;row<3;row++){const c=cells[r*3+row];draw(c,w[r][row]);c.classList.remove('hit')}}
function idle(){const w=[];for(let r=0;r<5;r++){const s=C.strips[r],p=Math.floor(Math.random()*s.length);w.push([0,1,2].map(i=>C.letters[s[(p+i)%s.length]]))}return w}
function say(t,err){$('msg').textContent=t||'';$('msg').className=err?'err':''}
async function call(path,opt){
  const body=Object.assign(token?{token}:{},opt);
  const r=await fetch(api+path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)});
  const j=await r.json().catch(()=>({ok:false,error:'wallet.unavailable'}));
  if(!j.ok){const e=new Error(j.error);e.balance=j.balance;throw e}return j.value}
const text=C.t;
function setSession(s){S=s;if(coin>=s.coinValues.length)coin=0;render()}
function render(){
  $('bal').textContent=S&&S.balance!=null?money(S.balance):'…';$('play').hidden=!play;
  $('bet').textContent=S?money((Number(S.coinValues[coin])*C.lines).toFixed(S.minorDigits)):'';$('coin').textContent=S?text.coin+' '+S.coinValues[coin]:'';
  $('free').hidden=!(S&&S.freePlay);$('minus').disabled=busy||coin===0;$('plus').disabled=busy||!S||coin===S.coinValues.length-1;
  $('spin').disabled=busy&&!auto||!S;$('hash').textContent=S?S.serverSeedHash:'';$('nonce').textContent=S?S.nonce:'';
  if(S&&document.activeElement!==$('cseed'))$('cseed').value=S.clientSeed}
const wait=ms=>new Promise(r=>setTimeout(r,ms));
async function animate(spin){
  $('reels').classList.add('spin');for(let i=0;i<4;i++){showWindow(idle());await wait(70)}
  $('reels').classList.remove('spin');showWindow(spin.window);
  for(const l of spin.lines){const rows=C.paylines[l.line-1];for(let r=0;r<l.count;r++)cells[r*3+rows[r]].classList.add('hit')}
  if(spin.scatters>=3)for(let i=0;i<15;i++)if(cells[i].dataset.s==='SCATTER')cells[i].classList.add('hit')}
async function spin(){
  if(busy||!S)return;busy=true;say('');render();if(ended)ended();
  const coinValue=S.coinValues[coin];
  try{
    const r=await call('/spin',{coinValue});
    if(S.balance!=null)$('bal').textContent=money((Number(S.balance)-Number(r.bet)).toFixed(S.minorDigits));
    await animate(r.round.base);let won=r.round.base.coins;
    $('win').textContent=money((won*coinValue).toFixed(S.minorDigits));
    if(r.round.freeSpins.length){say(text.freeSpins);await wait(700);let n=r.round.freeSpins.length;
      for(const f of r.round.freeSpins){$('fs').textContent=String(--n);await animate(f);won+=f.coins;
        $('win').textContent=money((won*coinValue).toFixed(S.minorDigits));if(f.awards)say('+'+f.awards+' '+text.moreFreeSpins);await wait(f.coins?650:350)}
      $('fs').textContent='0';auto=0}
    say(r.coins>0?text.win+' '+money(r.win):'');if(r.tier==='mega')auto=0;
    S.balance=r.balance;S.nonce=r.nonce+1;if(!r.settled)say(text.win+' '+money(r.win)+' '+text.paying);
    recent([{bet:r.bet,win:r.win,freeSpins:r.round.freeSpins.length,status:r.settled?'settled':'open',createdAt:new Date().toISOString()}],true);
    if(r.tier){const cheer=celebrate(r.tier,r.win);if(r.tier!=='win')await cheer}
  }catch(e){auto=0;say(text[e.message]||e.message,true);if(e.balance)S.balance=e.balance}
  busy=false;render();showAuto();
  if(auto>0){auto--;setTimeout(spin,300)}}
function showAuto(){$('auto').classList.toggle('on',auto>0);$('left').textContent=auto?auto+' '+text.left:text.auto}
$('spin').onclick=()=>{if(auto){auto=0;showAuto();render();return}spin()};
$('auto').onclick=()=>{if(auto){auto=0}else if(!busy){auto=24;spin()}showAuto()};
// A win's celebration over the reels, louder with its tier (win-tier.ts): the amount counts up,
// big and mega wins dim the reels and rain coins and hold play until they end or are tapped.
// With prefers-reduced-motion the same words and amount show, still.
const still=!!(window.matchMedia&&matchMedia('(prefers-reduced-motion: reduce)').matches);
const party_ms={win:1300,big:3000,mega:4500};
let ended=null;
function celebrate(tier,amount){
  const p=$('party'),to=Number(amount),t0=performance.now(),ms=party_ms[tier];
  p.dataset.tier=tier;$('tier').textContent=text['tier.'+tier];p.querySelectorAll('.coin').forEach(c=>c.remove());
  if(tier!=='win'&&!still)for(let i=0;i<(tier==='mega'?28:14);i++){const c=document.createElement('i');c.className='coin';
    c.style.left=(Math.random()*94).toFixed(1)+'%';c.style.animationDelay=(Math.random()*1.4).toFixed(2)+'s';p.appendChild(c)}
  p.classList.add('show');chime(tier);if(ended)ended();
  return new Promise(done=>{
    const end=()=>{if(ended!==end)return;ended=null;p.classList.remove('show');done()};ended=end;
    const count=now=>{if(ended!==end)return;const k=still?1:Math.min(1,(now-t0)/(ms*.6));$('amount').textContent=money(k<1?(to*k).toFixed(S.minorDigits):amount);if(k<1)requestAnimationFrame(count)};
    count(t0);setTimeout(end,ms)})}
$('party').onclick=()=>{if(ended)ended()};
// Sound is off until the member turns it on; the choice stays on this device (localStorage).
// The chimes are made with the Web Audio API: a few triangle-wave notes, no audio files.
const soundKey='house:sound';let ac=null,soundOn=false;
try{soundOn=localStorage.getItem(soundKey)==='on'}catch{}
function showSound(){$('sound').setAttribute('aria-pressed',String(soundOn))}
$('sound').onclick=()=>{soundOn=!soundOn;try{localStorage.setItem(soundKey,soundOn?'on':'off')}catch{}showSound();chime('win')};
function chime(tier){
  if(!soundOn)return;
  try{ac=ac||new AudioContext();ac.resume();const t=ac.currentTime+.02,step=tier==='win'?.09:.12;
    ({win:[659,784,1047],big:[523,659,784,1047,1319],mega:[523,659,784,1047,784,1047,1319,1568]})[tier].forEach((f,i)=>{
      const o=ac.createOscillator(),g=ac.createGain(),at=t+i*step;o.type='triangle';o.frequency.value=f;
      g.gain.setValueAtTime(0,at);g.gain.linearRampToValueAtTime(.18,at+.015);g.gain.exponentialRampToValueAtTime(.001,at+.35);
      o.connect(g);g.connect(ac.destination);o.start(at);o.stop(at+.4)})}catch{}}
showSound();
$('minus').onclick=()=>{if(coin>0){coin--;render()}};$('plus').onclick=()=>{if(S&&coin<S.coinValues.length-1){coin++;render()}};
$('hist').onclick=async()=>{$('drawer').classList.add('open');await loadHistory()};$('close').onclick=()=>$('drawer').classList.remove('open');
// The member's rounds of this game come from the game server, across their launches (a page of
// 20, the next one on demand): the list under the controls and the drawer's table show them.
const when=iso=>{const d=new Date(iso),lang=document.documentElement.lang||undefined,t=d.toLocaleTimeString(lang,{hour:'2-digit',minute:'2-digit'});
  return d.toDateString()===new Date().toDateString()?t:d.toLocaleDateString(lang,{month:'numeric',day:'numeric'})+' '+t};
const outcome=r=>money(r.win)+(r.freeSpins?' · '+r.freeSpins+' '+text.moreFreeSpins:'')+(r.status!=='settled'?' · '+text['status.'+r.status]:'');
function recent(rounds,onTop){
  const html=rounds.map(r=>'<li><time>'+when(r.createdAt)+'</time><span>'+money(r.bet)+'</span><b class="'+(Number(r.win)>0?'won':'')+'">'+outcome(r)+'</b></li>').join('');
  $('recentList').insertAdjacentHTML(onTop?'afterbegin':'beforeend',html);
  while($('recentList').children.length>50)$('recentList').lastChild.remove();
  $('noRounds').hidden=$('recentList').children.length>0}
let next=null;
async function loadHistory(more){
  try{const h=await call('/history',more?{limit:20,before:next}:{limit:20});next=h.next;$('more').hidden=!next;
    const rows=h.rounds.map(r=>
      '<tr><td>'+r.nonce+'</td><td>'+money(r.bet)+'</td><td class="'+(Number(r.win)>0?'won':'')+'">'+outcome(r)+'<br><small>'+when(r.createdAt)+'</small></td><td class="mono">'+r.serverSeedHash.slice(0,16)+'… · '+esc(r.clientSeed)+
      (r.serverSeed?'<br>'+text.seed+' '+r.serverSeed:'')+'</td></tr>').join('');
    if(more)$('rounds').insertAdjacentHTML('beforeend',rows);
    else $('rounds').innerHTML='<tr><th>#</th><th>'+text.bet+'</th><th>'+text.win+'</th><th>'+text.seedHashClient+'</th></tr>'+rows;
    $('revealed').innerHTML=h.revealedSeeds.map(s=>'<div class="mono">'+text.hash+' '+s.serverSeedHash+'<br>'+text.seed+' '+s.serverSeed+
      '<br>'+text.client+' '+esc(s.clientSeed)+' · '+s.rounds+' '+text.rounds+'</div>').join('')||'<small>'+text.noneRevealed+'</small>';
    return h}
  catch(e){say(text[e.message]||e.message,true)}}
$('more').onclick=()=>loadHistory(true);
const esc=s=>s.replace(/[&<>"]/g,c=>'&#'+c.charCodeAt(0)+';');
$('rotate').onclick=async()=>{try{const v=$('cseed').value.trim();const r=await call('/seed',v?{clientSeed:v}:{});setSession({...r.session,balance:S.balance});await loadHistory()}
  catch(e){say(text[e.message]||text.badClientSeed,true)}};
async function start(){
  showWindow(idle());render();
  if(!free&&!token){say(text.fromLobby,true);return}
  try{const r=await call('/session',{game:C.gameId,freePlay:free});if(r.token){token=r.token}setSession(r.session)}
  catch(e){say(text[e.message]||e.message,true);return}
  // The member's reality check (reality-check-page.ts); free play has nobody to remind. It stops autoplay while it shows.
  if(!free)realityCheck(api+'/realityCheck',token,money,()=>{auto=0;showAuto()});
  const h=await loadHistory();if(h)recent(h.rounds)}
start();
`;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function escapeJson(v: unknown): string {
  return JSON.stringify(v).replace(/</g, '\\u003c');
}

/** The page for one merchant and game; no member data in it (the token stays in the browser). */
export function slotPage(cfg: PageConfig): string {
  const { page: text, script: t } = slotText(cfg.language);
  // Each title plays on this page with its own strips, pays, pictures and name (Lucky 5 for an id that is no title).
  const title = slotTitle(cfg.gameId) ?? slotTitles[0]!;
  const name = title === slotTitles[0] ? text.title : cfg.language.toUpperCase() === 'ZH' ? title.names.ZH : title.names.EN;
  const w = { ...text, title: escapeHtml(name) };
  // The exit is written into the HTML, checked; the script has no use for it.
  const { back, ...config } = cfg;
  const client = {
    ...config, t, lines: line_count, paylines, strips: title.reelStrips, letters: Object.fromEntries(symbols.map((s) => [s.letter, s.id])),
  };
  const pays = Object.entries(title.linePays).map(([id, p]) => `<tr><td><svg width="28" height="28"><use href="#s-${id}"/></svg></td><td>${p.join(' / ')}</td></tr>`).join('');
  return `<!doctype html>
<html lang="${cfg.language.toLowerCase()}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="theme-color" content="#12141a"><title>${w.title}</title><style>${css}${realityCheckCss}</style></head>
<body>
<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>${symbolDefs(title.theme)}</defs></svg>
<header><a id="exit" href="${escapeHtml(gameExitPath(back))}" aria-label="${w.exit}"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M15 5l-7 7 7 7"/></svg></a>
<b>${w.title}<span id="free" class="free" hidden>${w.freePlay}</span></b>
<span class="pill"><b id="bal">…</b><small id="play" hidden>${w.playMoney}</small></span>
<button id="sound" aria-pressed="false" aria-label="${w.sound}"><svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/><path class="on" d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11"/><path class="off" d="M16 9l5 6M21 9l-5 6"/></svg></button>
<button id="hist" aria-label="${w.history}">☰</button></header>
<div id="machine"><div id="reels" aria-live="polite"></div><div id="party" role="status" aria-live="polite"><b id="tier"></b><span id="amount"></span></div></div>
<div id="info"><div><small>${w.win}</small><span id="win">${formatDecimalText('0', cfg.money)}</span></div><div><small>${w.lines}</small><span>${line_count}</span></div>
<div><small>${w.freeSpins}</small><span id="fs">0</span></div></div>
<p id="msg"></p>
<div id="controls">
<div class="bet"><button id="minus" aria-label="${w.lowerBet}">−</button><div><small>${w.bet}</small><b id="bet"></b><small id="coin"></small></div><button id="plus" aria-label="${w.raiseBet}">+</button></div>
<button id="spin">${w.spin}</button>
<button id="auto" class="auto"><span id="left">${w.auto}</span><small>${w.autoStops}</small></button>
</div>
<section id="recent" aria-labelledby="recentTitle"><h2 id="recentTitle"><span>${w.recent}</span><span>${w.bet}</span><span>${w.win}</span></h2>
<ol id="recentList"></ol><small id="noRounds" class="none" hidden>${w.noRounds}</small></section>
<section id="drawer" aria-label="${w.history}"><header><b>${escapeHtml(w.historyTitle)}</b><button id="close" aria-label="${w.close}">✕</button></header>
<div class="body">
<div><small>${w.seedHash}</small><div id="hash" class="mono"></div><small>${w.nextNonce} <span id="nonce"></span></small></div>
<div class="row"><label class="grow"><small>${w.clientSeed}</small><input id="cseed" maxlength="64" autocomplete="off"></label><button id="rotate">${w.rotate}</button></div>
<small>${escapeHtml(w.rotateHelp)}
<span class="mono">printf '%s' "client:n:0" | openssl dgst -sha256 -hmac SEED</span>.</small>
<table id="rounds"></table><button id="more" hidden>${w.more}</button>
<div><b>${w.revealedSeeds}</b><div id="revealed"></div></div>
<details><summary>${w.paytable}</summary><small>${escapeHtml(w.paytableHelp.replace('{scatter}', title.scatterPays.join(' / ')))}</small><table>${pays}</table></details>
</div></section>
${realityCheckHtml(cfg.language, gameExitPath(back))}
<script id="cfg" type="application/json">${escapeJson(client)}</script>
<script>${script}${realityCheckScript}</script>
</body></html>`;
}
