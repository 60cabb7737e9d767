'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { ContractAction } from '@/lib/wps/schemas/contracts';
import styles from './contracts.module.css';

/**
 * The buttons of one contract the server said the viewer may use (accept, reject, withdraw,
 * terminate, keep): one tap sends it, then the page is read again from the platform, which
 * alone decides the new state. A refusal shows its translated message.
 */
export function ContractActions({ id, actions, labels, errors }: {
  id: string;
  actions: { action: ContractAction; label: string; primary?: boolean }[];
  labels: { failed: string };
  errors: Record<string, string>;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (action: ContractAction) => {
    setBusy(true);
    setError(null);
    const r = await wpsFetch('agentContractAction', { id, action });
    setBusy(false);
    if (!r.success) {
      setError(errors[r.errorCode ?? ''] ?? labels.failed);
      return;
    }
    router.refresh();
  };
  return (
    <>
      <div className={styles.actions}>
        {actions.map((a) => (
          <button key={a.action} type="button" className={a.primary ? styles.button : styles.ghost} disabled={busy} aria-busy={busy || undefined}
            onClick={() => act(a.action)} data-testid={`contract-${a.action}`}>{a.label}</button>
        ))}
      </div>
      {error && <p className={styles.alert} role="alert">{error}</p>}
    </>
  );
}
