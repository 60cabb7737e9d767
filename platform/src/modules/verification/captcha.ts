import { randomInt } from 'node:crypto';
import sharp from 'sharp';

/**
 * The captcha image: a short challenge drawn with a 5×7 bitmap font, jittered, over noise
 * lines and dots, encoded as PNG by sharp. Two variants (SPEC §5: "answer the equation if shown"):
 * four digits, or a small equation such as `7 + 5 = ?` whose answer is the number.
 */
export type CaptchaVariant = 'digits' | 'equation';

/** Where challenge digits come from: a CSPRNG in service, a fixed sequence in tests. */
export interface ChallengeRandom {
  /** A whole number from 0 to maxExclusive - 1. */
  int(maxExclusive: number): number;
}

export const cryptoRandom: ChallengeRandom = { int: (maxExclusive) => randomInt(maxExclusive) };

export interface Challenge {
  /** What the image shows. */
  text: string;
  /** What the visitor must type. */
  answer: string;
}

const operators = ['+', '-', '×'] as const;

export interface RgbImage {
  width: number;
  height: number;
  /** width × height × 3 bytes, rows top to bottom. */
  rgb: Uint8Array;
}

export function captchaChallenge(variant: CaptchaVariant, random: ChallengeRandom = cryptoRandom): Challenge {
  if (variant === 'digits') {
    const code = Array.from({ length: 4 }, () => String(random.int(10))).join('');
    return { text: code, answer: code };
  }
  let a = 1 + random.int(9);
  const op = operators[random.int(operators.length)]!;
  let b = 1 + random.int(9);
  // Answers stay natural numbers: the answer field takes digits only on a phone keyboard.
  if (op === '-' && a < b) [a, b] = [b, a];
  const result = op === '+' ? a + b : op === '-' ? a - b : a * b;
  return { text: `${a} ${op} ${b} = ?`, answer: String(result) };
}

// 5×7 glyphs, one string per row, '#' = ink (exported for e2e/captcha-reader.ts, which reads the image as a person does).
export const captchaFont: Readonly<Record<string, readonly string[]>> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
  '+': ['     ', '  #  ', '  #  ', '#####', '  #  ', '  #  ', '     '],
  '-': ['     ', '     ', '     ', '#####', '     ', '     ', '     '],
  '×': ['     ', '#   #', ' # # ', '  #  ', ' # # ', '#   #', '     '],
  '=': ['     ', '     ', '#####', '     ', '#####', '     ', '     '],
  '?': [' ### ', '#   #', '    #', '   # ', '  #  ', '     ', '  #  '],
  ' ': ['     ', '     ', '     ', '     ', '     ', '     ', '     '],
};

const font = captchaFont;

export const glyphs = Object.keys(font);

const scale = 3;
const glyphW = 5 * scale;
const glyphH = 7 * scale;
const advance = glyphW + 3;
const spaceAdvance = 6;
const padX = 8;
const height = 40;
const maxChars = 16;

/** A small fast PRNG for noise only; its seed comes from the CSPRNG. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws text (digits and + - × = ? and spaces) as an RGB raster. */
export function renderCaptcha(text: string, seed: number = randomInt(2 ** 32)): RgbImage {
  const chars = [...text];
  if (chars.length < 1 || chars.length > maxChars) throw new Error(`captcha text must be 1-${maxChars} characters`);
  for (const ch of chars) if (!font[ch]) throw new Error(`captcha font has no glyph for ${JSON.stringify(ch)}`);
  const rnd = mulberry32(seed);
  const r = (n: number) => Math.floor(rnd() * n);
  const width = padX * 2 + chars.reduce((w, ch) => w + (ch === ' ' ? spaceAdvance : advance), 0);
  const rgb = new Uint8Array(width * height * 3);

  const bg = [225 + r(30), 225 + r(30), 225 + r(30)];
  for (let i = 0; i < width * height; i++) rgb.set(bg, i * 3);
  const plot = (x: number, y: number, c: number[]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    rgb.set(c, (y * width + x) * 3);
  };

  // Noise lines under the text: Bresenham between random points on the left and right edges.
  for (let n = 0; n < 5; n++) {
    const c = [110 + r(100), 110 + r(100), 110 + r(100)];
    let x0 = 0, y0 = r(height);
    const x1 = width - 1, y1 = r(height);
    const dx = Math.abs(x1 - x0), dy = -Math.abs(y1 - y0), sy = y0 < y1 ? 1 : -1;
    let err = dx + dy;
    for (;;) {
      plot(x0, y0, c);
      if (x0 === x1 && y0 === y1) break;
      const e2 = 2 * err;
      if (e2 >= dy) { err += dy; x0 += 1; }
      if (e2 <= dx) { err += dx; y0 += sy; }
    }
  }

  let x = padX;
  for (const ch of chars) {
    if (ch === ' ') {
      x += spaceAdvance;
      continue;
    }
    const ink = [r(90), r(90), r(90)];
    const top = 4 + r(height - glyphH - 8);
    const gx = x + r(3) - 1;
    font[ch]!.forEach((row, gy) => {
      for (let col = 0; col < 5; col++) {
        if (row[col] !== '#') continue;
        for (let dy = 0; dy < scale; dy++) for (let dx = 0; dx < scale; dx++) plot(gx + col * scale + dx, top + gy * scale + dy, ink);
      }
    });
    x += advance;
  }

  // Speckles over everything, light and dark.
  const dots = Math.floor(width * height * 0.05);
  for (let n = 0; n < dots; n++) {
    const v = r(2) ? 40 + r(60) : 180 + r(70);
    plot(r(width), r(height), [v, v, v]);
  }
  return { width, height, rgb };
}

/** The captcha as a lossless 8-bit RGB PNG (a few KB: 40 px high, at most 16 glyphs wide). */
export async function captchaPng(text: string, seed?: number): Promise<Buffer> {
  const { width, height, rgb } = renderCaptcha(text, seed);
  return sharp(rgb, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** SPEC §5: answers are 1-16 characters; compared trimmed and case-insensitively. */
export function normaliseAnswer(answer: string | undefined): string | null {
  if (typeof answer !== 'string') return null;
  const a = answer.trim().toLowerCase();
  return a.length >= 1 && a.length <= 16 ? a : null;
}
