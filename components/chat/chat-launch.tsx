'use client';

import { useState, type ReactNode } from 'react';
import { chatRedirect_ms } from '@/lib/chat/view';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { Toast } from '@/components/ui/toast';

/** SPEC §6/§9: the free_reject toast (and any refusal) shows for 1 s. */
const refusalToast_ms = 1_000;

/**
 * The chat launch of SPEC §7 behind a row or a button: GET /wps/chat/launch with b2c=1, the
 * language, the page to come back to, the header colour and title, then value.chatUrl after
 * 500 ms (the in-house /m/chat, or the merchant's external chat). A trial player is refused with
 * the free_reject toast for 1 s, without asking.
 */
export function ChatLaunch({ language, backUrl, headerColor, title, trial, labels, className, children }: {
  language: string; backUrl: string; headerColor?: string; title: string; trial: boolean;
  /** The launch's toasts: while it opens, the trial refusal (free_reject), any other failure. */
  labels: { launching: string; freeReject: string; failed: string };
  className?: string; children: ReactNode;
}) {
  const [toast, setToast] = useState<{ text: string; kind: 'loading' | 'error' } | null>(null);
  const refuse = (text: string) => {
    setToast({ text, kind: 'error' });
    setTimeout(() => setToast(null), refusalToast_ms);
  };
  const launch = async () => {
    if (trial) return refuse(labels.freeReject);
    setToast({ text: labels.launching, kind: 'loading' });
    const r = await wpsFetch('chatLaunch', { b2c: '1', language, backUrl, ...(headerColor ? { headerColor } : {}), title });
    if (!r.success) return refuse(r.errorCode === 'free_reject' ? labels.freeReject : labels.failed);
    setTimeout(() => window.location.assign(r.value.chatUrl), chatRedirect_ms);
  };
  return (
    <>
      <button type="button" className={className} onClick={() => void launch()} data-testid="chat-launch">{children}</button>
      <Toast message={toast?.text ?? null} kind={toast?.kind} />
    </>
  );
}
