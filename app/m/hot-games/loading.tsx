import { HotGamesSkeleton } from '@/components/lobby/lobby-skeletons';

/** Shown while the hot games are fetched: the screen's boxes at their final sizes. */
export default function Loading() {
  return <HotGamesSkeleton />;
}
