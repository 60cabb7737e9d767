import { RecordsSkeleton } from '@/components/wallet/wallet-skeletons';

/** Shown while the member and the currency are read: the screen's boxes at their final sizes. */
export default function Loading() {
  return <RecordsSkeleton />;
}
