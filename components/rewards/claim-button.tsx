'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { Toast } from '@/components/ui/toast';
import { useTimedToast } from '@/components/ui/use-timed-toast';
import styles from './rewards.module.css';

export interface ClaimButtonLabels {
  claim: string;
  claiming: string;
  /** The toast after a claim. */
  done: string;
  /** A refusal's text per error code (the errors catalogue), and a fallback. */
  errors: Record<string, string>;
  failed: string;
}

/**
 * The claim button of a promotion the platform says is claimable now: one tap claims it (the
 * platform pays it once, whatever is tapped meanwhile), then the screen is read again so the
 * reward shows in its section with its wagering. A refusal shows as a 2 s toast.
 */
export function ClaimButton({ promotionId, labels }: { promotionId: string; labels: ClaimButtonLabels }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [toast, showToast] = useTimedToast(2000);

  const claim = async () => {
    setBusy(true);
    const r = await wpsFetch('rewardClaim', { promotionId });
    setBusy(false);
    if (r.success) showToast(labels.done);
    else showToast((r.errorCode && labels.errors[r.errorCode]) || labels.failed, 'error');
    router.refresh();
  };

  return (
    <>
      <button type="button" className={styles.claim} onClick={claim} disabled={busy} aria-busy={busy || undefined} data-testid="reward-claim">
        {busy ? labels.claiming : labels.claim}
      </button>
      <Toast message={toast?.text ?? null} kind={toast?.kind} />
    </>
  );
}
