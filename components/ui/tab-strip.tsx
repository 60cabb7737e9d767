'use client';

import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';

/**
 * A strip of tabs that scrolls sideways when they do not all fit, and brings the current tab
 * (aria-current="page" or aria-selected="true") fully into view, centred where it can be: at
 * 360 px the lobby's strip showed "Live casi" when Live casino was the page (issue 15).
 * `current` names the current tab, so the strip follows a change made without a new page.
 */
export function TabStrip({ as: Tag = 'ul', current, children, ...rest }: HTMLAttributes<HTMLElement> & {
  as?: 'ul' | 'div';
  current: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const strip = ref.current;
    const tab = strip?.querySelector('[aria-current="page"], [aria-selected="true"]');
    if (!strip || !tab) return;
    const s = strip.getBoundingClientRect();
    const t = tab.getBoundingClientRect();
    strip.scrollLeft += t.left + t.width / 2 - (s.left + s.width / 2);
  }, [current]);
  return <Tag ref={ref as never} {...rest}>{children}</Tag>;
}
