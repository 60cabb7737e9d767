import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('agentRegister');

/** /m/agentRegister */
export default function AgentRegisterPage() {
  return (
    <MemberGate path="/m/agentRegister">
      <ComingSoon page="agentRegister" />
    </MemberGate>
  );
}
