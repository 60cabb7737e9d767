import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('agent');

/** /m/agent */
export default function AgentPage() {
  return (
    <MemberGate path="/m/agent">
      <ComingSoon page="agent" />
    </MemberGate>
  );
}
