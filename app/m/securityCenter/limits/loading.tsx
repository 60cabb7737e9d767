import { LimitsSkeleton } from '@/components/limits/limits-skeleton';

/** Shown while the member's limits are fetched: the screen's boxes at their final sizes. */
export default function Loading() {
  return <LimitsSkeleton />;
}
