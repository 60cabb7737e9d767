import sharp from 'sharp';
import { uploadMax_bytes } from '@/lib/wps/limits';
import { cleanImage, decodeBase64Image } from '@/platform/src/http/image-upload';
import { checkUploads, nameType } from '@/platform/src/modules/feedback/image';
import { imageExifMarker, testJpegWithExif, testPng } from '@/tests/support/images';

describe('feedback image checks (SPEC §5: png or jpg, 5 MB each, 3 at most; judged by content)', () => {
  let png: Buffer;
  let jpeg: Buffer;
  beforeAll(async () => {
    png = await testPng();
    jpeg = await testJpegWithExif();
  });

  it('reads the type a name claims, and nothing from other names', () => {
    expect([nameType('a.PNG'), nameType('b.jpeg'), nameType('c.JPG'), nameType('d.gif'), nameType('png')]).toEqual(['image/png', 'image/jpeg', 'image/jpeg', null, null]);
  });

  it('accepts a .png name with PNG content and a .jpg name with JPEG content', () => {
    expect(checkUploads([{ name: 'shot.png', bytes: png }, { name: 'photo.jpg', bytes: jpeg }])).toBeNull();
  });

  it('refuses a .png name with JPEG content, and one with text content', () => {
    expect(checkUploads([{ name: 'shot.png', bytes: jpeg }])).toBe('image.invalid');
    expect(checkUploads([{ name: 'shot.png', bytes: Buffer.from('<svg onload=alert(1)>') }])).toBe('image.invalid');
    // The other way round, and a name that is no image at all, are refused the same.
    expect(checkUploads([{ name: 'photo.jpg', bytes: png }])).toBe('image.invalid');
    expect(checkUploads([{ name: 'notes.txt', bytes: png }])).toBe('image.invalid');
  });

  it('refuses an image over 5 MB and keeps one of exactly 5 MB', () => {
    const at = Buffer.concat([png, Buffer.alloc(uploadMax_bytes - png.length)]);
    expect(checkUploads([{ name: 'big.png', bytes: at }])).toBeNull();
    const over = Buffer.concat([png, Buffer.alloc(uploadMax_bytes + 1 - png.length)]);
    expect(checkUploads([{ name: 'big.png', bytes: over }])).toBe('image.too.large');
  });

  it('refuses a fourth image', () => {
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, bytes: png }));
    expect(checkUploads(four.slice(0, 3))).toBeNull();
    expect(checkUploads(four)).toBe('feedback.image.too.many');
  });

  it('refuses a file with the right signature that does not decode whole', async () => {
    await expect(cleanImage(png.subarray(0, png.length - 20))).rejects.toMatchObject({ code: 'image.invalid' });
    await expect(cleanImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('text after a JPEG marker')]))).rejects.toMatchObject({ code: 'image.invalid' });
  });

  it('strips EXIF: the stored JPEG holds no metadata and none of the original text', async () => {
    expect(jpeg.includes(imageExifMarker)).toBe(true);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const out = await cleanImage(jpeg);
    expect(out.mime).toBe('image/jpeg');
    expect(out.bytes.includes(imageExifMarker)).toBe(false);
    expect(out.bytes.includes('Exif\0\0')).toBe(false);
    const meta = await sharp(out.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 32, 24, undefined]);
  });

  it('decodes a whole 5 MB image\'s Base64 as the call carries it, and refuses what is not Base64', () => {
    expect(decodeBase64Image(png.toString('base64')).equals(png)).toBe(true);
    expect(decodeBase64Image(Buffer.alloc(uploadMax_bytes, 7).toString('base64')).length).toBe(uploadMax_bytes);
    expect(() => decodeBase64Image('not base64!')).toThrow('image.invalid');
  });
});
