import { MoneyScreenSkeleton } from '@/components/wallet/wallet-skeletons';

/** Shown while the deposit channels are fetched: the screen's boxes at their final sizes. */
export default function Loading() {
  return <MoneyScreenSkeleton screen="deposit" />;
}
