import { uploadSide_px_max } from '@/lib/wps/limits';

/** The size a picture is drawn at to fit side_px_max on its longer side; never larger than it is. */
export function fittedSize(width: number, height: number, side_px_max = uploadSide_px_max): { width: number; height: number } {
  const scale = Math.min(1, side_px_max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A picked picture as it is worth sending (browser only): one larger than the platform keeps
 * (uploadSide_px_max) is drawn down to that size in its own format (PNG stays PNG, JPEG stays
 * JPEG, so its name still tells the truth), upright; anything else, or any failure, is the file
 * as picked. The platform checks and re-encodes whatever arrives; this only spares a phone
 * uploading megabytes it would throw away, within the request's time limit.
 */
export async function shrinkForUpload(file: File): Promise<Blob> {
  const type = /\.png$/i.test(file.name) ? 'image/png' : 'image/jpeg';
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = fittedSize(bitmap.width, bitmap.height);
    if (size.width === bitmap.width && size.height === bitmap.height) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
