import type { ReactNode } from 'react';
import { MemberGate } from '@/components/frame/member-gate';

/** The gate of /m/securityCenter/limits above its loading boundary: real members only (lib/frame/gate.ts). */
export default function LimitsLayout({ children }: { children: ReactNode }) {
  return <MemberGate path="/m/securityCenter/limits">{children}</MemberGate>;
}
