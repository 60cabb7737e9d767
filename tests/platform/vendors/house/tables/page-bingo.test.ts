/**
 * @jest-environment jsdom
 */
import { cardFromSeeds } from '@/platform/src/vendors/house/bingo/card';
import { bingoPaytable } from '@/platform/src/vendors/house/bingo/paytable';
import { houseBingoGameId } from '@/platform/src/vendors/house/launch';
import { tableText } from '@/platform/src/vendors/house/tables/page-text';
import { $, clearPageTimersAfterEach, FakeSocket, inAWhile, loadTablePage, renderTablePage, settle, tableRound, tableSnapshot } from '@/tests/support/table-page';

clearPageTimersAfterEach();

const snapshot = (over: Record<string, unknown> = {}) => tableSnapshot({ table: houseBingoGameId, timing: { betting_ms: 15000, result_ms: 5000, calling_ms: 12000 } }, over);

const seed = 'cd'.repeat(32);
const cards = (n: number, slip = '41') => Array.from({ length: n }, (_, k) => [...cardFromSeeds(seed, `card:${slip}`, k)]);
const url = '/games/house/bingo?m=demo&token=tok_abcdefghijklmnop123&lang=EN';

describe('the bingo page', () => {
  it('publishes the paytable and sells cards at the chosen price from the dock, under the thumb', async () => {
    const requests = await loadTablePage('/bingo', url, (p, body) => {
      if (p === '/session') return { ok: true, value: snapshot() };
      if (p === '/bet') {
        const bets = body.bets as { spot: string; amount: string }[];
        return { ok: true, value: { slip: { id: '41', roundId: '7', spots: [{ ...bets[0]!, tickets: cards(3) }], stake: '1.50', payout: null, status: 'accepted' }, balance: '98.50' } };
      }
      return { ok: false, error: 'request.invalid' };
    });
    expect(document.title).toBe('Bingo');
    expect([...document.querySelectorAll('#pt td')].map((td) => td.textContent)).toEqual([
      'Line', '× 1', 'Two lines', '× 2', 'Four corners', '× 5', 'X', '× 25', 'Full house', '× 10,000',
    ]);
    expect([...document.querySelectorAll('.chip')].map((c) => c.textContent)).toEqual(['0.10', '0.20', '0.50', '1', '2', '5']);
    expect($('dock').contains($('buy'))).toBe(true);
    expect($('nocards').hidden).toBe(false);
    (document.querySelectorAll('.chip')[2] as HTMLElement).click(); // 0.50
    for (let i = 0; i < 3; i++) $('buy').click();
    await settle(300);
    ($('confirm') as HTMLButtonElement).click();
    await settle();
    expect(requests.at(-1)).toEqual({
      path: '/bet', body: { token: 'tok_abcdefghijklmnop123', game: houseBingoGameId, roundId: '7', bets: [{ spot: 'card:50', amount: '1.50' }] },
    });
    expect($('bal').textContent).toBe('¥98.50');
    const shown = [...document.querySelectorAll('#cards .bc')];
    expect(shown).toHaveLength(3);
    expect(shown[0]!.querySelector('h4 span')!.textContent).toBe('Card 1 · ¥0.50');
    // The card as sold: B I N G O, then its 25 cells row by row with the free centre.
    const cells = [...shown[0]!.querySelectorAll('.grid span:not(.h)')].map((c) => c.textContent);
    expect(cells).toEqual(cards(1)[0]!.map((n, i) => (i === 12 ? '★' : String(n))));
    expect($('nocards').hidden).toBe(true);
  });

  it('daubs the cards as the balls are called from the close, announces the winners, and says what the card won once paid', async () => {
    const mine = cards(2);
    // The first 40 balls: every number of the first card, then others; the page calls one every 300 ms from the close.
    const first = mine[0]!.filter((n) => n > 0);
    const rest = Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => !first.includes(n));
    const balls = [...first, ...rest].slice(0, bingoPaytable.balls_drawn);
    const slip = { id: '41', roundId: '7', spots: [{ spot: 'card:100', amount: '2.00', tickets: mine }], stake: '2.00', payout: null, status: 'accepted' };
    await loadTablePage('/bingo', url, (p) => (p === '/session' ? { ok: true, value: snapshot({ slips: [slip] }) } : { ok: false, error: 'request.invalid' }));
    expect(document.querySelectorAll('#cards .bc')).toHaveLength(2);
    const outcome = { balls, winners: [{ pattern: 'line', at: 5, cards: 3 }, { pattern: 'fullHouse', at: 24, cards: 1 }] };
    // The close was 6.1 s ago: 21 balls are up, the 22nd at 6.3 s (a loaded machine may be a ball or two later).
    FakeSocket.last!.push({ type: 'round', table: houseBingoGameId, now: new Date().toISOString(), round: tableRound({ status: 'drawn', closesAt: inAWhile(-6_100), outcome }) });
    await settle(150);
    expect($('phase').textContent).toBe('Calling balls…');
    const called = Number($('ncalled').textContent!.split(' ')[0]);
    expect(called).toBeGreaterThanOrEqual(21);
    expect(called).toBeLessThanOrEqual(23);
    expect($('ncalled').textContent).toBe(`${called} / 40 called`);
    // The first card's numbers are the first balls: one daub per call.
    expect(document.querySelectorAll('#cards .bc')[0]!.querySelectorAll('.grid span.d')).toHaveLength(called);
    expect($('winners').textContent).toBe('Winners: Line · 3 card(s) at ball 5');
    await settle(1_000);
    // At least the 24th (a loaded machine may run later); never more than the 40 of the round.
    expect(Number($('ncalled').textContent!.split(' ')[0])).toBeGreaterThanOrEqual(24);
    expect($('winners').textContent).toContain('Full house · 1 card(s) at ball 24');
    const card = document.querySelectorAll('#cards .bc')[0]!;
    expect(card.classList.contains('won')).toBe(true);
    expect(card.querySelector('h4 b')!.textContent).toBe('Full house ×10000');
    FakeSocket.last!.push({ type: 'slip', table: houseBingoGameId, now: new Date().toISOString(), slip: { ...slip, status: 'settled', payout: '10000.00' }, balance: '10098.00' });
    await settle();
    expect($('msg').textContent).toBe('You win ¥10,000.00');
    expect($('bal').textContent).toBe('¥10,098.00');
  });

  it('says in the game’s words why a purchase was refused: over 12 cards, or not whole cards', async () => {
    let refusal = 'bet.limit';
    await loadTablePage('/bingo', url, (p) => (p === '/session' ? { ok: true, value: snapshot() } : { ok: false, error: refusal }));
    $('buy').click();
    await settle(300);
    ($('confirm') as HTMLButtonElement).click();
    await settle();
    expect($('msg').textContent).toBe('At most 12 cards a round');
    refusal = 'bet.invalid';
    $('buy').click();
    await settle(300);
    ($('confirm') as HTMLButtonElement).click();
    await settle();
    expect($('msg').textContent).toBe('Cards are sold whole, at the listed prices');
  });

  it('links a purchase in the history to the verification page with its seeds, number and card count', async () => {
    const slip = { id: '41', roundId: '7', spots: [{ spot: 'card:50', amount: '1.00', tickets: cards(2) }], stake: '1.00', payout: '0.50', status: 'settled' };
    await loadTablePage('/bingo', url, (p) => {
      if (p === '/session') return { ok: true, value: snapshot() };
      if (p === '/history') return { ok: true, value: { slips: [{ ...slip, round: tableRound({ status: 'settled', serverSeed: seed, clientSeed: 'ef'.repeat(32), outcome: { balls: [1, 2, 3], winners: [] } }) }] } };
      return { ok: false, error: 'request.invalid' };
    });
    $('hist').click();
    await settle();
    const row = document.querySelector('#slips .slip')!;
    expect(row.textContent).toContain('Card ¥0.50 ¥1.00');
    expect(row.textContent).toContain('Called balls 3');
    const link = new URL(row.querySelector('a')!.getAttribute('href')!, 'http://x');
    expect(link.pathname).toBe('/games/house/bingo/verify');
    expect(Object.fromEntries(new URLSearchParams(link.hash.slice(1)))).toMatchObject({ s: seed, c: 'ef'.repeat(32), b: '41', n: '2' });
  });

  it('speaks every language of the lobby', async () => {
    const titles = await Promise.all(['EN', 'ZH', 'TH', 'VI', 'ID'].map(async (l) => /<title>([^<]*)<\/title>/.exec(await renderTablePage('/bingo', l))![1]));
    expect(titles).toEqual(['Bingo', '宾果', 'บิงโก', 'Bingo', 'Bingo']);
    const en = tableText('EN');
    for (const l of ['ZH', 'TH', 'VI', 'ID']) {
      const t = tableText(l);
      for (const k of ['buyCard', 'calling', 'fullHouse', 'bingoFairness', 'cardLimit', 'cardInvalid', 'noCards'] as const) expect([l, k, t[k]]).not.toEqual([l, k, en[k]]);
    }
  });
});
