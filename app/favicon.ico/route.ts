import sharp from 'sharp';
import { getSystemStatus } from '@/lib/data/system';
import { appIconSvg } from '@/lib/pwa';

// GET /favicon.ico – browsers and crawlers ask for it whatever the page links: the brand's icon, 48 px PNG (which every browser takes here)
export async function GET(): Promise<Response> {
  const status = await getSystemStatus();
  const png = await sharp(Buffer.from(appIconSvg(status?.info.whitelabel.theme)), { density: 72 }).resize(48, 48).png().toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' } });
}
