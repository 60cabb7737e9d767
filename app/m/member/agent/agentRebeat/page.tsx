import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('agentRebate');

/** /m/member/agent/agentRebeat */
export default function AgentRebatePage() {
  return <ComingSoon page="agentRebate" />;
}
