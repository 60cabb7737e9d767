import type { ReactNode } from 'react';
import { MemberGate } from '@/components/frame/member-gate';

/**
 * The gate of /m/login, above the form: a logged-in member is redirected (307) to /m/home before
 * anything streams, so the sign-in forms never show to someone already signed in; visitors and
 * trial players (who may still sign in or register a real account) see the form.
 */
export default function LoginLayout({ children }: { children: ReactNode }) {
  return <MemberGate path="/m/login">{children}</MemberGate>;
}
