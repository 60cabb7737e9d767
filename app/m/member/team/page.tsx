import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('memberTeam');

/** /m/member/team */
export default function MemberTeamPage() {
  return (
    <MemberGate path="/m/member/team">
      <ComingSoon page="memberTeam" />
    </MemberGate>
  );
}
