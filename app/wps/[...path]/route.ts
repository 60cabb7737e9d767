import { bff } from '@/lib/bff/handler';

// GET|POST|PUT|DELETE /wps/** – the BFF: forwards calls of the lib/wps table to the WPS upstream
export const dynamic = 'force-dynamic';
export { bff as GET, bff as POST, bff as PUT, bff as DELETE };
