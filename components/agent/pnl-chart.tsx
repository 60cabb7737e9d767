import { pnlChart } from '@/lib/agent/pnl-chart';
import styles from './agent-reports.module.css';

/**
 * The team's P&L per day as bars (SPEC §2 team P&L; issue 20 "a small chart"): an inline SVG
 * drawn on the server from the platform's figures, no chart library and no script on the
 * phone. Each bar carries its day and exact figure as a tooltip and for screen readers.
 */
export function PnlChart({ days, label }: { days: readonly { date: string; pnl: string }[]; label: string }) {
  const c = pnlChart(days, { width: 320, height: 120 });
  return (
    <svg className={styles.chart} viewBox={`0 0 ${c.width} ${c.height}`} role="img" aria-label={label} data-testid="pnl-chart">
      <line x1={0} x2={c.width} y1={c.zeroY} y2={c.zeroY} stroke="currentColor" strokeOpacity={0.3} strokeWidth={1} />
      {c.bars.map((b) => (
        <rect key={b.date} x={b.x} y={b.y} width={b.width} height={Math.max(b.height, 0.5)} rx={1}
          fill={b.positive ? '#2fbf71' : '#ff4d5e'} data-date={b.date} data-pnl={b.pnl}>
          <title>{`${b.date}: ${b.pnl}`}</title>
        </rect>
      ))}
    </svg>
  );
}
