import { lotteryPlayRuleById } from '@/lib/games/lottery/plays';
import styles from './lottery.module.css';

/**
 * A slip's `<balls>` as a member reads them: places apart by ' | ' (`1,2 | 9`), and an
 * Entertainment play's options in the member's words (`Big, Odd`) through `option`.
 */
export function selectionLabel(playId: string, balls: string, option: (name: string) => string): string {
  if (lotteryPlayRuleById.get(playId)?.category === 'entertainment') return balls.split(',').map(option).join(', ');
  return balls.split('|').join(' | ');
}

/** A drawn result as balls, in the order drawn; 11x5 balls written with two digits. */
export function Balls({ result, twoDigits, label }: { result: readonly number[]; twoDigits: boolean; label: string }) {
  return (
    <ol className={styles.balls} aria-label={label}>
      {result.map((b, i) => (
        <li key={i} className={styles.ball}>{twoDigits ? String(b).padStart(2, '0') : b}</li>
      ))}
    </ol>
  );
}
