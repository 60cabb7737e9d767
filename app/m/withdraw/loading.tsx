import { MoneyScreenSkeleton } from '@/components/wallet/wallet-skeletons';

/** Shown while the wallet, bank cards and limits are fetched: the screen's boxes at their final sizes. */
export default function Loading() {
  return <MoneyScreenSkeleton screen="withdraw" />;
}
