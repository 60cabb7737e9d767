'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { smsCountdown, smsTick_ms } from '@/lib/auth/sms-countdown';
import styles from './account.module.css';

/**
 * The get-code button of SPEC §4: ready; on tap `onSend` sends the code and answers the end of
 * the countdown (epoch ms, see smsExpiry) or null when nothing was sent; then it counts the
 * seconds down, ticking every 500 ms, and is ready again at 0. The countdown follows the
 * clock, not the number of ticks, so a throttled background tab still ends on time.
 */
export function SmsCodeButton({ onSend, disabled = false }: { onSend: () => Promise<number | null>; disabled?: boolean }) {
  const t = useTranslations('account.sms');
  const [expiry, setExpiry] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (expiry === null) return;
    const tick = () => {
      const n = Date.now();
      setNow(n);
      if (smsCountdown(n, expiry) === 0) setExpiry(null);
    };
    const id = setInterval(tick, smsTick_ms);
    return () => clearInterval(id);
  }, [expiry]);

  const left = expiry === null ? 0 : smsCountdown(now, expiry);

  const send = async () => {
    setSending(true);
    try {
      const end = await onSend();
      if (end !== null) {
        setNow(Date.now());
        setExpiry(end);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.codeButton}
      onClick={send}
      disabled={disabled || sending || left > 0}
      aria-label={left > 0 ? t('countdownLabel', { seconds: left }) : undefined}
      data-testid="sms-code-button"
    >
      {left > 0 ? t('countdown', { seconds: left }) : sending ? t('sending') : t('getCode')}
    </button>
  );
}
