import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('webEmail');

/** /m/webEmail */
export default function WebEmailPage() {
  return (
    <MemberGate path="/m/webEmail">
      <ComingSoon page="webEmail" />
    </MemberGate>
  );
}
