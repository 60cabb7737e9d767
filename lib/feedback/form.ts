import { charCount, feedbackMax_chars, uploadMax_files, validateCaptcha, validateFeedbackContent, validateUploads, type ValidationKey } from '@/lib/validation';
import { feedbackTypeInitial, feedbackTypes, type FeedbackTypeName } from '@/lib/wps/words';

/**
 * The rules of the /m/feedback form (SPEC §2, §5, §9), apart from React: the type picker's order,
 * when confirm is enabled, which picked images are kept, what is sent, and the screen's times.
 */

/** SPEC §9: the feedback's loading toast shows at most 10 s. */
export const feedbackLoading_ms = 10_000;
/** SPEC §9 success toast 1 s, then /m/home (SPEC §2: confirm goes to /m/home after success). */
export const feedbackRedirect_ms = 1_000;

/** SPEC §3 types in the picker's order (other last). */
export const feedbackTypeOrder: readonly FeedbackTypeName[] = ['deposit', 'withdrawal', 'game', 'customerService', 'agentApplication', 'other'];

/** SPEC §5: confirm stays disabled while the description is empty. */
export function canConfirm(content: string): boolean {
  return content.trim() !== '';
}

/** What a submit shows first: the description's rule, then the captcha's (SPEC §5 'enter the code'); type is not checked. */
export function feedbackFormErrors(v: { content: string; captcha: string }): { content: ValidationKey | null; captcha: ValidationKey | null } {
  return { content: validateFeedbackContent(v.content), captcha: validateCaptcha(v.captcha) };
}

/** The counter under the description: characters as the rule counts them (code points). */
export function contentCount(content: string): { count: number; max: number } {
  return { count: charCount(content.trim()), max: feedbackMax_chars };
}

/**
 * The images kept after the member picks more (SPEC §5: png or jpg, 5 MB each, 3 at most): the
 * new ones are added one by one while the whole stays valid; the first refusal says why the
 * rest were left out. The platform judges the bytes again; this spares a phone a useless upload.
 */
export function addImages<F extends { name: string; type: string; size: number }>(kept: readonly F[], picked: readonly F[]): { images: F[]; refused: ValidationKey | null } {
  const images = [...kept];
  let refused: ValidationKey | null = null;
  for (const f of picked) {
    const next = [...images, f];
    const key = validateUploads(next.map((x) => ({ name: x.name, type: x.type, size_bytes: x.size })));
    if (key) {
      refused ??= key;
      if (key === 'tooManyFiles' || images.length >= uploadMax_files) break;
      continue;
    }
    images.push(f);
  }
  return { images, refused };
}

/** The type sent: the one picked, or `other` while none is (SPEC §3 starts at -1, and §5 does not check it). */
export function typeToSend(picked: number): number {
  return picked === feedbackTypeInitial ? feedbackTypes.other : picked;
}

/** A data: URL's Base64 part (FileReader's answer), as the call carries an image. */
export function base64OfDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma < 0 ? '' : dataUrl.slice(comma + 1);
}
