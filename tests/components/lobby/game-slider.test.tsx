/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { GameSlider } from '@/components/lobby/game-slider';
import { renderWithIntl } from '../frame/render';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/m/home' }));

const game = (n: number) => ({
  gameId: `g${n}`, nodeId: String(n), nodeName: `Game ${n}`, gameName: `Game ${n}`, displayName: `Game ${n}`, gameType: 'RNG' as const, vassalage: 'HOUSE',
  gameClassify: null, gameClassifyNew: [], minBet: 0.1, mobileLargeIcon: '/a.svg', showIcon: '/a.svg', iconUrl: '/a.svg', roomId: null, supportPlay: true, favourite: true,
});
const games = (n: number) => Array.from({ length: n }, (_, i) => game(i + 1));

beforeAll(() => {
  window.matchMedia ??= jest.fn().mockReturnValue({ matches: false, addListener: jest.fn(), removeListener: jest.fn(), addEventListener: jest.fn(), removeEventListener: jest.fn() }) as unknown as typeof window.matchMedia;
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} };
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver ??= class { observe() {} unobserve() {} disconnect() {} };
});

/** Lets the slider's dynamic import of embla resolve (the slider's own callback runs first), within the test. */
const emblaLoaded = () => act(async () => {
  await import('embla-carousel');
});

describe('GameSlider (SPEC §2 vendor slider)', () => {
  it('shows prev and next only above 3 games, and see all unless it is the favourites row', async () => {
    const { unmount } = renderWithIntl(<GameSlider title="Slots" games={games(3)} seeAll="/m/slot-games" />);
    await emblaLoaded();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/m/slot-games');
    unmount();
    const second = renderWithIntl(<GameSlider title="My favourites" games={games(4)} seeAll={null} />);
    // Still a plain list until embla is there; then the row says it is ready to turn.
    expect(second.container.querySelector('[data-ready]')).toBeNull();
    await emblaLoaded();
    expect(second.container.querySelector('[data-ready="true"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See all' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Play / })).toHaveLength(4);
    second.unmount();
  });

  it('renders nothing without games', () => {
    const { container } = renderWithIntl(<GameSlider title="x" games={[]} seeAll={null} />);
    expect(container.textContent).toBe('');
  });
});
