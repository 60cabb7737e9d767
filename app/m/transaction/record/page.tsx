import { ComingSoon } from '@/components/frame/coming-soon';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('transactionRecord');

/** /m/transaction/record */
export default function TransactionRecordPage() {
  return <ComingSoon page="transactionRecord" />;
}
