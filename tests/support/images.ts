import sharp from 'sharp';

/**
 * Small real images for the feedback tests: a PNG and a JPEG drawn by sharp, the JPEG carrying
 * EXIF (an artist, a copyright and GPS-like text) so a test can see it gone after re-encoding.
 */
const exifMarker = 'SecretPlace-48.8584N-2.2945E';

export const imageExifMarker = exifMarker;

function raw(width: number, height: number) {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i += 3) data.set([(i * 7) % 256, (i * 13) % 256, (i * 29) % 256], i);
  return sharp(data, { raw: { width, height, channels: 3 } });
}

export function testPng(width = 32, height = 24): Promise<Buffer> {
  return raw(width, height).png().toBuffer();
}

/** A JPEG with EXIF: Artist and Copyright hold imageExifMarker. */
export function testJpegWithExif(width = 32, height = 24): Promise<Buffer> {
  return raw(width, height).jpeg().withExif({ IFD0: { Artist: exifMarker, Copyright: exifMarker, ImageDescription: exifMarker } }).toBuffer();
}
