import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { captchaChallenge, captchaPng, glyphs, normaliseAnswer, renderCaptcha, type ChallengeRandom } from '@/platform/src/modules/verification/captcha';

/** Answers the given numbers in turn (each taken modulo the bound asked for). */
const sequence = (...values: number[]): ChallengeRandom => {
  let i = 0;
  return { int: (max) => values[i++ % values.length]! % max };
};

describe('captchaChallenge', () => {
  it('makes four digits that are their own answer', () => {
    expect(captchaChallenge('digits', sequence(1, 9, 0, 4))).toEqual({ text: '1904', answer: '1904' });
    for (let n = 0; n < 50; n++) expect(captchaChallenge('digits').answer).toMatch(/^\d{4}$/);
  });

  it('makes an equation whose answer is the sum', () => {
    // operands are 1 + int(9); the operator is int(3) of + - ×
    expect(captchaChallenge('equation', sequence(6, 0, 4))).toEqual({ text: '7 + 5 = ?', answer: '12' });
  });

  it('never answers a negative number for a subtraction', () => {
    expect(captchaChallenge('equation', sequence(2, 1, 7))).toEqual({ text: '8 - 3 = ?', answer: '5' });
    for (let n = 0; n < 200; n++) expect(Number(captchaChallenge('equation').answer)).toBeGreaterThanOrEqual(0);
  });

  it('multiplies with ×', () => {
    expect(captchaChallenge('equation', sequence(8, 2, 8))).toEqual({ text: '9 × 9 = ?', answer: '81' });
  });

  it('keeps answers within SPEC §5: 1-16 characters', () => {
    for (let n = 0; n < 200; n++) {
      const { answer } = captchaChallenge(n % 2 ? 'digits' : 'equation');
      expect(answer.length).toBeGreaterThanOrEqual(1);
      expect(answer.length).toBeLessThanOrEqual(16);
    }
  });
});

describe('renderCaptcha', () => {
  it('draws every glyph of the font into a raster sized to the text', () => {
    const img = renderCaptcha(glyphs.join(''), 42);
    expect(img.height).toBe(40);
    expect(img.rgb.length).toBe(img.width * img.height * 3);
    expect(() => renderCaptcha('A')).toThrow(/no glyph/);
  });

  it('puts dark ink on a light background', () => {
    const { rgb } = renderCaptcha('8888', 7);
    let dark = 0;
    for (let i = 0; i < rgb.length; i += 3) if (rgb[i]! + rgb[i + 1]! + rgb[i + 2]! < 300) dark++;
    expect(dark).toBeGreaterThan(100);
    expect(dark).toBeLessThan(rgb.length / 3 / 2);
  });

  it('draws the same text differently each time (noise and jitter)', async () => {
    const a = await captchaPng('1234');
    const b = await captchaPng('1234');
    expect(a.equals(b)).toBe(false);
    expect(inflateSync(a.subarray(a.indexOf('IDAT') + 4, a.length - 16)).length).toBeGreaterThan(0);
  });
});

describe('captchaPng', () => {
  it('writes a PNG that decodes to the raster: its size, 8-bit RGB, and every pixel as drawn', async () => {
    const raster = renderCaptcha('7 + 5 = ?', 11);
    const png = await captchaPng('7 + 5 = ?', 11);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: raster.width, height: 40, channels: 3, depth: 'uchar' });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: raster.width, height: raster.height, channels: 3 });
    expect(data.equals(Buffer.from(raster.rgb))).toBe(true);
  });

  it('refuses text that would make an oversized image', async () => {
    await expect(captchaPng('1'.repeat(17))).rejects.toThrow(/1-16 characters/);
  });
});

describe('normaliseAnswer', () => {
  it('trims and lowers case, and refuses what is not 1-16 characters', () => {
    expect(normaliseAnswer('  AbC1 ')).toBe('abc1');
    expect(normaliseAnswer('')).toBeNull();
    expect(normaliseAnswer('   ')).toBeNull();
    expect(normaliseAnswer('x'.repeat(17))).toBeNull();
    expect(normaliseAnswer(undefined)).toBeNull();
  });
});
