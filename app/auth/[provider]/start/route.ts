import type { NextRequest } from 'next/server';
import { socialStart } from '@/lib/bff/social';

export const dynamic = 'force-dynamic';

// GET /auth/:provider/start – sends the browser to the provider's login (Telegram: its login widget)
export async function GET(req: NextRequest, ctx: { params: Promise<{ provider: string }> }) {
  return socialStart(req, (await ctx.params).provider);
}
