/** SPEC §9: page transitions fade for 300 ms. */
export const pageTransition_ms = 300;
/** SPEC §9: a swipe back of more than 100 px has already moved the page, so no transition follows it. */
export const swipeBackThreshold_px = 100;

export type PageTransition = { kind: 'fade'; duration_ms: number } | { kind: 'none'; duration_ms: 0 };

/** The transition for a navigation that followed a horizontal swipe of `swipeBackDx_px` (0 when none). */
export function transitionFor(swipeBackDx_px: number): PageTransition {
  return swipeBackDx_px > swipeBackThreshold_px ? { kind: 'none', duration_ms: 0 } : { kind: 'fade', duration_ms: pageTransition_ms };
}
