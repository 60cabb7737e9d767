/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PromotionList, type PromotionItem } from '@/components/content/promotion-list';

const item = (id: number, over: Partial<PromotionItem> = {}): PromotionItem => ({
  id, title: `Promo ${id}`, dates: '2026/11/25 – Long term', image: { src: `/art/${id}.webp`, srcSet: null, sizes: null },
  html: `<p>Terms ${id}</p>`, actionHref: null, ...over,
});
const toggle = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

describe('PromotionList (/m/activity)', () => {
  let scrolled: string[];
  beforeEach(() => {
    jest.useFakeTimers();
    scrolled = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) { scrolled.push(this.id); };
  });
  afterEach(() => jest.useRealTimers());

  it('opens one promotion at a time, showing its terms and its button', () => {
    render(<PromotionList items={[item(1, { actionHref: '/m/voucherCenter' }), item(2)]} openId={null} labels={{ action: 'Join now' }} />);
    expect(toggle('Promo 1').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Terms 1').closest('[hidden]')).not.toBeNull();
    fireEvent.click(toggle('Promo 1'));
    expect(toggle('Promo 1').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Terms 1').closest('[hidden]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('/m/voucherCenter');
    fireEvent.click(toggle('Promo 2'));
    expect(toggle('Promo 1').getAttribute('aria-expanded')).toBe('false');
    expect(toggle('Promo 2').getAttribute('aria-expanded')).toBe('true');
    // Promo 2 has no action: no button in its body.
    expect(screen.getAllByRole('link', { hidden: true })).toHaveLength(1);
    fireEvent.click(toggle('Promo 2'));
    expect(toggle('Promo 2').getAttribute('aria-expanded')).toBe('false');
  });

  it('arrives with the deep-linked promotion open and scrolls to it after 500 ms, not before', async () => {
    render(<PromotionList items={[item(1), item(2), item(3)]} openId={3} labels={{ action: 'Join now' }} />);
    expect(toggle('Promo 3').getAttribute('aria-expanded')).toBe('true');
    await act(async () => void (await jest.advanceTimersByTimeAsync(499)));
    expect(scrolled).toEqual([]);
    await act(async () => void (await jest.advanceTimersByTimeAsync(1)));
    expect(scrolled).toEqual(['promotion-3']);
  });

  it('shows the image, title and date line of each item', () => {
    const { container } = render(<PromotionList items={[item(1, { image: null }), item(2)]} openId={null} labels={{ action: 'Join now' }} />);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/art/2.webp');
    expect(toggle('Promo 2').textContent).toContain('2026/11/25 – Long term');
  });
});
