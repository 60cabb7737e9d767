import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('securityCenter');

/** /m/securityCenter */
export default function SecurityCenterPage() {
  return (
    <MemberGate path="/m/securityCenter">
      <ComingSoon page="securityCenter" />
    </MemberGate>
  );
}
