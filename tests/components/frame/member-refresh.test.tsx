/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { MemberRefresh, memberRefreshMinGap_ms } from '@/components/frame/member-refresh';
import { balancePoll_ms } from '@/lib/wallet';
import { checkAnswer, wpsAnswer, wpsRefusal } from '@/tests/support/wps-answer';
import { balanceValue } from '@/tests/support/wps-values';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

/** The BFF's balance answer, as the poll reads it. */
let upstreamBalance: number | null = 100;
const fetchMock = jest.fn(async () => ({
  json: async () => checkAnswer('GET', '/wps/v2/wallets/balance',
    upstreamBalance === null ? wpsRefusal('walletsBalance', 'login.not.session') : wpsAnswer('walletsBalance', balanceValue(upstreamBalance))),
}));

describe('MemberRefresh', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    refresh.mockClear();
    fetchMock.mockClear();
    upstreamBalance = 100;
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it('renews member info when the member comes back to the window, at most every 30 s', () => {
    render(<MemberRefresh sumBalance={100} />);
    window.dispatchEvent(new Event('focus'));
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(memberRefreshMinGap_ms);
    window.dispatchEvent(new Event('focus'));
    expect(refresh).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(memberRefreshMinGap_ms);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('re-reads the balance while visible and re-renders only when it moved', async () => {
    render(<MemberRefresh sumBalance={100} />);
    await act(async () => {
      jest.advanceTimersByTime(balancePoll_ms);
    });
    expect(fetchMock).toHaveBeenCalledWith('/wps/v2/wallets/balance', expect.objectContaining({ method: 'GET' }));
    expect(refresh).not.toHaveBeenCalled();
    upstreamBalance = 250.5;
    await act(async () => {
      jest.advanceTimersByTime(balancePoll_ms);
    });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('leaves the page alone when the balance cannot be read', async () => {
    upstreamBalance = null;
    render(<MemberRefresh sumBalance={100} />);
    await act(async () => {
      jest.advanceTimersByTime(balancePoll_ms * 2);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(refresh).not.toHaveBeenCalled();
  });
});
