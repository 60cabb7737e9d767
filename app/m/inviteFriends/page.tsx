import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('inviteFriends');

/** /m/inviteFriends */
export default function InviteFriendsPage() {
  return (
    <MemberGate path="/m/inviteFriends">
      <ComingSoon page="inviteFriends" />
    </MemberGate>
  );
}
