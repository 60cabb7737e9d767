import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('agent');

/** /m/agent */
export default function AgentPage() {
  return <ComingSoon page="agent" />;
}
