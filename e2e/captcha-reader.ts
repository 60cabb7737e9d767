import sharp from 'sharp';
import { captchaFont } from '../platform/src/modules/verification/captcha';

/**
 * Reads the product's captcha as a person does, by looking at it: the image of GET /wps/captcha
 * (platform/src/modules/verification/captcha.ts) draws its characters in a 5×7 font scaled 3×,
 * 18 px apart from x = 8 (6 px for a space), each shifted at most 1 px sideways and placed
 * between y = 4 and 14, in a dark ink (every channel under 90) over light noise. For each
 * character's place this tries every glyph at every offset and keeps the one whose dark cells
 * match best. Four digits, or `a op b = ?`, whose answer it works out. For the specs that fill in
 * a captcha the way a member would; the platform has no back door for them.
 */
const font = captchaFont;
const digits = '0123456789'.split('');
const scale = 3;
const advance = 18;
const spaceAdvance = 6;
const padX = 8;

export async function readCaptcha(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const dark = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= info.width || y >= info.height) return 0;
    const i = (y * info.width + x) * info.channels;
    return Math.max(data[i]!, data[i + 1]!, data[i + 2]!) < 90 ? 1 : 0;
  };
  const best = (x0: number, candidates: string[]): string => {
    let top = { ch: '?', score: -Infinity };
    for (const ch of candidates) {
      for (let dx = -1; dx <= 1; dx++) {
        for (let y0 = 4; y0 <= 14; y0++) {
          let score = 0;
          font[ch]!.forEach((row, gy) => {
            for (let col = 0; col < 5; col++) {
              let f = 0;
              for (let py = 0; py < scale; py++) for (let px = 0; px < scale; px++) f += dark(x0 + dx + col * scale + px, y0 + gy * scale + py);
              // An ink cell scores its dark pixels and loses its light ones; a blank cell loses its dark ones.
              score += row[col] === '#' ? 2 * f - scale * scale : -f;
            }
          });
          if (score > top.score) top = { ch, score };
        }
      }
    }
    return top.ch;
  };
  const equation = info.width > padX * 2 + 4 * advance;
  if (!equation) return [0, 1, 2, 3].map((i) => best(padX + i * advance, digits)).join('');
  // `a op b = ?`: glyphs at padX, then each after a glyph and a space.
  const at = (glyph: number) => padX + glyph * (advance + spaceAdvance);
  const a = Number(best(at(0), digits));
  const op = best(at(1), ['+', '-', '×']);
  const b = Number(best(at(2), digits));
  return String(op === '+' ? a + b : op === '-' ? a - b : a * b);
}
