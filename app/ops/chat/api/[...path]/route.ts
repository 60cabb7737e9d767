import type { NextRequest } from 'next/server';
import { opsChatApi } from '@/lib/bff/ops-chat';

// GET|POST|DELETE /ops/chat/api/** – the operator chat page's calls, relayed to /bo/chat/<merchant>/** with the sealed token
export const dynamic = 'force-dynamic';
const handle = async (req: NextRequest, ctx: { params: Promise<{ path: string[] }> }) => opsChatApi(req, (await ctx.params).path.join('/'));
export { handle as GET, handle as POST, handle as DELETE };
