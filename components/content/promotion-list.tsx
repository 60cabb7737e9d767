'use client';

import { useEffect, useRef, useState } from 'react';
import Link from '@/components/frame/link';
import { promotionDeepLinkScroll_ms } from '@/lib/content/promotions';
import styles from './promotions.module.css';
import operator from './operator-html.module.css';

/** One promotion as the server prepared it: everything decided, nothing left to compute here. */
export interface PromotionItem {
  id: number;
  title: string;
  /** The date line (SPEC §2: YYYY/MM/DD – YYYY/MM/DD or long term). */
  dates: string;
  /** The image of sequence 1, with its srcset when it is drawn art. */
  image: { src: string; srcSet: string | null; sizes: string | null } | null;
  /** Operator HTML, cleaned by the platform's allowlist and its pixels turned to the design's rem. */
  html: string;
  /** Where the button goes (a screen of the site), or no button. */
  actionHref: string | null;
}

/**
 * SPEC §2 promotion screen: an accordion, one promotion open at a time. A deep link's promotion
 * (`/m/activityDetail?id=`) arrives open from the server and is scrolled to 500 ms after the screen
 * shows (SPEC §9), once the page's images have had a moment to take their boxes.
 */
export function PromotionList({ items, openId, labels }: { items: readonly PromotionItem[]; openId: number | null; labels: { action: string } }) {
  const [open, setOpen] = useState<number | null>(openId);
  const deepLinked = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (openId === null) return;
    const timer = setTimeout(() => deepLinked.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }), promotionDeepLinkScroll_ms);
    return () => clearTimeout(timer);
  }, [openId]);

  return (
    <div className={styles.list}>
      {items.map((p, i) => {
        const expanded = open === p.id;
        const bodyId = `promotion-${p.id}-body`;
        return (
          <article key={p.id} id={`promotion-${p.id}`} ref={p.id === openId ? deepLinked : undefined} className={styles.item}
            data-testid="promotion-item" data-id={p.id} data-open={expanded ? 'true' : 'false'}>
            <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={bodyId} onClick={() => setOpen(expanded ? null : p.id)}>
              {p.image && (
                // Drawn art or an operator's image of any host (as banners): a plain <img> in a reserved 5:2 box. The
                // first is the screen's largest paint (Lighthouse's LCP element on /m/activity): fetched first.
                <img className={styles.image} src={p.image.src} srcSet={p.image.srcSet ?? undefined} sizes={p.image.sizes ?? undefined}
                  alt="" width={750} height={300} loading={i < 2 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'low'} decoding="async" />
              )}
              <span className={styles.title}>{p.title}</span>
              <span className={styles.dates}>{p.dates}</span>
            </button>
            <div id={bodyId} className={styles.body} hidden={!expanded} data-testid="promotion-body">
              {/* Operator HTML: the platform's allowlist cleans it when written and again when read. */}
              <div className={operator.html} dangerouslySetInnerHTML={{ __html: p.html }} />
              {p.actionHref && <Link href={p.actionHref} className={styles.action}>{labels.action}</Link>}
            </div>
          </article>
        );
      })}
    </div>
  );
}
