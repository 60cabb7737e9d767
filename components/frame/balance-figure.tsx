'use client';

import { hiddenBalance } from '@/lib/wallet';
import { useBalanceHidden } from './balance-visibility';

/** A balance figure that follows the member's one hide choice (stars while hidden). */
export function BalanceFigure({ text, remembered, testId, className }: { text: string; remembered: boolean; testId?: string; className?: string }) {
  const hidden = useBalanceHidden(remembered);
  return <span className={className} data-testid={testId} data-hidden={hidden || undefined}>{hidden ? hiddenBalance : text}</span>;
}
