import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('memberNotice');

/** /m/member/notice */
export default function MemberNoticePage() {
  return (
    <MemberGate path="/m/member/notice">
      <ComingSoon page="memberNotice" />
    </MemberGate>
  );
}
