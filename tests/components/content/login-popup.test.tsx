/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { LoginPopup } from '@/components/content/login-popup';
import { announcement } from './fixtures';

const labels = { title: 'Notice', agree: 'I agree', close: 'Close' };

describe('LoginPopup (one-time gift pop-up)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the pop-up announcement once per browser session until agreed', () => {
    const popups = [announcement(9, { type: 'PU', title: 'A gift for today', content: '<p style="font-size:28px">Deposit today</p>' })];
    const first = render(<LoginPopup popups={popups} labels={labels} />);
    expect(screen.getByRole('region', { name: 'A gift for today' })).toBeTruthy();
    expect(screen.getByText('Deposit today').getAttribute('style')).toContain('calc(0.28 * var(--popup-rem');
    fireEvent.click(screen.getByRole('button', { name: 'I agree' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(window.sessionStorage.getItem('giftPopupAgreed')).toBe('1');
    first.unmount();
    // The next page of the same session: nothing.
    render(<LoginPopup popups={popups} labels={labels} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('closing counts as an answer too', () => {
    render(<LoginPopup popups={[announcement(1), announcement(2)]} labels={labels} />);
    expect(screen.getByRole('region', { name: 'Notice' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(window.sessionStorage.getItem('giftPopupAgreed')).toBe('1');
  });

  it('shows nothing without pop-up announcements', () => {
    render(<LoginPopup popups={[]} labels={labels} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
