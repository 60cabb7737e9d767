import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('memberBenefits');

/** /m/member/benefits */
export default function MemberBenefitsPage() {
  return (
    <MemberGate path="/m/member/benefits">
      <ComingSoon page="memberBenefits" />
    </MemberGate>
  );
}
