import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('feedback');

/** /m/feedback */
export default function FeedbackPage() {
  return <ComingSoon page="feedback" />;
}
