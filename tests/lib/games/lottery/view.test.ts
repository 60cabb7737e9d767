import { chosenGame, countdownText, drawPhase, lotteryScreenPath, lotteryTabOf, lotteryVerifyHref, prizeAtSeries, rebatePercent, seriesChoices } from '@/lib/games/lottery/view';

describe('the lottery screens’ rules', () => {
  const draw = { closeTime: '2026-11-25T06:30:50.000Z', drawTime: '2026-11-25T06:31:00.000Z' };

  it('says a draw is open until its close, closed until its draw, then drawing', () => {
    expect(drawPhase(Date.parse('2026-11-25T06:30:49.999Z'), draw)).toBe('open');
    expect(drawPhase(Date.parse(draw.closeTime), draw)).toBe('closed');
    expect(drawPhase(Date.parse(draw.drawTime), draw)).toBe('drawing');
  });

  it('counts down in m:ss rounded up, h:mm:ss from an hour, never below 0:00', () => {
    expect(countdownText(49_001)).toBe('0:50');
    expect(countdownText(270_000)).toBe('4:30');
    expect(countdownText(3_600_000)).toBe('1:00:00');
    expect(countdownText(-5)).toBe('0:00');
  });

  it('offers the series from the maximum down by tens, the default among them', () => {
    const choices = seriesChoices({ min: 1700, max: 1980, default: 1950 });
    expect(choices[0]).toBe(1980);
    expect(choices.at(-1)).toBe(1700);
    expect(choices).toContain(1950);
    expect(choices).toHaveLength(29);
    expect(seriesChoices({ min: 1700, max: 1955, default: 1955 }).slice(0, 2)).toEqual([1955, 1950]);
  });

  it('shows a Tradition prize at the member’s series and Entertainment odds unchanged', () => {
    expect(prizeAtSeries(975, 'trad', 1800, 1950)).toBe('900');
    expect(prizeAtSeries(2.145, 'trad', 1800, 1950)).toBe('1.98');
    expect(prizeAtSeries(1.98, 'ent', 1800, 1950)).toBe('1.98');
    expect(rebatePercent(1950, 1980)).toBe('1.5');
    expect(rebatePercent(1980, 1980)).toBe('0');
  });

  it('opens the asked game of the screen’s type, else its first', () => {
    const games = [{ gameId: '5d-1m', gameType: 'LOTT' }, { gameId: '11x5-1m', gameType: 'ELOTT' }, { gameId: '11x5-5m', gameType: 'ELOTT' }];
    expect(chosenGame(games, 'ELOTT', '11x5-5m')?.gameId).toBe('11x5-5m');
    expect(chosenGame(games, 'ELOTT', '5d-1m')?.gameId).toBe('11x5-1m');
    expect(chosenGame([], 'LOTT', undefined)).toBeNull();
    expect(lotteryTabOf('orders')).toBe('orders');
    expect(lotteryTabOf('x')).toBe('bet');
    expect(lotteryScreenPath('ELOTT', '11x5-1m')).toBe('/m/elott?game=11x5-1m');
  });

  it('links a result to the verification page with its format and seeds in the fragment, never the query', () => {
    const href = lotteryVerifyHref('11x5', { serverSeed: 'ab'.repeat(32), clientSeed: 'c+d' });
    expect(href).toBe(`/games/house/lottery/verify#f=11x5&s=${'ab'.repeat(32)}&c=c%2Bd`);
  });
});
