/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { HomeBanners } from '@/components/content/home-banners';
import { bannerArtPath } from '@/lib/games/banner-art';
import { artSrcSet } from '@/lib/games/art';
import { artSizes } from '@/lib/games/lobby';
import { banner } from './fixtures';

const embla = { scrollNext: jest.fn(), selectedScrollSnap: jest.fn(() => 0), on: jest.fn(), destroy: jest.fn() };
const emblaOptions: unknown[] = [];
jest.mock('embla-carousel', () => ({
  __esModule: true,
  default: (_root: HTMLElement, options: unknown) => {
    emblaOptions.push(options);
    return embla;
  },
}));

/** Lets the carousel's dynamic import of embla resolve. */
const loaded = () => act(async () => {
  await Promise.resolve();
  await Promise.resolve();
});

function reducedMotion(on: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: on }) as unknown as typeof window.matchMedia;
}

describe('HomeBanners (m_home)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    embla.scrollNext.mockClear();
    reducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('renders nothing without banners', () => {
    const { container } = render(<HomeBanners banners={[]} label="Promotions" />);
    expect(container.innerHTML).toBe('');
  });

  it('shows one banner as a still image with its size, loaded first, linked where it points', () => {
    render(<HomeBanners banners={[banner(1, { linkUrl: '/m/activity' })]} label="Promotions" />);
    const img = screen.getByRole('img', { name: 'Banner 1' });
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['750', '300', 'eager', 'high']);
    expect(img.closest('a')?.getAttribute('href')).toBe('/m/activity');
    act(() => void jest.advanceTimersByTime(20_000));
    expect(embla.scrollNext).not.toHaveBeenCalled();
  });

  it('offers drawn banner art at each width it is made at, full width of the app column; an operator image as it is', () => {
    const drawn = bannerArtPath('m_home', 'welcome', { title: 'Welcome', subtitle: '', hue: 28, motif: 'gift' });
    render(<HomeBanners banners={[banner(1, { url: drawn }), banner(2)]} label="Promotions" />);
    const art = screen.getByRole('img', { name: 'Banner 1' });
    expect([art.getAttribute('srcset'), art.getAttribute('sizes')]).toEqual([artSrcSet(drawn), artSizes(1)]);
    expect(art.getAttribute('srcset')).toContain('&w=750 750w');
    const operator = screen.getByRole('img', { name: 'Banner 2', hidden: true });
    expect([operator.hasAttribute('srcset'), operator.hasAttribute('sizes')]).toEqual([false, false]);
  });

  it('turns several banners every 5000 ms in a loop, the first loaded first and the rest lazily', async () => {
    render(<HomeBanners banners={[banner(1), banner(2, { linkUrl: 'https://example.com/promo' }), banner(3)]} label="Promotions" />);
    await loaded();
    const imgs = screen.getAllByRole('img', { hidden: true });
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(imgs[1]!.closest('a')?.getAttribute('target')).toBe('_blank');
    expect(emblaOptions.at(-1)).toMatchObject({ loop: true });
    act(() => void jest.advanceTimersByTime(4999));
    expect(embla.scrollNext).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1));
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    act(() => void jest.advanceTimersByTime(10_000));
    expect(embla.scrollNext).toHaveBeenCalledTimes(3);
  });

  it('holds still for a visitor who asked for less motion', async () => {
    reducedMotion(true);
    render(<HomeBanners banners={[banner(1), banner(2)]} label="Promotions" />);
    await loaded();
    expect(emblaOptions).not.toHaveLength(0);
    act(() => void jest.advanceTimersByTime(20_000));
    expect(embla.scrollNext).not.toHaveBeenCalled();
  });
});
