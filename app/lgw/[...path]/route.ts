import { bff } from '@/lib/bff/handler';

// GET|POST /lgw/** – the BFF for the lottery gateway calls of the lib/wps table
export const dynamic = 'force-dynamic';
export { bff as GET, bff as POST };
