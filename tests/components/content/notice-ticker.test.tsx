/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NoticeTicker } from '@/components/content/notice-ticker';

describe('NoticeTicker', () => {
  it('runs every title as a link that opens /m/notice at its index', () => {
    render(<NoticeTicker titles={['Maintenance', 'New slot', 'Play responsibly']} label="Announcements" emptyText="None" />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Maintenance', '/m/notice?value=0'], ['New slot', '/m/notice?value=1'], ['Play responsibly', '/m/notice?value=2'],
    ]);
    expect(screen.queryByText('None')).toBeNull();
    expect(screen.getByRole('region', { name: 'Announcements' })).toBeTruthy();
  });

  it('shows the empty text when there is no announcement', () => {
    render(<NoticeTicker titles={[]} label="Announcements" emptyText="No announcements right now." />);
    expect(screen.getByText('No announcements right now.')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('takes longer for a longer text (60 px a second)', () => {
    const duration = (titles: string[]) => {
      const { container, unmount } = render(<NoticeTicker titles={titles} label="A" emptyText="" />);
      const d = (container.querySelector('[style]') as HTMLElement).style.getPropertyValue('--marquee-duration');
      unmount();
      return parseFloat(d);
    };
    expect(duration(['a much, much longer announcement title than the other one'])).toBeGreaterThan(duration(['short']));
  });
});
