import type { ReactNode } from 'react';
import { MemberGate } from '@/components/frame/member-gate';

/**
 * The SPEC §6 gate of /m/gameRecord, above the screen's loading boundary: a visitor is redirected
 * (307) before anything streams, and a refused member never sees the skeleton.
 */
export default function GameRecordLayout({ children }: { children: ReactNode }) {
  return <MemberGate path="/m/gameRecord">{children}</MemberGate>;
}
