import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('agentRebate');

/** /m/member/agent/agentRebeat */
export default function AgentRebatePage() {
  return (
    <MemberGate path="/m/member/agent/agentRebeat">
      <ComingSoon page="agentRebate" />
    </MemberGate>
  );
}
