'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * SPEC §2 winner board list: it scrolls one row every `every_ms`, and only when it has more
 * entries than fit (`above`); it stops for members who ask for less motion.
 */
export function AutoScroll({ count, above, every_ms, rowHeight_px, className, children, label }: {
  count: number; above: number; every_ms: number; rowHeight_px: number; className: string; children: ReactNode; label: string;
}) {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || count <= above || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const next = el.scrollTop + rowHeight_px;
      el.scrollTo({ top: next >= el.scrollHeight - el.clientHeight + 1 ? 0 : next, behavior: 'smooth' });
    }, every_ms);
    return () => clearInterval(timer);
  }, [count, above, every_ms, rowHeight_px]);
  return <ul ref={ref} className={className} aria-label={label}>{children}</ul>;
}
