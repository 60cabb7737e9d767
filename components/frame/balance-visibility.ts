'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { balanceHiddenCookie } from '@/lib/wallet';
import { setPreferenceCookie } from './preference-cookie';

/**
 * Whether the member hides their balances: one choice for every figure on the screen (header,
 * side menu, wallet widget, the withdraw screen's amounts), made in the wallet widget. The
 * server renders the remembered choice (the balanceHidden cookie, read into the viewer), so a
 * hidden balance never flashes on load; this store carries a change made on the page to every
 * figure at once, far apart as they are in the tree.
 */
let chosen: boolean | null = null;
const listeners = new Set<() => void>();

export function setBalanceHidden(next: boolean): void {
  chosen = next;
  setPreferenceCookie(balanceHiddenCookie, next ? '1' : '0');
  listeners.forEach((l) => l());
}

/** Forgets this page's choice, so the remembered one holds again (each component test starts from the server's reading). */
export function resetBalanceChoice(): void {
  chosen = null;
  listeners.forEach((l) => l());
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Where the wallet widget kept the choice before it moved to the cookie. */
const legacyKey = 'walletHidden';

/** The choice in force: this page's, else the remembered one the server rendered with. */
export function useBalanceHidden(remembered: boolean): boolean {
  const current = useSyncExternalStore(subscribe, () => chosen, () => null);
  useEffect(() => {
    // A choice made before the cookie existed is carried over once, so it stays remembered.
    try {
      if (localStorage.getItem(legacyKey) === null) return;
      if (localStorage.getItem(legacyKey) === '1' && !remembered && chosen === null) setBalanceHidden(true);
      localStorage.removeItem(legacyKey);
    } catch {
      // Storage refused (private mode): nothing was kept there either.
    }
  }, [remembered]);
  return current ?? remembered;
}
