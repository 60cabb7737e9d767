import type { NextRequest } from 'next/server';
import { socialCallback } from '@/lib/bff/social';

export const dynamic = 'force-dynamic';

// GET /auth/:provider/callback – the provider's answer: logs in and goes to /m/home, or back to /m/login?error=<code>
export async function GET(req: NextRequest, ctx: { params: Promise<{ provider: string }> }) {
  return socialCallback(req, (await ctx.params).provider);
}
