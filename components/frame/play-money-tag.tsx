import styles from './frame.module.css';

/**
 * The mark beside a trial member's balance: play money (SPEC §6 type 4) must never read as
 * money that can be withdrawn, least of all next to a Deposit button.
 */
export function PlayMoneyTag({ label }: { label: string }) {
  return <span className={styles.playMoney} data-testid="play-money">{label}</span>;
}
