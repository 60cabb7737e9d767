import { opsSession } from '@/lib/bff/ops-chat';

// POST /ops/chat/session {token} – the operator signs in with the back-office token; DELETE signs out
export const dynamic = 'force-dynamic';
export { opsSession as POST, opsSession as DELETE };
