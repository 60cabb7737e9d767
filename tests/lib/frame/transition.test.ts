import { pageTransition_ms, swipeBackThreshold_px, transitionFor } from '@/lib/frame';

describe('transitionFor (SPEC §9: fade 300 ms, none after a swipe back above 100 px)', () => {
  it('has the SPEC constants', () => {
    expect(pageTransition_ms).toBe(300);
    expect(swipeBackThreshold_px).toBe(100);
  });

  it('fades for an ordinary navigation', () => {
    expect(transitionFor(0)).toEqual({ kind: 'fade', duration_ms: 300 });
  });

  it('still fades at exactly 100 px', () => {
    expect(transitionFor(100)).toEqual({ kind: 'fade', duration_ms: 300 });
  });

  it('does not animate after a swipe back of 101 px or more', () => {
    expect(transitionFor(101)).toEqual({ kind: 'none', duration_ms: 0 });
    expect(transitionFor(320)).toEqual({ kind: 'none', duration_ms: 0 });
  });
});
