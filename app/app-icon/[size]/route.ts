import sharp from 'sharp';
import { getSystemStatus } from '@/lib/data/system';
import { appIconSizes, appIconSvg, type AppIconSize } from '@/lib/pwa';

// GET /app-icon/:size – the merchant's app icon in its brand colours, PNG (180, 192 or 512 px square)
export async function GET(_req: Request, { params }: { params: Promise<{ size: string }> }): Promise<Response> {
  const size = Number((await params).size);
  if (!(appIconSizes as readonly number[]).includes(size)) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const status = await getSystemStatus();
  const png = await sharp(Buffer.from(appIconSvg(status?.info.whitelabel.theme)), { density: Math.ceil((72 * (size as AppIconSize)) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' } });
}
