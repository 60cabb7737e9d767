import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('feedback');

/** /m/feedback */
export default function FeedbackPage() {
  return (
    <MemberGate path="/m/feedback">
      <ComingSoon page="feedback" />
    </MemberGate>
  );
}
