import { realityText } from './page-text';

/**
 * The reality check of every house game page (the slot, the live tables, bingo): one fragment of
 * CSS, markup and script that each page includes, so the reminder looks and behaves the same
 * everywhere. The page asks `POST /games/house/api/<merchant>/realityCheck {token}` once it has
 * its token, and again at each whole interval of the member's login session (the interval and the
 * session's time are the platform's, README, Reality check): a modal with the time played and the
 * session's bets, staked, paid and net, Continue (until the next interval) or Leave (the page's
 * exit: the lobby screen the game was launched from). Interval 0 (off, trial, free play) shows
 * nothing. A fixed overlay, hidden until it shows: it never moves the page under it.
 */

export const realityCheckCss = `
#rc{position:fixed;inset:0;z-index:100;display:flex;align-items:center;justify-content:center;padding:16px;background:#000b}
#rc[hidden]{display:none!important}
#rc .rc-box{width:100%;max-width:360px;background:#1c2029;color:#f2f2f2;border-radius:16px;padding:18px 16px 14px;box-shadow:0 12px 32px #000c;
  font:15px/1.35 system-ui,sans-serif;user-select:text}
#rc h2{font-size:18px;margin:0 0 8px}
#rc p{margin:0 0 10px}
#rc dl{display:grid;grid-template-columns:1fr auto;gap:6px 12px;margin:0 0 14px;font-variant-numeric:tabular-nums}
#rc dt{color:#9aa0aa}
#rc dd{margin:0;text-align:right;font-weight:700}
#rc .rc-actions{display:grid;grid-template-columns:1fr 1fr;gap:10px}
#rc .rc-actions>*{display:flex;align-items:center;justify-content:center;min-height:44px;border-radius:12px;border:0;font:600 15px system-ui,sans-serif;
  text-decoration:none;cursor:pointer}
#rcLeave{background:#2b303b;color:#f2f2f2}
#rcContinue{background:#f59f00;color:#1b1400}
`;

const escapeHtml = (s: string): string => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The dialog, hidden; `exit` is the page's checked exit path (gameExitPath), where Leave goes. */
export function realityCheckHtml(language: string, exit: string): string {
  const t = realityText(language);
  // The words the script puts together at play time ride in an attribute: no script element of its own.
  const words = escapeHtml(JSON.stringify({ played: t.played, hours: t.hours, minutes: t.minutes }));
  return `<div id="rc" role="dialog" aria-modal="true" aria-labelledby="rcTitle" aria-describedby="rcPlayed" data-words="${words}" hidden><div class="rc-box">
<h2 id="rcTitle">${escapeHtml(t.title)}</h2><p id="rcPlayed"></p>
<dl><dt>${escapeHtml(t.bets)}</dt><dd id="rcBets"></dd><dt>${escapeHtml(t.stake)}</dt><dd id="rcStake"></dd><dt>${escapeHtml(t.payout)}</dt><dd id="rcPayout"></dd><dt>${escapeHtml(t.net)}</dt><dd id="rcNet"></dd></dl>
<div class="rc-actions"><a id="rcLeave" href="${escapeHtml(exit)}">${escapeHtml(t.leave)}</a><button id="rcContinue" type="button">${escapeHtml(t.continue)}</button></div>
</div></div>`;
}

/**
 * `realityCheck(url, token, money, onShow)`: starts the reminders of a page once it has its
 * token. `url` is the merchant's realityCheck call, `money` the page's formatter of a decimal
 * string, `onShow` what the game pauses while the dialog is up (the slot's autoplay). The next
 * reminder is timed from the platform's figure of the time played (not the phone's clock), a
 * second late so the platform's count has reached the whole interval when it is asked again.
 */
export const realityCheckScript = `
function realityCheck(url,token,money,onShow){
  const el=id=>document.getElementById(id),box=el('rc'),w=JSON.parse(box.dataset.words);let timer=null,last=null;
  const ask=()=>fetch(url,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({token})})
    .then(r=>r.json()).then(j=>j&&j.ok?j.value:null).catch(()=>null);
  // Shown when the session has passed a whole interval (of the setting now) since v was read; a
  // member who changed the interval meanwhile is reminded on the new one. No answer: ask again in a minute.
  function schedule(v){
    clearTimeout(timer);if(!v||!(v.minutes>0))return;
    const every=v.minutes*60000,played=v.playedSeconds*1000;
    timer=setTimeout(()=>fire(v),(Math.floor(played/every)+1)*every-played+1000)}
  async function fire(v){
    const n=await ask();if(!n){timer=setTimeout(()=>fire(v),60000);return}
    const whole=s=>Math.floor(s/(n.minutes*60));
    if(n.minutes>0&&whole(n.playedSeconds)>whole(v.playedSeconds))show(n);else schedule(n)}
  function show(v){
    last=v;const m=Math.floor(v.playedSeconds/60),h=Math.floor(m/60);
    el('rcPlayed').textContent=w.played.replace('{time}',(h?w.hours.replace('{h}',h):'')+w.minutes.replace('{m}',m%60));
    el('rcBets').textContent=v.bets;el('rcStake').textContent=money(v.stake);el('rcPayout').textContent=money(v.payout);el('rcNet').textContent=money(v.net);
    if(onShow)onShow();box.hidden=false;el('rcContinue').focus()}
  el('rcContinue').onclick=()=>{box.hidden=true;schedule(last)};
  ask().then(schedule)}
`;
