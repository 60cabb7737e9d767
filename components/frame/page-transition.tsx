'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { transitionFor } from '@/lib/frame/transition';
import styles from './frame.module.css';

/** A swipe counts for the navigation that follows it only if that comes within this time. */
const swipeMemory_ms = 1000;

/**
 * SPEC §2/§9 page transitions: each new page fades in over 300 ms, except right after a
 * swipe back of more than 100 px, where the browser's own gesture already moved the page.
 * The fade is replayed with the Web Animations API on the same element, so the page tree is
 * never remounted for it.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  const swipe = useRef({ startX: 0, startY: 0, dx: 0, at_ms: 0 });

  useEffect(() => {
    const onStart = (e: TouchEvent) => {
      const t = e.touches[0];
      if (t) swipe.current = { startX: t.clientX, startY: t.clientY, dx: 0, at_ms: 0 };
    };
    const onEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (!t) return;
      const dx = t.clientX - swipe.current.startX;
      const dy = Math.abs(t.clientY - swipe.current.startY);
      // A back swipe moves right and mostly sideways.
      swipe.current.dx = dx > dy ? dx : 0;
      swipe.current.at_ms = Date.now();
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
    };
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const recent = Date.now() - swipe.current.at_ms < swipeMemory_ms ? swipe.current.dx : 0;
    swipe.current.dx = 0;
    const transition = transitionFor(recent);
    const el = ref.current;
    if (transition.kind === 'none' || !el || typeof el.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: transition.duration_ms, easing: 'ease-out' });
  }, [pathname]);

  return (
    <div ref={ref} className={styles.page}>
      {children}
    </div>
  );
}
