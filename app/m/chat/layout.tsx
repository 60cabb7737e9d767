import type { ReactNode } from 'react';
import { MemberGate } from '@/components/frame/member-gate';

/** The SPEC §6 gate of /m/chat: a visitor goes to /m/login and comes back; a trial player is refused (free_reject). */
export default function ChatLayout({ children }: { children: ReactNode }) {
  return <MemberGate path="/m/chat">{children}</MemberGate>;
}
