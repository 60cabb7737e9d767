'use client';

import { useRef, useState, type ChangeEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { errorMessageKey } from '@/lib/i18n/errors';
import { headIconSide_px_max, uploadMax_bytes } from '@/lib/wps/limits';
import { wpsFetch } from '@/lib/net/wps-fetch';
import styles from './member.module.css';

/**
 * The picture as the phone sends it: drawn down to the kept size (256 px a side) in its own
 * format, so a phone sends tens of KB instead of a camera's megabytes. A file the browser cannot
 * decode goes as it is, and the platform answers image.invalid for it (it judges every picture by
 * its bytes anyway).
 */
async function scaled(file: File): Promise<string> {
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  try {
    const bitmap = await createImageBitmap(file);
    const k = Math.min(1, headIconSide_px_max / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * k));
    canvas.height = Math.max(1, Math.round(bitmap.height * k));
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL(type, 0.9);
  } catch {
    return await new Promise<string>((resolve, reject) => {
      const r = new FileReader();
      r.onload = () => resolve(String(r.result));
      r.onerror = () => reject(r.error);
      r.readAsDataURL(file);
    });
  }
}

/** The member home's "change picture": a PNG or JPG of at most 5 MB (SPEC §5), sent through PROFPIC3; the page re-reads it. */
export function HeadIconUpload({ label }: { label: string }) {
  const te = useTranslations();
  const t = useTranslations('member.home');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const picked = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || busy) return;
    setError(null);
    // Told at once, without a call: the same limit the platform holds (SPEC §5 uploads 5 MB).
    if (file.size > uploadMax_bytes) return setError('image.too.large');
    setBusy(true);
    try {
      const r = await wpsFetch('memberHeadIconPost', { headIcon: await scaled(file) });
      if (!r.success) return setError(r.errorCode);
      router.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.upload}>
      <input ref={input} type="file" accept="image/png,image/jpeg" className={styles.fileInput} onChange={picked} aria-label={label} data-testid="head-icon-input" />
      <button type="button" className={styles.uploadButton} onClick={() => input.current?.click()} disabled={busy}>
        {busy ? t('uploading') : label}
      </button>
      {error && <p className={styles.error} role="alert">{te(errorMessageKey(error))}</p>}
    </div>
  );
}
