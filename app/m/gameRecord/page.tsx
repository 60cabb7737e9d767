import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('gameRecord');

/** /m/gameRecord */
export default function GameRecordPage() {
  return (
    <MemberGate path="/m/gameRecord">
      <ComingSoon page="gameRecord" />
    </MemberGate>
  );
}
