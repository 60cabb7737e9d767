import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('message');

/** /m/message */
export default function MessagePage() {
  return <ComingSoon page="message" />;
}
