import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('agentTeamOverview');

/** /m/agent/team/overview */
export default function AgentTeamOverviewPage() {
  return (
    <MemberGate path="/m/agent/team/overview">
      <ComingSoon page="agentTeamOverview" />
    </MemberGate>
  );
}
