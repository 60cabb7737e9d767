'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import {
  addImages, base64OfDataUrl, canConfirm, contentCount, feedbackFormErrors, feedbackLoading_ms, feedbackRedirect_ms, feedbackTypeOrder, typeToSend,
} from '@/lib/feedback/form';
import { shrinkForUpload } from '@/lib/feedback/shrink';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { captchaMax_chars, uploadMax_files, validationMessageKey, type ValidationKey } from '@/lib/validation';
import { feedbackTypeInitial, feedbackTypes } from '@/lib/wps/words';
import { CaptchaImage } from '@/components/account/captcha-image';
import { FormField } from '@/components/account/form-field';
import { Toast } from '@/components/ui/toast';
import account from '@/components/account/account.module.css';
import styles from './feedback.module.css';

interface Picked {
  file: File;
  name: string;
  type: string;
  size: number;
  /** An object URL for the preview, revoked when the image is removed or the screen goes. */
  url: string;
}

function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(base64OfDataUrl(String(r.result)));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });
}

/**
 * Feedback (SPEC §2, §5, §7, §9): question type, description (140 characters), the captcha
 * (tap for a new image), and up to 3 png/jpg images of 5 MB where the merchant allows them, each
 * with its preview and a remove button. Confirm stays disabled while the description is empty;
 * the loading toast shows at most 10 s; success shows its toast 1 s, then /m/home.
 */
export function FeedbackClient({ imagesAllowed, sender }: { imagesAllowed: boolean; sender: string }) {
  const t = useTranslations('feedback');
  const te = useTranslations();
  const router = useRouter();
  const uid = useId();
  const [type, setType] = useState<number>(feedbackTypeInitial);
  const [content, setContent] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [images, setImages] = useState<Picked[]>([]);
  const [imageError, setImageError] = useState<ValidationKey | null>(null);
  const [errors, setErrors] = useState<{ content: ValidationKey | null; captcha: ValidationKey | null }>({ content: null, captcha: null });
  const [failure, setFailure] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [loadingShown, setLoadingShown] = useState(false);
  const contentRef = useRef<HTMLTextAreaElement | null>(null);
  const captchaRef = useRef<HTMLInputElement | null>(null);
  const fileRef = useRef<HTMLInputElement | null>(null);
  const urls = useRef<string[]>([]);

  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);
  useEffect(() => {
    if (!loadingShown) return;
    const timer = setTimeout(() => setLoadingShown(false), feedbackLoading_ms);
    return () => clearTimeout(timer);
  }, [loadingShown]);
  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => router.replace('/m/home'), feedbackRedirect_ms);
    return () => clearTimeout(timer);
  }, [state, router]);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])].map((file) => ({ file, name: file.name, type: file.type, size: file.size, url: '' }));
    e.target.value = '';
    const { images: next, refused } = addImages(images, files);
    const added = next.slice(images.length).map((p) => {
      const url = URL.createObjectURL(p.file);
      urls.current.push(url);
      return { ...p, url };
    });
    setImages([...images, ...added]);
    setImageError(refused);
  };
  const remove = (i: number) => {
    URL.revokeObjectURL(images[i]!.url);
    setImages(images.filter((_, j) => j !== i));
    setImageError(null);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (state !== 'idle' || !canConfirm(content)) return;
    setFailure(null);
    const found = feedbackFormErrors({ content, captcha });
    setErrors(found);
    if (found.content) return contentRef.current?.focus();
    if (found.captcha) return captchaRef.current?.focus();
    setState('busy');
    setLoadingShown(true);
    let encoded: { name: string; data: string }[];
    try {
      // One at a time: a phone holds one decoded photo, not three.
      encoded = [];
      for (const p of images) encoded.push({ name: p.name, data: await readBase64(await shrinkForUpload(p.file)) });
    } catch {
      setState('idle');
      setLoadingShown(false);
      setImageError('fileType');
      return;
    }
    const r = await wpsFetch('feedback', { content: content.trim(), sender, type: typeToSend(type), captcha: captcha.trim(), ...(encoded.length ? { images: encoded } : {}) });
    setLoadingShown(false);
    if (r.success) {
      setState('done');
      return;
    }
    setState('idle');
    // The captcha is single use: a new image after every refusal, the answer typed again.
    setCaptcha('');
    setCaptchaKey((k) => k + 1);
    setFailure(r.errorCode);
    if (r.errorCode === 'captcha.invalid') captchaRef.current?.focus();
  };

  const count = contentCount(content);
  const fieldError = (key: ValidationKey | null) => (key ? te(validationMessageKey(key)) : null);
  return (
    <form className={`${account.card} ${account.form}`} onSubmit={submit} noValidate data-testid="feedback-form">
      <FormField id={`${uid}-type`} label={t('typeLabel')}>
        <select id={`${uid}-type`} name="type" className={`${account.input} ${styles.select}`} value={type} onChange={(e) => setType(Number(e.target.value))}>
          <option value={feedbackTypeInitial} disabled>{t('typeNone')}</option>
          {feedbackTypeOrder.map((name) => <option key={name} value={feedbackTypes[name]}>{t(`types.${name}`)}</option>)}
        </select>
      </FormField>

      <FormField id={`${uid}-content`} label={t('contentLabel')} errorText={fieldError(errors.content)}>
        <textarea
          ref={contentRef} id={`${uid}-content`} name="content" className={`${account.input} ${styles.textarea}`} rows={5}
          placeholder={t('contentPlaceholder')} value={content} aria-invalid={errors.content ? true : undefined}
          aria-describedby={`${uid}-count${errors.content ? ` ${uid}-content-error` : ''}`}
          onChange={(e) => { setContent(e.target.value); setErrors((x) => ({ ...x, content: null })); }}
        />
      </FormField>
      <p id={`${uid}-count`} className={styles.counter} data-over={count.count > count.max ? 'true' : undefined}>{t('counter', count)}</p>

      {imagesAllowed && (
        <div className={styles.images}>
          <p className={account.label}>{t('imagesLabel')}</p>
          <ul className={styles.previews}>
            {images.map((p, i) => (
              <li key={p.url} className={styles.preview}>
                <img src={p.url} alt={t('preview', { n: i + 1 })} className={styles.previewImage} />
                <button type="button" className={styles.remove} onClick={() => remove(i)} aria-label={t('removeImage', { n: i + 1 })}>×</button>
              </li>
            ))}
            {images.length < uploadMax_files && (
              <li>
                <button type="button" className={styles.add} onClick={() => fileRef.current?.click()} aria-describedby={`${uid}-images-hint`}>+ {t('addImage')}</button>
              </li>
            )}
          </ul>
          <input ref={fileRef} type="file" accept="image/png,image/jpeg" multiple hidden onChange={pick} data-testid="feedback-images" aria-label={t('addImage')} />
          <p id={`${uid}-images-hint`} className={styles.hint}>{t('imagesHint')}</p>
          {imageError && <p className={account.error} role="alert">{te(validationMessageKey(imageError))}</p>}
        </div>
      )}

      <FormField id={`${uid}-captcha`} label={t('captchaLabel')} errorText={fieldError(errors.captcha)}>
        <input
          ref={captchaRef} id={`${uid}-captcha`} name="captcha" className={account.input} type="text" inputMode="numeric" autoComplete="off"
          autoCapitalize="none" spellCheck={false} maxLength={captchaMax_chars} placeholder={t('captchaPlaceholder')} value={captcha}
          aria-invalid={errors.captcha ? true : undefined} aria-describedby={errors.captcha ? `${uid}-captcha-error` : undefined}
          onChange={(e) => { setCaptcha(e.target.value); setErrors((x) => ({ ...x, captcha: null })); }}
        />
        <CaptchaImage refreshKey={captchaKey} />
      </FormField>

      {failure && <p role="alert" className={account.alert}>{te(errorMessageKey(failure))}</p>}

      <button type="submit" className={account.primary} disabled={!canConfirm(content) || state !== 'idle'} aria-busy={state === 'busy'}>{t('confirm')}</button>
      <Toast kind={state === 'done' ? 'info' : 'loading'} message={state === 'done' ? t('sent') : loadingShown ? t('sending') : null} />
    </form>
  );
}
