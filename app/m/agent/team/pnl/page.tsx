import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('agentTeamPnl');

/** /m/agent/team/pnl */
export default function AgentTeamPnlPage() {
  return (
    <MemberGate path="/m/agent/team/pnl">
      <ComingSoon page="agentTeamPnl" />
    </MemberGate>
  );
}
