'use client';

import { useState } from 'react';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { VipGiftKind } from '@/lib/wps/schemas/vip';
import { Toast } from '@/components/ui/toast';
import { useTimedToast } from '@/components/ui/use-timed-toast';
import styles from './vip.module.css';

export interface GiftClaimLabels {
  claim: string;
  claimed: string;
  /** The toast after a claim, with the amount. */
  done: string;
  unavailable: string;
  failed: string;
}

/**
 * The claim button of a gift the platform says is claimable now: one tap claims it (the platform
 * pays it once; a second tap elsewhere finds it claimed), then it reads "claimed". A refusal
 * shows as a 2 s toast.
 */
export function GiftClaim({ kind, labels }: { kind: VipGiftKind; labels: GiftClaimLabels }) {
  const [state, setState] = useState<'ready' | 'busy' | 'claimed'>('ready');
  const [toast, showToast] = useTimedToast(2000);

  const claim = async () => {
    setState('busy');
    const r = await wpsFetch('vipGiftClaim', { kind });
    if (r.success) {
      setState('claimed');
      showToast(labels.done);
      return;
    }
    // Claimed in another tab meanwhile: the gift is claimed all the same.
    setState(r.errorCode === 'vip.gift.unavailable' ? 'claimed' : 'ready');
    showToast(r.errorCode === 'vip.gift.unavailable' ? labels.unavailable : labels.failed, 'error');
  };

  return (
    <>
      {state === 'claimed'
        ? <span className={styles.state}>{labels.claimed}</span>
        : <button type="button" className={styles.claim} onClick={claim} disabled={state === 'busy'} aria-busy={state === 'busy' || undefined}>{labels.claim}</button>}
      <Toast message={toast?.text ?? null} kind={toast?.kind} />
    </>
  );
}
