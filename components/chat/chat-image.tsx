'use client';

import { useEffect, useState } from 'react';
import { wpsFetch } from '@/lib/net/wps-fetch';
import styles from './chat.module.css';

/** Reads a picture of the conversation as a data: URL: the member's through the BFF, the operators' through /ops/chat/api. */
async function pictureUrl(id: string, source: 'member' | 'operator'): Promise<string | null> {
  if (source === 'member') {
    const r = await wpsFetch('chatImage', undefined, { id });
    return r.success ? r.value.dataUrl : null;
  }
  const res = await fetch(`/ops/chat/api/images/${encodeURIComponent(id)}`, { credentials: 'same-origin', cache: 'no-store' }).catch(() => null);
  const json = (await res?.json().catch(() => null)) as { success?: boolean; value?: { dataUrl?: string } } | null;
  return json?.success && json.value?.dataUrl ? json.value.dataUrl : null;
}

/** A picture of a chat message, in its own size (at most the bubble's width), loaded once it is shown. */
export function ChatImage({ id, width, height, alt, source }: { id: string; width: number; height: number; alt: string; source: 'member' | 'operator' }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void pictureUrl(id, source).then((u) => live && setSrc(u));
    return () => {
      live = false;
    };
  }, [id, source]);
  return src
    // eslint-disable-next-line @next/next/no-img-element -- a data: URL of the member's own picture; next/image has nothing to optimise
    ? <img className={styles.picture} src={src} width={width} height={height} alt={alt} data-testid="chat-picture" />
    : <span className={styles.picturePlaceholder} style={{ aspectRatio: `${width || 4} / ${height || 3}` }} aria-label={alt} />;
}
