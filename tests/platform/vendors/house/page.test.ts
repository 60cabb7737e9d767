/**
 * @jest-environment jsdom
 */
import { defaultCurrency, formatDecimalText, type MoneyFormat } from '@/lib/format';
import { slotPage } from '@/platform/src/vendors/house/page';
import { fairRound } from '@/platform/src/vendors/house/slot/round';

const noHistory = { rounds: [], revealedSeeds: [], next: null };

/** Loads the page into jsdom with a stand-in house API (`history` answers /history) and runs its script. */
function load(
  url: string, answers: (path: string, body: Record<string, unknown>) => unknown, language = 'EN', history: unknown = noHistory, money: MoneyFormat = defaultCurrency,
) {
  const html = slotPage({ merchant: 'demo', gameId: 'house-lucky-5', language, money });
  window.history.replaceState(null, '', url);
  document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html[^>]*>/, '').replace(/<\/html>$/, '');
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace('/games/house/api/demo', '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    requests.push({ path, body });
    return { json: async () => (path === '/history' ? { ok: true, value: history } : answers(path, body)) } as Response;
  }) as typeof fetch;
  const script = html.split('<script>')[1]!.split('</script>')[0]!;
  window.eval(script);
  return requests;
}

const session = {
  gameId: 'house-lucky-5', freePlay: false, balance: '100.00', currency: 'CNY', minorDigits: 2,
  coinValues: ['0.01', '0.02', '0.05', '0.10'], lines: 20, serverSeedHash: 'ab'.repeat(32), clientSeed: 'seed-1', nonce: 0,
};
const settle = () => new Promise((r) => setTimeout(r, 600));
const $ = (id: string) => document.getElementById(id)!;

describe('the slot page', () => {
  it('moves the launch token out of the address bar and sends it with every call', async () => {
    const requests = load('/games/house/slot?m=demo&token=tok_abcdefghijklmnop123&lang=EN', () => ({ ok: true, value: { token: null, session } }));
    await settle();
    expect(window.location.search).not.toContain('token');
    expect(sessionStorage.getItem('house:demo:house-lucky-5')).toBe('tok_abcdefghijklmnop123');
    expect(requests[0]).toEqual({ path: '/session', body: { token: 'tok_abcdefghijklmnop123', game: 'house-lucky-5', freePlay: false } });
    expect($('bal').textContent).toBe('¥100.00');
    expect($('bet').textContent).toBe('¥0.20');
    expect(document.querySelectorAll('#reels .cell')).toHaveLength(15);
  });

  it('spins: shows the window, the win and the balance the server answered', async () => {
    const round = fairRound('cd'.repeat(32), 'seed-1', 0);
    const requests = load('/games/house/slot?m=demo&token=tok_abcdefghijklmnop123', (path) => path === '/spin'
      ? { ok: true, value: { roundId: '1', nonce: 0, bet: '0.20', win: (round.coins * 0.01).toFixed(2), coins: round.coins, round, balance: '99.80', settled: true } }
      : { ok: true, value: { token: null, session } });
    await settle();
    $('minus').click(); // already the smallest coin
    $('spin').click();
    await new Promise((r) => setTimeout(r, 1500 + round.freeSpins.length * 700));
    expect(requests.find((r) => r.path === '/spin')!.body).toEqual({ token: 'tok_abcdefghijklmnop123', coinValue: '0.01' });
    expect($('bal').textContent).toBe('¥99.80');
    const shown = [...document.querySelectorAll<HTMLElement>('#reels .cell')].map((c) => c.dataset.s);
    const last = round.freeSpins.at(-1) ?? round.base;
    expect(shown.slice(0, 5)).toEqual(last.window.map((reel) => reel[0]));
  });

  it('celebrates a big win over the reels with its words and the amount, until tapped', async () => {
    const round = fairRound('cd'.repeat(32), 'seed-1', 0);
    load('/games/house/slot?m=demo&token=tok_abcdefghijklmnop123', (path) => path === '/spin'
      ? { ok: true, value: { roundId: '1', nonce: 0, bet: '0.20', win: '2.40', coins: 240, round: { ...round, freeSpins: [] }, balance: '102.20', settled: true, tier: 'big' } }
      : { ok: true, value: { token: null, session } });
    await settle();
    expect($('party').className).toBe('');
    $('spin').click();
    await new Promise((r) => setTimeout(r, 1000));
    expect($('party').className).toBe('show');
    expect($('party').dataset.tier).toBe('big');
    expect($('tier').textContent).toBe('BIG WIN');
    // Play waits for a big win's celebration; a tap ends it.
    expect(($('spin') as HTMLButtonElement).disabled).toBe(true);
    $('party').click();
    await settle();
    expect($('party').className).toBe('');
    expect(($('spin') as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps sound off until turned on, and remembers the choice on this device', async () => {
    localStorage.clear();
    load('/games/house/slot?m=demo&token=tok_abcdefghijklmnop123', () => ({ ok: true, value: { token: null, session } }));
    await settle();
    expect($('sound').getAttribute('aria-pressed')).toBe('false');
    $('sound').click();
    expect($('sound').getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('house:sound')).toBe('on');
    load('/games/house/slot?m=demo&token=tok_abcdefghijklmnop123', () => ({ ok: true, value: { token: null, session } }));
    await settle();
    expect($('sound').getAttribute('aria-pressed')).toBe('true');
  });

  it('lists the member\'s rounds from the game server at launch, and each new spin on top', async () => {
    const earlier = [
      { roundId: '7', nonce: 1, bet: '2.00', win: '5.40', freeSpins: 10, status: 'settled', createdAt: new Date().toISOString(), serverSeedHash: 'ab'.repeat(32), serverSeed: null, clientSeed: 'c' },
      { roundId: '3', nonce: 0, bet: '0.20', win: '0.00', freeSpins: 0, status: 'rolled_back', createdAt: '2026-01-02T03:04:00Z', serverSeedHash: 'ab'.repeat(32), serverSeed: null, clientSeed: 'c' },
    ];
    const round = fairRound('cd'.repeat(32), 'seed-1', 0);
    const requests = load('/games/house/slot?m=demo&token=tok_abcdefghijklmnop123', (path) => path === '/spin'
      ? { ok: true, value: { roundId: '8', nonce: 2, bet: '0.20', win: '0.00', coins: 0, round: { ...round, freeSpins: [] }, balance: '99.80', settled: true, tier: null } }
      : { ok: true, value: { token: null, session } }, 'EN', { rounds: earlier, revealedSeeds: [], next: null });
    await settle();
    expect(requests.find((r) => r.path === '/history')!.body).toEqual({ token: 'tok_abcdefghijklmnop123', limit: 20 });
    const rows = () => [...document.querySelectorAll('#recentList li')].map((li) => [...li.children].slice(1).map((c) => c.textContent));
    expect(rows()).toEqual([['¥2.00', '¥5.40 · 10 free spins'], ['¥0.20', '¥0.00 · stake returned']]);
    expect(($('noRounds') as HTMLElement).hidden).toBe(true);
    $('spin').click();
    await new Promise((r) => setTimeout(r, 1500));
    expect(rows()[0]).toEqual(['¥0.20', '¥0.00']);
    expect(rows()).toHaveLength(3);
  });

  it('says so when the member has no rounds yet', async () => {
    load('/games/house/slot?m=demo&token=tok_abcdefghijklmnop123', () => ({ ok: true, value: { token: null, session } }));
    await settle();
    expect(($('noRounds') as HTMLElement).hidden).toBe(false);
    expect($('noRounds').textContent).toBe('No rounds yet: your spins show here.');
  });

  it('says why a bet was refused', async () => {
    load('/games/house/slot?m=demo&token=tok_abcdefghijklmnop123', (path) => path === '/spin'
      ? { ok: false, error: 'funds.insufficient', balance: '0.05' }
      : { ok: true, value: { token: null, session: { ...session, balance: '0.05' } } });
    await settle();
    $('spin').click();
    await settle();
    expect($('msg').textContent).toBe('Not enough balance for this bet');
    expect($('msg').className).toBe('err');
  });

  it('speaks the member\'s language: Chinese and Thai in full, English for a language it does not have', async () => {
    load('/games/house/slot?m=demo&token=tok_abcdefghijklmnop123', (path) => path === '/spin'
      ? { ok: false, error: 'funds.insufficient', balance: '0.05' }
      : { ok: true, value: { token: null, session: { ...session, balance: '0.05' } } }, 'ZH');
    await settle();
    expect(document.title).toBe('幸运 5');
    expect($('spin').textContent).toBe('旋转');
    expect($('coin').textContent).toBe('硬币 0.01');
    $('spin').click();
    await settle();
    expect($('msg').textContent).toBe('余额不足，无法下注');

    load('/games/house/slot?m=demo&token=tok_abcdefghijklmnop123', () => ({ ok: true, value: { token: null, session } }), 'TH');
    await settle();
    expect($('spin').textContent).toBe('หมุน');
    expect($('coin').textContent).toBe('เหรียญ 0.01');

    load('/games/house/slot?m=demo&token=tok_abcdefghijklmnop123', () => ({ ok: true, value: { token: null, session } }), 'KO');
    await settle();
    expect($('spin').textContent).toBe('SPIN');
    expect($('coin').textContent).toBe('coin 0.01');
  });

  it('writes every amount in the merchant\'s money, by lib/format\'s formatter, never the currency code', async () => {
    const baht: MoneyFormat = { symbol: '฿', pattern: '#,##0.00', minorDigits: 2 };
    load('/games/house/slot?m=demo&token=tok_abcdefghijklmnop123', () => ({ ok: true, value: { token: null, session: { ...session, balance: '12345.6', currency: 'THB' } } }), 'EN', noHistory, baht);
    await settle();
    expect($('bal').textContent).toBe('฿12,345.60');
    expect($('bal').textContent).toBe(formatDecimalText('12345.6', baht));
    expect($('bet').textContent).toBe('฿0.20');
    expect($('win').textContent).toBe('฿0.00');
    expect(document.querySelector('header')!.textContent).not.toContain('THB');
  });

  it('marks the balance as play money for a trial member\'s wallet and in free play, and not for real money', async () => {
    load('/games/house/slot?m=demo&token=tok_abcdefghijklmnop123&money=play', () => ({ ok: true, value: { token: null, session } }));
    await settle();
    expect(($('play') as HTMLElement).hidden).toBe(false);
    expect($('play').textContent).toBe('Play money');
    expect($('play').parentElement!.contains($('bal'))).toBe(true);

    load('/games/house/slot?m=demo&mode=free', () => ({ ok: true, value: { token: 'fp_abcdefghijklmnop123', session: { ...session, freePlay: true } } }), 'ZH');
    await settle();
    expect(($('play') as HTMLElement).hidden).toBe(false);
    expect($('play').textContent).toBe('试玩金');

    load('/games/house/slot?m=demo&token=tok_abcdefghijklmnop123', () => ({ ok: true, value: { token: null, session } }));
    await settle();
    expect(($('play') as HTMLElement).hidden).toBe(true);
  });
});
