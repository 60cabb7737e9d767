import styles from './lottery.module.css';

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
