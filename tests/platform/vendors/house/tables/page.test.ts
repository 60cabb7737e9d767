/**
 * @jest-environment jsdom
 */
import { allSpots, spotCode } from '@/platform/src/vendors/house/roulette/bets';
import { tableGameIds } from '@/platform/src/vendors/house/tables/games';
import { tableText } from '@/platform/src/vendors/house/tables/page-text';
import { $, clearPageTimersAfterEach, FakeSocket, inAWhile, loadTablePage, renderTablePage, settle, tableRound, tableSnapshot } from '@/tests/support/table-page';

clearPageTimersAfterEach();

const snapshot = (over: Record<string, unknown> = {}) => tableSnapshot({ table: tableGameIds.roulette, timing: { betting_ms: 15000, result_ms: 7000 } }, over);

describe('the roulette page', () => {
  it('offers every spot of the European layout as a button with its name', async () => {
    document.documentElement.innerHTML = (await renderTablePage('/roulette')).replace(/^<!doctype html>\s*<html[^>]*>/, '');
    const spots = [...document.querySelectorAll<HTMLElement>('#layout [data-spot]')].map((b) => b.dataset.spot);
    expect(new Set(spots)).toEqual(new Set(allSpots().map(spotCode)));
    expect(spots).toHaveLength(allSpots().length);
    expect(document.querySelector('[data-spot="split:17-20"]')!.getAttribute('aria-label')).toBe('Split 17-20');
    expect(document.querySelector('[data-spot="dozen:2"]')!.textContent).toBe('2nd 12');
  });

  it('moves the token out of the address, sits, shows the balance, and follows the round pushed on its socket', async () => {
    const requests = await loadTablePage('/roulette', '/games/house/roulette?m=demo&token=tok_abcdefghijklmnop123&lang=EN', (p) =>
      p === '/session' ? { ok: true, value: snapshot() } : { ok: false, error: 'request.invalid' });
    expect(window.location.search).not.toContain('token');
    expect(requests[0]).toEqual({ path: '/session', body: { token: 'tok_abcdefghijklmnop123', game: tableGameIds.roulette } });
    expect($('bal').textContent).toBe('¥100.00');
    await settle();
    expect(FakeSocket.last!.url).toMatch(/\/games\/house\/api\/demo\/table\/ws\?game=house-roulette$/);
    expect(JSON.parse(FakeSocket.last!.sent[0]!)).toEqual({ type: 'hello', token: 'tok_abcdefghijklmnop123' });
    await settle(300);
    expect($('phase').textContent).toBe('Place your bets');
    expect(Number($('count').textContent)).toBeGreaterThanOrEqual(8);
    FakeSocket.last!.push({ type: 'round', table: tableGameIds.roulette, now: new Date().toISOString(), round: tableRound({ status: 'closed', closesAt: inAWhile(-1) }) });
    await settle(300);
    expect($('phase').textContent).toBe('No more bets');
  });

  it('stacks chips on spots, confirms them as one slip, and shows the balance the wallet answered', async () => {
    const requests = await loadTablePage('/roulette', '/games/house/roulette?m=demo&token=tok_abcdefghijklmnop123', (p, body) => {
      if (p === '/session') return { ok: true, value: snapshot() };
      if (p === '/bet') {
        const bets = body.bets as { spot: string; amount: string }[];
        return { ok: true, value: { slip: { id: '41', roundId: '7', spots: bets, stake: '15.00', payout: null, status: 'accepted' }, balance: '85.00' } };
      }
      return { ok: false, error: 'request.invalid' };
    });
    (document.querySelectorAll('.chip')[1] as HTMLElement).click(); // 5
    (document.querySelector('[data-spot="red"]') as HTMLElement).click();
    (document.querySelector('[data-spot="red"]') as HTMLElement).click();
    (document.querySelectorAll('.chip')[0] as HTMLElement).click(); // 1
    (document.querySelector('[data-spot="split:17-20"]') as HTMLElement).click();
    await settle(300);
    expect(document.querySelector('[data-spot="red"] .c')!.textContent).toBe('10');
    ($('confirm') as HTMLButtonElement).click();
    await settle();
    expect(requests.at(-1)).toEqual({
      path: '/bet', body: { token: 'tok_abcdefghijklmnop123', game: tableGameIds.roulette, roundId: '7', bets: [{ spot: 'red', amount: '10.00' }, { spot: 'split:17-20', amount: '1.00' }] },
    });
    expect($('bal').textContent).toBe('¥85.00');
    expect(document.querySelector('[data-spot="red"] .c')!.className).toBe('c');
    // The settlement comes on the socket, to this player alone, with the balance after it.
    FakeSocket.last!.push({ type: 'slip', table: tableGameIds.roulette, now: new Date().toISOString(), balance: '105.00', slip: { id: '41', status: 'settled', payout: '20.00', stake: '11.00', spots: [] } });
    expect($('bal').textContent).toBe('¥105.00');
    expect($('msg').textContent).toBe('You win ¥20.00');
  });

  it('says why a slip was refused, in the member’s language', async () => {
    await loadTablePage('/roulette', '/games/house/roulette?m=demo&token=tok_abcdefghijklmnop123', (p) =>
      p === '/session' ? { ok: true, value: snapshot() } : { ok: false, error: 'bet.limit' });
    (document.querySelector('[data-spot="straight:0"]') as HTMLElement).click();
    ($('confirm') as HTMLButtonElement).click();
    await settle();
    expect($('msg').textContent).toBe(tableText('EN')['bet.limit']);
  });
});

describe('the card tables’ pages', () => {
  it('draw the roads the server sends and deal the hand card by card', async () => {
    const board = {
      bead: [{ col: 0, row: 0, winner: 'banker', marks: {} }, { col: 0, row: 1, winner: 'player', marks: {} }],
      big: { cells: [{ col: 0, row: 0, winner: 'banker', ties: 1 }, { col: 1, row: 0, winner: 'player', ties: 0 }], leadingTies: 0 },
      counts: { banker: 1, player: 1, tie: 0 }, hands: 2,
    };
    const outcome = { player: [0, 12], banker: [8, 13], playerTotal: 1, bankerTotal: 0, winner: 'player', playerPair: false, bankerPair: false, natural: false, hand: 2, left: 300 };
    await loadTablePage('/baccarat', '/games/house/baccarat?m=demo&token=tok_abcdefghijklmnop123', (p) =>
      p === '/session' ? { ok: true, value: snapshot({ table: tableGameIds.baccarat, board }) } : { ok: false, error: 'request.invalid' });
    expect(document.querySelectorAll('#bead i')).toHaveLength(2);
    expect(document.querySelectorAll('#big i b')).toHaveLength(1);
    expect($('counts').textContent).toBe('Banker 1Player 1Tie 0');
    FakeSocket.last!.push({ type: 'round', table: tableGameIds.baccarat, now: new Date().toISOString(), board, round: tableRound({ status: 'drawn', outcome, closesAt: inAWhile(-1) }) });
    await settle(2500);
    expect([...document.querySelectorAll('#cards-player .card')].map((c) => c.textContent)).toEqual(['A♠', 'K♠']);
    expect([...document.querySelectorAll('#cards-banker .card')].map((c) => c.textContent)).toEqual(['9♠', 'A♥']);
    expect($('hand-player').className).toContain('won');
    expect(document.querySelector('#areas [data-spot="player"]')!.className).toContain('win');
  });

  it('reads Chinese when the member does', async () => {
    const html = await renderTablePage('/dragon-tiger', 'ZH');
    expect(html).toContain('<title>龙虎</title>');
    expect(html).toContain('aria-label="同花和"');
  });
});
