import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('teamBetting');

/** /m/teamBetting */
export default function TeamBettingPage() {
  return (
    <MemberGate path="/m/teamBetting">
      <ComingSoon page="teamBetting" />
    </MemberGate>
  );
}
