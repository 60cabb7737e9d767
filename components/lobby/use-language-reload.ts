'use client';

import { useEffect, useRef } from 'react';
import { useLocale } from 'next-intl';
import { lobbyReloads } from '@/lib/games/reload-queue';

/**
 * Reloads what a list fetched in the browser once the page has re-rendered in another language
 * (SPEC §4): the server's refresh brings the new locale, and the list queues its reload behind the
 * page's other lists, 400 ms apart. `reload` is null while the list holds nothing of its own
 * (the server's part is already in the new language) or may not load (no session).
 */
export function useLanguageReload(key: string, reload: (() => Promise<unknown>) | null): void {
  const locale = useLocale();
  const seen = useRef(locale);
  const latest = useRef(reload);
  latest.current = reload;

  useEffect(() => {
    if (seen.current === locale) return;
    seen.current = locale;
    if (latest.current) lobbyReloads.enqueue(key, () => latest.current?.() ?? Promise.resolve());
  }, [locale, key]);

  useEffect(() => () => lobbyReloads.cancel(key), [key]);
}
