import 'server-only';
import { renderSVG } from 'uqr';

/**
 * The QR code of a referral link as SVG markup, drawn on the server (no QR library reaches the
 * phone). uqr (unjs) encodes and draws; its output is plain rects of our own link, nothing a
 * visitor typed, so the page may insert it as markup.
 */
export function qrSvg(text: string): string {
  return renderSVG(text, { border: 2, pixelSize: 4, ecc: 'M' });
}
