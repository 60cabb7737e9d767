import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('agentDividend');

/** /m/member/agent/agentDivident */
export default function AgentDividendPage() {
  return (
    <MemberGate path="/m/member/agent/agentDivident">
      <ComingSoon page="agentDividend" />
    </MemberGate>
  );
}
