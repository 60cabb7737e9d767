'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { ContractKind } from '@/lib/wps/schemas/contracts';
import styles from './contracts.module.css';

export interface OfferFormLabels {
  propose: string;
  downline: string;
  tierBets: string;
  tierActive: string;
  tierAmount: string;
  addTier: string;
  removeTier: string;
  send: string;
  sent: string;
  failed: string;
}

interface Row { bets: string; active: string; amount: string }

/**
 * An upline's offer to a direct downline: the downline's username and 1 to 10 tiers. The
 * platform checks every rule (direct downline, not above the upline's own terms, not below what
 * the downline grants) and answers a stable code, shown here translated.
 */
export function ContractOfferForm({ kind, labels, errors }: { kind: ContractKind; labels: OfferFormLabels; errors: Record<string, string> }) {
  const router = useRouter();
  const [downline, setDownline] = useState('');
  const [rows, setRows] = useState<Row[]>([{ bets: '0', active: '0', amount: '' }]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const set = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    const r = await wpsFetch('agentContractPropose', {
      kind, downline: downline.trim(), tiers: rows.map((t) => ({ bets: t.bets.trim(), active: Number(t.active) || 0, amount: t.amount.trim() })),
    });
    setBusy(false);
    if (!r.success) {
      setMessage({ text: errors[r.errorCode ?? ''] ?? labels.failed, ok: false });
      return;
    }
    setMessage({ text: labels.sent, ok: true });
    setDownline('');
    router.refresh();
  };

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} data-testid="contract-offer-form">
      <h2 className={styles.heading}>{labels.propose}</h2>
      <input aria-label={labels.downline} placeholder={labels.downline} value={downline} onChange={(e) => setDownline(e.target.value)} required maxLength={64} name="downline" />
      {rows.map((r, i) => (
        <div className={styles.tierRow} key={i}>
          <input aria-label={`${labels.tierBets} ${i + 1}`} placeholder={labels.tierBets} inputMode="decimal" value={r.bets} onChange={(e) => set(i, { bets: e.target.value })} required name={`bets-${i}`} />
          <input aria-label={`${labels.tierActive} ${i + 1}`} placeholder={labels.tierActive} inputMode="numeric" value={r.active} onChange={(e) => set(i, { active: e.target.value })} name={`active-${i}`} />
          <input aria-label={`${labels.tierAmount} ${i + 1}`} placeholder={labels.tierAmount} inputMode="decimal" value={r.amount} onChange={(e) => set(i, { amount: e.target.value })} required name={`amount-${i}`} />
          {rows.length > 1
            ? <button type="button" className={styles.ghost} onClick={() => setRows(rows.filter((_, j) => j !== i))} aria-label={labels.removeTier}>−</button>
            : <span />}
        </div>
      ))}
      <div className={styles.actions}>
        {rows.length < 10 && <button type="button" className={styles.ghost} onClick={() => setRows([...rows, { bets: '', active: '0', amount: '' }])}>{labels.addTier}</button>}
        <button type="submit" className={styles.button} disabled={busy} aria-busy={busy || undefined}>{labels.send}</button>
      </div>
      {message && <p className={message.ok ? styles.muted : styles.alert} role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
    </form>
  );
}
