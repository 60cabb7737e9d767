'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { wpsFetch } from '@/lib/net/wps-fetch';
import styles from './account.module.css';

/** The value of GET /wps/captcha as an image source: base64 PNG (or already a data URL), else null. */
export function captchaSource(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 200_000) return null;
  if (/^data:image\/(png|jpeg|gif|svg\+xml);base64,[A-Za-z0-9+/=\s]+$/.test(value)) return value;
  return /^[A-Za-z0-9+/=\s]+$/.test(value) ? `data:image/png;base64,${value.replace(/\s/g, '')}` : null;
}

/**
 * The captcha image (SPEC §2, §7): GET /wps/captcha (the BFF relays the captchaId cookie the
 * answer is bound to). A new image on mount, whenever `refreshKey` changes, and on tap.
 */
export function CaptchaImage({ refreshKey }: { refreshKey: number }) {
  const t = useTranslations('account.captcha');
  const [src, setSrc] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [taps, setTaps] = useState(0);

  useEffect(() => {
    let live = true;
    setState('loading');
    void wpsFetch('captcha').then((r) => {
      if (!live) return;
      const image = r.success ? captchaSource(r.value) : null;
      setSrc(image);
      setState(image ? 'ready' : 'failed');
    });
    return () => {
      live = false;
    };
  }, [refreshKey, taps]);

  return (
    <button type="button" className={styles.captchaButton} onClick={() => setTaps((n) => n + 1)} aria-label={t('image')} aria-busy={state === 'loading'} data-testid="captcha-image">
      {state === 'ready' && src ? (
        // A plain <img>: a data: URL leaves next/image nothing to optimise.
        <img src={src} alt="" className={styles.captchaImage} />
      ) : (
        <span>{state === 'failed' ? t('retry') : t('loading')}</span>
      )}
    </button>
  );
}
