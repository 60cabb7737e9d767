import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('agentDividend');

/** /m/member/agent/agentDivident */
export default function AgentDividendPage() {
  return <ComingSoon page="agentDividend" />;
}
