'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether the side menu is open: one tiny shared store, so the toggle in the header and the
 * drawer (far apart in the tree, both small client leaves) agree without a context provider
 * wrapping the server-rendered page.
 */
let open = false;
const listeners = new Set<() => void>();

export function setSideMenuOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  listeners.forEach((l) => l());
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useSideMenuOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false);
}
