/**
 * The geometry of the team P&L chart (/m/agent/team/pnl): one bar per day, up from a zero line
 * for a day the team came out ahead, down for a day it lost, all to one scale so the days compare.
 * Pure, so the server draws the SVG and a test checks the shapes without a browser. The figures
 * shown as text stay the platform's exact decimal strings; only the bars' lengths use numbers.
 */

export interface PnlBar {
  date: string;
  pnl: string;
  x: number;
  y: number;
  width: number;
  height: number;
  positive: boolean;
}

export interface PnlChart {
  width: number;
  height: number;
  /** Where zero is, from the top. */
  zeroY: number;
  bars: PnlBar[];
}

export function pnlChart(days: readonly { date: string; pnl: string }[], size: { width: number; height: number; pad?: number } = { width: 320, height: 120 }): PnlChart {
  const pad = size.pad ?? 4;
  const values = days.map((d) => Number(d.pnl));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min;
  const inner = size.height - 2 * pad;
  // All days zero: a flat line in the middle, no bars to scale.
  const zeroY = span === 0 ? size.height / 2 : pad + (max / span) * inner;
  const slot = days.length === 0 ? 0 : (size.width - 2 * pad) / days.length;
  const barWidth = Math.max(1, slot * 0.7);
  const bars = days.map((d, i) => {
    const v = values[i]!;
    const h = span === 0 ? 0 : (Math.abs(v) / span) * inner;
    return {
      date: d.date, pnl: d.pnl, positive: v >= 0,
      x: round(pad + i * slot + (slot - barWidth) / 2), width: round(barWidth),
      y: round(v >= 0 ? zeroY - h : zeroY), height: round(h),
    };
  });
  return { width: size.width, height: size.height, zeroY: round(zeroY), bars };
}

const round = (x: number) => Math.round(x * 100) / 100;
