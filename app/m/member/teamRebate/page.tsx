import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('teamRebate');

/** /m/member/teamRebate */
export default function TeamRebatePage() {
  return (
    <MemberGate path="/m/member/teamRebate">
      <ComingSoon page="teamRebate" />
    </MemberGate>
  );
}
