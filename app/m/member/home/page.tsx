import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('memberHome');

/** /m/member/home */
export default function MemberHomePage() {
  return (
    <MemberGate path="/m/member/home">
      <ComingSoon page="memberHome" />
    </MemberGate>
  );
}
