'use client';

import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

/**
 * An embla carousel on the element given the returned ref, started after the page has hydrated:
 * embla is a dynamic import, so it is in no screen's first load, and all carousels of a page share
 * the one chunk. The markup must work as a still first slide until then. `setup` runs once embla
 * is there and may return its cleanup; the carousel is made again when `key` changes (the options
 * and `setup` of that render are the ones used).
 */
export function useEmbla(options: EmblaOptionsType, key: unknown, setup?: (api: EmblaCarouselType) => (() => void) | void) {
  const root = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const latest = useRef({ options, setup });
  // Kept after each render (effects run in order, so before the one below), not during it.
  useEffect(() => {
    latest.current = { options, setup };
  });

  useEffect(() => {
    if (!root.current) return;
    let cancelled = false;
    let embla: EmblaCarouselType | null = null;
    let cleanup: (() => void) | void;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled || !root.current) return;
      embla = EmblaCarousel(root.current, latest.current.options);
      cleanup = latest.current.setup?.(embla);
      setApi(embla);
    });
    return () => {
      cancelled = true;
      cleanup?.();
      embla?.destroy();
      setApi(null);
    };
  }, [key]);

  return [root, api] as const;
}
