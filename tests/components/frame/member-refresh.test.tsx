/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { MemberRefresh, memberRefreshMinGap_ms } from '@/components/frame/member-refresh';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

describe('MemberRefresh', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    refresh.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('renews member info when the member comes back to the window, at most every 30 s', () => {
    render(<MemberRefresh />);
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
});
