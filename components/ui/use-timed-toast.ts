import { useCallback, useEffect, useState } from 'react';
import type { ToastKind } from './toast';

export interface TimedToast {
  text: string;
  kind: ToastKind;
}

/**
 * The state of a <Toast> that hides itself: `show(text, kind)` shows it for `duration_ms`
 * (SPEC §9 toast durations), a newer one replacing it and its timer, cleared on unmount.
 */
export function useTimedToast(duration_ms: number): [TimedToast | null, (text: string, kind?: ToastKind) => void] {
  const [toast, setToast] = useState<TimedToast | null>(null);
  useEffect(() => {
    if (!toast) return;
    const id = setTimeout(() => setToast(null), duration_ms);
    return () => clearTimeout(id);
  }, [toast, duration_ms]);
  const show = useCallback((text: string, kind: ToastKind = 'info') => setToast({ text, kind }), []);
  return [toast, show];
}
