import { ComingSoon } from '@/components/frame/coming-soon';
import { MemberGate } from '@/components/frame/member-gate';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('transactionRecord');

/** /m/transaction/record */
export default function TransactionRecordPage() {
  return (
    <MemberGate path="/m/transaction/record">
      <ComingSoon page="transactionRecord" />
    </MemberGate>
  );
}
