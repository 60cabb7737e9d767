'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import Link from '@/components/frame/link';
import { Toast } from '@/components/ui/toast';

/** SPEC §6/§8: a trial account asking for the inbox or the chat sees the free_reject text as a toast for 1 s. */
export const freeRejectToast_ms = 1_000;

/** A toast that shows `message` for `ms`, then goes; `show` starts it again. */
function useTimedToast(ms: number): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const show = (m: string) => {
    if (timer.current) clearTimeout(timer.current);
    setMessage(m);
    timer.current = setTimeout(() => setMessage(null), ms);
  };
  return [message, show];
}

/** The free_reject toast when a trial account lands on a refused screen (the page keeps its own refusal text). */
export function FreeRejectToast({ message }: { message: string }) {
  const [shown, show] = useTimedToast(freeRejectToast_ms);
  useEffect(() => {
    // Once, when the refused screen appears.
    show(message);
  }, [message]);
  return <Toast message={shown} kind="error" />;
}

/**
 * An entry a trial account may not open (the message centre's inbox row): for them a button
 * that shows the free_reject toast for 1 s and goes nowhere; for everybody else a link to `href`.
 */
export function TrialRefusedEntry({ refused, message, href, className, children }: {
  refused: boolean; message: string; href: string; className: string; children: ReactNode;
}) {
  const [shown, show] = useTimedToast(freeRejectToast_ms);
  if (!refused) return <Link href={href} className={className}>{children}</Link>;
  return (
    <>
      <button type="button" className={className} onClick={() => show(message)} data-testid="trial-refused-entry">{children}</button>
      <Toast message={shown} kind="error" />
    </>
  );
}
