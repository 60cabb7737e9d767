import { imageUploadLimits, sniffImageType, type UploadedImageType } from '../../http/image-upload';
import { uploadMax_files } from '@/lib/wps/limits';

/**
 * What the feedback adds to the shared picture rules (platform/src/http/image-upload.ts: PNG or
 * JPEG by the bytes, 5 MB, decoded whole and re-encoded without metadata): at most three, and a
 * file name that says png or jpg and agrees with the bytes. The name is never trusted alone; a
 * name that disagrees with the content (a .png holding a JPEG or text) is refused, because the
 * member would be sending something other than what they picked.
 */

export type FeedbackImageRefusal = 'feedback.image.too.many' | 'image.too.large' | 'image.invalid';

export interface ImageUpload {
  name: string;
  bytes: Buffer;
}

/** The type a file name claims (.png, .jpg, .jpeg in any case). */
export function nameType(name: string): UploadedImageType | null {
  const m = /\.(png|jpe?g)$/i.exec(name.trim());
  if (!m) return null;
  return m[1]!.toLowerCase() === 'png' ? 'image/png' : 'image/jpeg';
}

/** How many, how large, and whether name and first bytes agree on png or jpg: the first refusal, or null. Decoding is cleanImage's. */
export function checkUploads(uploads: readonly ImageUpload[]): FeedbackImageRefusal | null {
  if (uploads.length > uploadMax_files) return 'feedback.image.too.many';
  for (const u of uploads) {
    if (u.bytes.length > imageUploadLimits.bytes_max) return 'image.too.large';
    const claimed = nameType(u.name);
    if (claimed === null || sniffImageType(u.bytes) !== claimed) return 'image.invalid';
  }
  return null;
}
