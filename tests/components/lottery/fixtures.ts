import type { LotteryDrawValue, LotteryGame, LotteryGamesValue, LotteryOrder } from '@/lib/wps/schemas/lottery';

/** Small factories of the lottery gateway's values (lib/wps/schemas/lottery.ts), as the platform answers them. */
export const cny = { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };
export const series = { min: 1700, max: 1980, default: 1950 };

export const fiveD = (gameId = '5d-1m', intervalSeconds = 60): LotteryGame => ({
  gameId, gameName: gameId === '5d-1m' ? '5D 1 minute' : '5D 5 minutes', format: '5d', gameType: 'LOTT', intervalSeconds,
  plays: [
    { playId: '5d.all.straight', playType: 'trad', prizes: { prize: 97500 } },
    { playId: '5d.front3.straight', playType: 'trad', prizes: { prize: 975 } },
    { playId: '5d.back2.straight', playType: 'trad', prizes: { prize: 97.5 } },
    { playId: '5d.sum', playType: 'ent', prizes: { big: 1.98, small: 1.98, odd: 1.98, even: 1.98 } },
    { playId: '5d.dragonTiger', playType: 'ent', prizes: { dragon: 2.2, tiger: 2.2, tie: 9.5 } },
  ],
});

export const gamesValue = (prizeMode: LotteryGamesValue['prizeMode'] = 'ELOTT'): LotteryGamesValue => ({
  prizeMode, series, games: [fiveD(), fiveD('5d-5m', 300)],
});

/** A draw open for `closeIn_ms` more, drawn 10 s after its close, with one recent result. */
export const drawValue = (numero: string, now_ms: number, closeIn_ms = 30_000, recent: number[] = [3, 3, 0, 9, 3]): LotteryDrawValue => ({
  gameId: '5d-1m',
  current: {
    numero,
    closeTime: new Date(now_ms + closeIn_ms).toISOString(),
    drawTime: new Date(now_ms + closeIn_ms + 10_000).toISOString(),
    serverSeedHash: 'a'.repeat(64),
  },
  recent: [{ numero: '5d-1m-20261125-0390', drawTime: '2026-11-25T06:30:00.000Z', result: recent, serverSeedHash: 'b'.repeat(64), serverSeed: 'c'.repeat(64), clientSeed: 'd'.repeat(64) }],
});

export const order = (over: Partial<LotteryOrder> = {}): LotteryOrder => ({
  orderId: 7, orderNumber: 'LO7', gameId: '5d-1m', numero: '5d-1m-20261125-0391', playId: '5d.sum', balls: 'big', series: 1950, multiple: 1,
  betCount: 1, betAmount: 1, winAmount: 0, orderStatus: 'open', chasingOrder: null, createTime: '2026-11-25T06:30:10.000Z', result: null, ...over,
});
