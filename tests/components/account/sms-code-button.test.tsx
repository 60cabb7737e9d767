/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { SmsCodeButton } from '@/components/account/sms-code-button';
import { renderWithIntl } from '../frame/render';

const now = 1_750_000_000_000;

beforeEach(() => {
  jest.useFakeTimers({ now });
});
afterEach(() => {
  jest.useRealTimers();
});

async function tap() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('sms-code-button'));
  });
}

const button = () => screen.getByTestId('sms-code-button') as HTMLButtonElement;

describe('SmsCodeButton (SPEC §4)', () => {
  it('disables itself and counts the seconds down every 500 ms until the server expiration, then is ready again', async () => {
    renderWithIntl(<SmsCodeButton onSend={async () => Date.now() + 3_000} />);
    expect(button().textContent).toBe('Get code');
    await tap();
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('3s');
    expect(button().getAttribute('aria-label')).toBe('Get a new code in 3 seconds');

    act(() => void jest.advanceTimersByTime(500));
    expect(button().textContent).toBe('3s');
    act(() => void jest.advanceTimersByTime(500));
    expect(button().textContent).toBe('2s');
    act(() => void jest.advanceTimersByTime(1_000));
    expect(button().textContent).toBe('1s');
    act(() => void jest.advanceTimersByTime(1_000));
    expect(button().textContent).toBe('Get code');
    expect(button().disabled).toBe(false);
  });

  it('counts the 60 s default', async () => {
    const { smsExpiry } = await import('@/lib/auth/sms-countdown');
    renderWithIntl(<SmsCodeButton onSend={async () => smsExpiry(Date.now(), undefined)} />);
    await tap();
    expect(button().textContent).toBe('60s');
    act(() => void jest.advanceTimersByTime(59_500));
    expect(button().textContent).toBe('1s');
    act(() => void jest.advanceTimersByTime(500));
    expect(button().textContent).toBe('Get code');
  });

  it('stays ready when nothing was sent', async () => {
    const onSend = jest.fn(async () => null);
    renderWithIntl(<SmsCodeButton onSend={onSend} />);
    await tap();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Get code');
  });
});
