import { findCall, wpsCalls } from '@/lib/wps/calls';
import { formatBettingSlips, parseBettingSlips } from '@/lib/wps/schemas/lottery';

describe('the lottery gateway calls', () => {
  it('routes every /lgw call, the order detail by its id but never by a path in its place', () => {
    expect(findCall('GET', '/lgw/games')?.name).toBe('lotteryGames');
    expect(findCall('GET', '/lgw/draw')?.name).toBe('lotteryDraw');
    expect(findCall('POST', '/lgw/orders')?.name).toBe('lotteryOrders');
    expect(findCall('GET', '/lgw/orders/today')?.name).toBe('lotteryOrdersToday');
    expect(findCall('POST', '/lgw/orders/betting')?.name).toBe('lotteryBetting');
    expect(findCall('POST', '/lgw/orders/cancel')?.name).toBe('lotteryCancel');
    expect(findCall('GET', '/lgw/orders/detail/42/info')?.name).toBe('lotteryOrderDetail');
    expect(findCall('GET', '/lgw/orders/detail/../info')).toBeNull();
    expect(findCall('GET', '/lgw/orders/detail/42/other')).toBeNull();
    expect(findCall('POST', '/lgw/orders/detail/42/info')).toBeNull();
  });

  it('pages orders from 0 with the filters of WPS-PROTOCOL.md, and refuses an unknown status', () => {
    const q = wpsCalls.lotteryOrders.body.parse({ orderStatus: 'won', gameId: '5d-1m', numero: '', chasingStatus: 'running' });
    expect(q).toMatchObject({ page: 0, size: 20, orderStatus: 'won', gameId: '5d-1m', chasingStatus: 'running' });
    expect(q.numero).toBeUndefined();
    expect(wpsCalls.lotteryOrders.body.safeParse({ orderStatus: 'paid' }).success).toBe(false);
    expect(wpsCalls.lotteryOrders.body.safeParse({ page: -1 }).success).toBe(false);
  });

  it('cancels by an order or by a chase, exactly one of them', () => {
    expect(wpsCalls.lotteryCancel.body.safeParse({ orderNumber: 'L1' }).success).toBe(true);
    expect(wpsCalls.lotteryCancel.body.safeParse({ chasingOrder: 'C1' }).success).toBe(true);
    expect(wpsCalls.lotteryCancel.body.safeParse({}).success).toBe(false);
    expect(wpsCalls.lotteryCancel.body.safeParse({ orderNumber: 'L1', chasingOrder: 'C1' }).success).toBe(false);
  });
});

describe('bettingSlipString', () => {
  it('reads <balls>~1~<playId>~<mode>~<series>~<multiple> slips separated by ; and writes them back', () => {
    const text = '1,2|3|4|5|6~1~5d.all.straight~1~1950~2;big,odd~1~5d.sum~3~1950~1';
    const slips = parseBettingSlips(text);
    expect(slips).toEqual([
      { balls: '1,2|3|4|5|6', playId: '5d.all.straight', mode: 1, series: 1950, multiple: 2 },
      { balls: 'big,odd', playId: '5d.sum', mode: 3, series: 1950, multiple: 1 },
    ]);
    expect(formatBettingSlips(slips!)).toBe(text);
  });

  it('refuses a slip with a wrong field count, version, mode or multiple', () => {
    for (const bad of ['1~1~5d.sum~1~1950', '1~2~5d.position~1~1950~1', '1~1~5d.position~4~1950~1', '1~1~5d.position~1~1950~0', '~1~5d.sum~1~1950~1', '1~1~5d.sum~1~19.5~1', ''])
      expect(parseBettingSlips(bad)).toBeNull();
  });
});
