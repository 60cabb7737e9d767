import sharp from 'sharp';
import { WpsError } from '@/lib/wps/errors';
import { uploadSide_px_max } from '@/lib/wps/limits';

/**
 * A member's uploaded picture (chat attachments; the feedback's images follow the same rules,
 * SPEC §5): PNG or JPEG only, at most 5 MB, judged by the bytes and never by a file name or a
 * declared type, then decoded and re-encoded so nothing but pixels survives (EXIF with its GPS
 * position, ICC text, comments, anything appended after the image). Shared by every module that
 * takes pictures from members, so the rules cannot drift apart.
 */
export const imageUploadLimits = {
  /** The decoded file; its base64 text is a third larger (lib/wps/limits.ts sizes the request). */
  bytes_max: 5 * 1024 * 1024,
  /** Wider or taller pictures are scaled down to this on re-encoding. */
  side_max: uploadSide_px_max,
  /** Pixels a decoder may allocate: refuses decompression bombs (a tiny PNG of 100 000 x 100 000). */
  pixels_max: 40_000_000,
} as const;

export type UploadedImageType = 'image/png' | 'image/jpeg';

export interface CleanImage {
  mime: UploadedImageType;
  width: number;
  height: number;
  bytes: Buffer;
}

const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type the first bytes say, or null: PNG's 8-byte signature, JPEG's SOI marker and a segment marker. */
export function sniffImageType(bytes: Buffer): UploadedImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(pngMagic)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** base64 (plain or a `data:image/...;base64,` URL) to bytes; anything else is refused. */
export function decodeBase64Image(text: string): Buffer {
  const body = text.replace(/^data:image\/[a-z+.-]{1,20};base64,/i, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 !== 0) throw new WpsError('image.invalid');
  if (Math.floor((body.length * 3) / 4) > imageUploadLimits.bytes_max + 2) throw new WpsError('image.too.large');
  return Buffer.from(body, 'base64');
}

/**
 * Checks and cleans one picture: image.too.large past 5 MB, image.invalid when the bytes are
 * not a PNG or JPEG that decodes whole (a .png name on a text file, a truncated or corrupt
 * file, a GIF). The answer is a fresh encoding in the same format, orientation applied, metadata
 * gone, scaled to at most side_max (or the caller's smaller side_max: a profile picture keeps 256 px).
 */
export async function cleanImage(bytes: Buffer, opts: { side_max?: number } = {}): Promise<CleanImage> {
  const side = opts.side_max ?? imageUploadLimits.side_max;
  if (bytes.length > imageUploadLimits.bytes_max) throw new WpsError('image.too.large');
  const mime = sniffImageType(bytes);
  if (!mime) throw new WpsError('image.invalid');
  try {
    const decoded = sharp(bytes, { failOn: 'error', limitInputPixels: imageUploadLimits.pixels_max })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    const meta = await sharp(bytes, { limitInputPixels: imageUploadLimits.pixels_max }).metadata();
    if (meta.format !== (mime === 'image/png' ? 'png' : 'jpeg')) throw new WpsError('image.invalid');
    const out = mime === 'image/png'
      ? decoded.png({ compressionLevel: 9 })
      : decoded.jpeg({ quality: 85, mozjpeg: true });
    // sharp writes no metadata unless asked (withMetadata): the EXIF, ICC and XMP of the upload stay behind.
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return { mime, width: info.width, height: info.height, bytes: data };
  } catch (e) {
    if (e instanceof WpsError) throw e;
    throw new WpsError('image.invalid');
  }
}
